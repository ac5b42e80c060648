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
    /// The date and style of a text made by `init(_:style:)`, out of line:
    /// few texts have one, and a text of three words fits in an
    /// existential's inline buffer, so `[any View]` holds it without a box.
    private var dated: DatedText?

    /// The date and style of a text made by `init(_:style:)`.
    var dateStyle: (date: Date, style: DateStyle)? {
        get { dated.map { ($0.date, $0.style) } }
        set { dated = newValue.map { DatedText(date: $0.date, style: $0.style) } }
    }

    private final class DatedText: Sendable {
        let date: Date
        let style: DateStyle
        init(date: Date, style: DateStyle) {
            self.date = date
            self.style = style
        }
    }

    /// The characters and their styles.
    ///
    /// Invariant: a text whose one run has no style holds its string alone
    /// (`plain`), so that most texts cost no allocation beyond their
    /// characters; `styled` holds every other list of runs.
    private enum Storage: Equatable {
        case plain(String)
        case styled([TextRun])

        init(_ runs: [TextRun]) {
            self = runs.count == 1 && runs[0].isPlain ? .plain(runs[0].text) : .styled(runs)
        }
    }

    /// The styled runs, in order.
    var runs: [TextRun] {
        get {
            switch storage {
            case .plain(let text): [TextRun(text)]
            case .styled(let runs): runs
            }
        }
        set { storage = Storage(newValue) }
    }

    /// The plain characters, without styling.
    var content: String {
        switch storage {
        case .plain(let text): text
        case .styled(let runs): runs.count == 1 ? runs[0].text : runs.map(\.text).joined()
        }
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

    /// Whether two texts show the same runs (and, for a date, the same date and style).
    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.storage == rhs.storage && lhs.dated?.date == rhs.dated?.date && lhs.dated?.style == rhs.dated?.style
    }
}

extension Text: ElementView {
    static var role: ElementRole { .text }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["text": content]
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
