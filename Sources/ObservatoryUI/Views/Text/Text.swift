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
    var runs: [TextRun]
    /// The date and style of a text made by `init(_:style:)`.
    var dateStyle: (date: Date, style: DateStyle)?

    /// The plain characters, without styling.
    var content: String { runs.count == 1 ? runs[0].text : runs.map(\.text).joined() }

    /// Displays `key`'s text, with its Markdown rendered.
    public init(_ key: LocalizedStringKey) {
        runs = key.runs
    }

    /// Displays a string as is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [TextRun(String(content))]
    }

    /// Displays a string as is, without any lookup or Markdown.
    public init(verbatim content: String) {
        runs = [TextRun(content)]
    }

    init(runs: [TextRun]) {
        self.runs = runs
    }

    /// Whether two texts show the same runs (and, for a date, the same date and style).
    nonisolated public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.runs == rhs.runs && lhs.dateStyle?.date == rhs.dateStyle?.date && lhs.dateStyle?.style == rhs.dateStyle?.style
    }
}

extension Text: ElementView {
    static var role: ElementRole { .text }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["text": content]
        environment.addTextStyle(to: &attributes)
        environment.addLineLayout(to: &attributes)
        environment.addTextLayout(to: &attributes)
        if runs.count == 1 && runs[0].isElementStyle {
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
