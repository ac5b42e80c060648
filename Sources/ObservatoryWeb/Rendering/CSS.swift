/// Turns element attributes into CSS values that are safe by construction:
/// numbers are parsed and re-formatted, colors come from a fixed list or a
/// validated hex form, and anything else is dropped. No attribute string is
/// ever copied into a `style` attribute as is.
enum CSS {
    /// Named colors of ``ObservatoryUI/Color`` and the hierarchical styles,
    /// mapped to the stylesheet's custom properties.
    static let namedColors: Set<String> = [
        "red", "green", "blue", "orange", "yellow", "pink", "purple", "mint", "teal", "cyan", "indigo",
        "brown", "gray", "black", "white", "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor",
        "separator",
    ]

    /// Materials, shown as translucent backgrounds.
    static let materials: Set<String> = [
        "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "barMaterial",
    ]

    /// A number attribute as a finite `Double` within ±100 000, if it is one.
    static func number(_ text: String?) -> Double? {
        guard let text, text.utf8.count <= 32, let value = Double(text), value.isFinite,
              abs(value) <= 100_000 else { return nil }
        return value
    }

    /// `value` written compactly: no trailing zeros, at most two decimals.
    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    /// A length in pixels from a number attribute.
    static func px(_ text: String?) -> String? {
        number(text).map { format($0) + "px" }
    }

    /// A CSS color for a style attribute (`red`, `secondary`, `#FF000080`,
    /// `blue/0.5`, `foreground` when `foreground` is given), or nil.
    static func color(_ style: String?, foreground: String? = nil) -> String? {
        guard let style, style.utf8.count <= 64 else { return nil }
        if style == "foreground" {
            return foreground.flatMap { $0 == "foreground" ? nil : color($0) } ?? "currentColor"
        }
        if style == "clear" { return "transparent" }
        if style == "background" { return "var(--o-surface)" }
        if style == "tint" { return "var(--o-tint)" }
        if style.hasPrefix("mix("), style.hasSuffix(")") {
            // mix(base,other,amount): `amount` of `other` in `base`.
            let parts = style.dropFirst(4).dropLast().split(separator: ",").map(String.init)
            guard parts.count == 3, let base = color(parts[0]), let other = color(parts[1]),
                  let amount = number(parts[2]), amount >= 0, amount <= 1 else { return nil }
            return "color-mix(in srgb, \(base), \(other) \(format(amount * 100))%)"
        }
        if namedColors.contains(style) { return "var(--o-\(style))" }
        if style.hasPrefix("#") {
            let digits = style.dropFirst()
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
            return "#" + digits.lowercased()
        }
        if let slash = style.firstIndex(of: "/") {
            let name = String(style[..<slash])
            guard let alpha = number(String(style[style.index(after: slash)...])), alpha >= 0, alpha <= 1,
                  let base = color(name) else { return nil }
            return "color-mix(in srgb, \(base) \(format(alpha * 100))%, transparent)"
        }
        if style.hasPrefix("asset:") {
            // A colour set (`Color("Brand")`): its light and dark colours, from the catalog.
            return AssetCatalog.color(named: String(style.dropFirst(6)))
        }
        return nil
    }

    /// A background for a style attribute: a color or a gradient, or a material's class.
    static func background(_ style: String?, foreground: String? = nil) -> (color: String?, className: String?) {
        guard let style else { return (nil, nil) }
        if materials.contains(style) { return (nil, "o-" + style) }
        return (Paint.parse(style, foreground: foreground)?.cssBackground, nil)
    }

