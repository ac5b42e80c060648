import Foundation

/// A run of read-only text.
///
/// ```swift
/// Text("Count: \(model.count)")
/// Text("**Done** in ^[\(days) day](inflect: true)")   // Markdown, plural agreement
/// Text(verbatim: "no localization lookup, no Markdown")
/// ```
///
/// A string literal is a ``LocalizedStringKey``, whose inline Markdown is
/// rendered (``InlineMarkdown``); a `String` value is shown as it is, as in
/// SwiftUI. Attributes: `text` (the plain characters) and, when any part is
/// styled, `runs` (``TextRun`` JSON).
public struct Text: View, Equatable {
    private var storage: Storage

    /// The characters and their styles.
    ///
    /// Invariant: a text whose one run has no style, and no date, holds its
    /// string alone (`plain`), so that most texts cost no allocation beyond
    /// their characters, and a text fits in an existential's inline buffer;
    /// `styled` holds every other list of runs, and `dated` the runs of a
    /// text made by `init(_:style:)`, with its date, out of line.
    private enum Storage: Equatable {
        case plain(String)
        case styled([TextRun])
        case dated(DatedText)

        init(_ runs: [TextRun]) {
            self = runs.count == 1 && runs[0].isPlain ? .plain(runs[0].text) : .styled(runs)
        }
    }

    /// The runs, date and style of a text made by `init(_:style:)`.
    private final class DatedText: Equatable, Sendable {
        let runs: [TextRun]
        let date: Date
        let style: DateStyle

        init(runs: [TextRun], date: Date, style: DateStyle) {
            self.runs = runs
            self.date = date
            self.style = style
        }

        static func == (lhs: DatedText, rhs: DatedText) -> Bool {
            lhs.runs == rhs.runs && lhs.date == rhs.date && lhs.style == rhs.style
        }
    }

    /// The styled runs, in order.
    var runs: [TextRun] {
        get {
            switch storage {
            case .plain(let text): [TextRun(text)]
            case .styled(let runs): runs
            case .dated(let dated): dated.runs
            }
        }
        set {
            if case .dated(let dated) = storage {
                storage = .dated(DatedText(runs: newValue, date: dated.date, style: dated.style))
            } else {
                storage = Storage(newValue)
            }
        }
    }

    /// The date and style of a text made by `init(_:style:)`.
    var dateStyle: (date: Date, style: DateStyle)? {
        get {
            if case .dated(let dated) = storage { return (dated.date, dated.style) }
            return nil
        }
        set {
            let runs = self.runs
            if let newValue {
                storage = .dated(DatedText(runs: runs, date: newValue.date, style: newValue.style))
            } else {
                storage = Storage(runs)
            }
        }
    }

    /// The plain characters, without styling.
    var content: String {
        switch storage {
        case .plain(let text): text
        case .styled(let runs): Self.plainText(of: runs)
        case .dated(let dated): Self.plainText(of: dated.runs)
        }
    }

    private static func plainText(of runs: [TextRun]) -> String {
        runs.count == 1 ? runs[0].text : runs.map(\.text).joined()
    }

    /// Displays `key`'s text, with its Markdown rendered.
    public init(_ key: LocalizedStringKey) {
        storage = key.mayContainMarkup ? Storage(key.runs) : .plain(key.resolved)
    }

    /// Displays a string as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        storage = .plain(String(content))
    }

    /// Displays a string as is, without any lookup or Markdown.
    public init(verbatim content: String) {
        storage = .plain(content)
    }

    init(runs: [TextRun]) {
        storage = Storage(runs)
    }

    /// Displays `image` inline, as a character of the text: a symbol
    /// (`Text(Image(systemName: "star.fill")) + Text(" Favorites")`) or an
    /// image of the app's assets, sized to the text's font.
    public init(_ image: Image) {
        storage = .styled([image.inlineRun])
    }

    /// Whether two texts show the same runs (and, for a date, the same date and style).
    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.storage == rhs.storage
    }
}

extension Text: LeafElementView {
    static var role: ElementRole { .text }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        // Room for the text and a few styles: a literal of one entry
        // would grow (a second allocation) at the first style.
        var attributes = [String: String](minimumCapacity: 4)
        attributes["text"] = content
        environment.addTextStyle(to: &attributes)
        environment.addLineLayout(to: &attributes)
        environment.addTextLayout(to: &attributes)
        if case .plain = storage {
            // No style of its own: the environment's.
        } else if runs.count == 1 && runs[0].isElementStyle {
            // One run styled by `Text` modifiers: its style is the element's,
            // over the environment's.
            let run = runs[0]
            if let font = run.font {
                attributes["font"] = font
                attributes["design"] = run.design
            } else if let design = run.design {
                attributes["design"] = design
            }
            if let weight = run.weight { attributes["weight"] = weight } else if run.bold == true { attributes["weight"] = "bold" }
            if run.italic == true { attributes["italic"] = "true" }
            if let color = run.color { attributes["foreground"] = color }
        } else {
            attributes["runs"] = TextRun.encode(runs)
        }
        if let (date, style) = dateStyle, style.isLive {
            attributes["date"] = String(date.timeIntervalSince1970)
            attributes["dateStyle"] = style.name
        }
        return attributes
    }
}
