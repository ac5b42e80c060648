/// A small built-in stand-in for SF Symbols: common symbol names mapped to a
/// Unicode glyph. A symbol that is not listed shows its name as text.
enum Symbols {
    /// The glyph for `name`, trying it without its `.fill`/`.circle`… variants.
    static func glyph(for name: String) -> String? {
        if let glyph = table[name] { return glyph }
        var base = Substring(name)
        for suffix in [".fill", ".circle", ".square", ".badge"] where base.hasSuffix(suffix) {
            base = base.dropLast(suffix.count)
            if let glyph = table[String(base)] { return glyph }
        }
        return nil
    }

    /// What a screen reader says for a symbol: its name with dots as spaces.
    static func spokenName(_ name: String) -> String {
        name.replacingOccurrences(of: ".", with: " ")
    }

    private static let table: [String: String] = [
        "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus": "−", "minus.circle": "⊖",
        "multiply": "×", "xmark": "✕", "xmark.circle": "ⓧ", "xmark.circle.fill": "ⓧ",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✔", "checkmark.square": "☑",
        "checkmark.square.fill": "☑", "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
        "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥", "flag": "⚑", "flag.fill": "⚑",
        "bookmark": "🔖", "bookmark.fill": "🔖", "tag": "🏷", "bell": "🔔", "bell.fill": "🔔",
        "trash": "🗑", "trash.fill": "🗑", "pencil": "✎", "square.and.pencil": "✎", "square.and.arrow.up": "⇪",
        "folder": "📁", "folder.fill": "📁", "doc": "📄", "doc.text": "📄", "doc.fill": "📄", "tray": "📥",
        "tray.fill": "📥", "archivebox": "🗄", "paperplane": "✈", "paperplane.fill": "✈", "envelope": "✉",
        "envelope.fill": "✉", "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙", "slider.horizontal.3": "☰",
        "line.3.horizontal": "☰", "list.bullet": "☰", "ellipsis": "…", "ellipsis.circle": "⋯",
        "magnifyingglass": "🔍", "house": "⌂", "house.fill": "⌂", "person": "👤", "person.fill": "👤",
        "person.circle": "👤", "person.crop.circle": "👤", "person.2": "👥", "person.3": "👥",
        "calendar": "📅", "clock": "🕒", "clock.fill": "🕒", "alarm": "⏰", "timer": "⏱", "hourglass": "⌛",
        "chevron.left": "‹", "chevron.right": "›", "chevron.up": "˄", "chevron.down": "˅",
        "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
        "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.triangle.2.circlepath": "⟳",
        "arrow.up.arrow.down": "⇅", "play": "▶", "play.fill": "▶", "pause": "⏸", "pause.fill": "⏸",
        "stop": "⏹", "stop.fill": "⏹", "forward": "⏩", "backward": "⏪", "repeat": "🔁", "shuffle": "🔀",
        "speaker.wave.2": "🔊", "speaker.slash": "🔇", "mic": "🎤", "camera": "📷", "photo": "🖼",
        "sun.max": "☀", "sun.max.fill": "☀", "moon": "☾", "moon.fill": "☾", "cloud": "☁", "cloud.fill": "☁",
        "cloud.rain": "🌧", "snowflake": "❄", "bolt": "⚡", "bolt.fill": "⚡", "flame": "🔥", "flame.fill": "🔥",
        "drop": "💧", "leaf": "🍃", "leaf.fill": "🍃", "globe": "🌐", "map": "🗺", "location": "➤",
        "mappin": "📍", "cart": "🛒", "cart.fill": "🛒", "bag": "👜", "creditcard": "💳", "gift": "🎁",
        "lock": "🔒", "lock.fill": "🔒", "lock.open": "🔓", "key": "🔑", "link": "🔗", "paperclip": "📎",
        "info.circle": "ⓘ", "info.circle.fill": "ⓘ", "questionmark.circle": "?", "exclamationmark.triangle": "⚠",
        "exclamationmark.triangle.fill": "⚠", "exclamationmark.circle": "!", "hand.thumbsup": "👍",
        "hand.thumbsdown": "👎", "face.smiling": "☺", "book": "📖", "book.fill": "📖", "books.vertical": "📚",
        "graduationcap": "🎓", "lightbulb": "💡", "chart.bar": "📊", "chart.bar.fill": "📊",
        "chart.line.uptrend.xyaxis": "📈", "figure.walk": "🚶", "figure.run": "🏃", "bed.double": "🛏",
        "cup.and.saucer": "☕", "fork.knife": "🍴", "car": "🚗", "airplane": "✈", "bicycle": "🚲",
        "phone": "📞", "phone.fill": "📞", "message": "💬", "bubble.left": "💬", "quote.bubble": "💬",
        "eye": "👁", "eye.slash": "◌", "square.grid.2x2": "▦", "hand.tap": "☝", "rectangle.stack": "❐", "sparkles": "✨",
        "wand.and.stars": "✨", "crown": "♛", "trophy": "🏆", "target": "◎", "scope": "◎",
    ]
}