    /// `token` restricted to letters, digits, `-` and `_` (others become `-`),
    /// for use in a class name.
    static func classToken(_ token: String) -> String {
        // Most tokens are safe as they are (`center`, `bordered`): returned
        // without building a new string.
        if token.utf8.count <= 40, token.utf8.allSatisfy(isClassByte) { return token }
        var result = ""
        for scalar in token.unicodeScalars.prefix(40) {
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_": result.unicodeScalars.append(scalar)
            default: result += "-"
            }
        }
        return result
    }

    /// Whether `byte` is kept as it is in a class token.
    private static func isClassByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// The `padding-*` declarations of attribute `contentMargins`
    /// (`top,leading,bottom,trailing`, `-` for an edge left alone).
    static func contentMargins(_ value: String?, into style: inout StyleList) {
        guard let value else { return }
        let parts = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 4 else { return }
        for (edge, part) in zip(["top", "left", "bottom", "right"], parts) where part != "-" {
            style.add("padding-\(edge)", px(part))
        }
    }

    /// A border radius for a shape's attributes (`shape`, `cornerRadius`).
    static func radius(shape: String?, cornerRadius: String?) -> String? {
        switch shape {
        case "circle", "ellipse": return "50%"
        case "capsule": return "9999px"
        case "roundedRectangle": return px(cornerRadius)
        default: return nil
        }
    }

    /// Adds the text styles of `attributes` (`font`, `weight`, `italic`,
    /// `design`, `foreground`, `lineLimit`, `textAlignment`) as classes and
    /// validated declarations.
    static func addTextStyle(_ attributes: ShellAttributes, to classes: inout ClassList, _ style: inout StyleList) {
        addTextStyle(TextStyleAttributes(attributes.dictionary), to: &classes, &style)
    }

    private static func addTextStyle(_ attributes: TextStyleAttributes, to classes: inout ClassList, _ style: inout StyleList) {
        if let font = attributes.font {
            if textStyles.contains(font) {
                classes.add("o-f-" + font)
            } else if let size = fontSize(font) {
                style.add("font-size", format(size) + "px")
            }
        }
        if let weight = attributes.weight, weights.contains(weight) { classes.add("o-w-" + weight) }
        if attributes.italic == "true" { classes.add("o-italic") }
        if let design = attributes.design, ["serif", "rounded", "monospaced"].contains(design) {
            classes.add("o-d-" + design)
        }
        if let foreground = attributes.foreground {
            if materials.contains(foreground) {
                classes.add("o-fg-material")
            } else if let color = color(foreground) {
                style.add("color", color)
            } else if let gradient = Paint.parse(foreground)?.cssBackground {
                // A gradient foreground paints the glyphs through the text's shape.
                style.add("background", gradient)
                style.add("-webkit-background-clip", "text")
                style.add("background-clip", "text")
                style.add("color", "transparent")
            }
        }
        if let limit = attributes.lineLimit {
            let upper = limit.split(separator: ".").last.map(String.init) ?? limit
            if let lines = number(upper), lines >= 1 {
                classes.add("o-clamp")
                style.add("-webkit-line-clamp", String(Int(lines)))
            }
        }
        if let alignment = attributes.textAlignment, ["center", "trailing"].contains(alignment) {
            classes.add("o-ta-" + alignment)
        }
        if let textCase = attributes.textCase, ["uppercase", "lowercase"].contains(textCase) {
            style.add("text-transform", textCase)
        }
        if let mode = attributes.truncationMode, ["head", "middle"].contains(mode) { classes.add("o-trunc-" + mode) }
        if let spacing = number(attributes.lineSpacing), spacing > 0 {
            style.add("line-height", "calc(1.3em + \(format(spacing))px)")
        }
        if attributes.selectable == "true" { classes.add("o-selectable") }
        if attributes.monospacedDigit == "true" { style.add("font-variant-numeric", "tabular-nums") }
    }

    /// The point size of `system(17)` or `custom(Name,17)`.
    private static func fontSize(_ font: String) -> Double? {
        guard font.hasSuffix(")"), let open = font.firstIndex(of: "(") else { return nil }
        let inside = font[font.index(after: open)..<font.index(before: font.endIndex)]
        let size = inside.split(separator: ",").last.map(String.init)
        guard let value = number(size), value > 0, value <= 400 else { return nil }
        return value
    }

    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption2",
    ]

    static let weights: Set<String> = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]
}
