import Foundation

extension Text {
    /// Displays `input` as `format` writes it (`.number`, `.currency(code:)`,
    /// `.dateTime.year()`…).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(runs: [TextRun(format.format(input))])
    }

    /// Displays `subject` as `formatter` writes it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(runs: [TextRun(formatter.string(for: subject) ?? String(describing: subject))])
    }

    /// Displays an attributed string, keeping its links and its bold,
    /// italic, code and strikethrough styles: Foundation's presentation
    /// intents where it has them, and on Linux the styles of
    /// `AttributedString(localized:)`.
    @_disfavoredOverload
    public init(_ attributedString: AttributedString) {
        var runs: [TextRun] = []
        for run in attributedString.runs {
            var textRun = TextRun(String(attributedString[run.range].characters))
            #if canImport(Darwin)
            if let intent = run.inlinePresentationIntent {
                if intent.contains(.stronglyEmphasized) { textRun.bold = true }
                if intent.contains(.emphasized) { textRun.italic = true }
                if intent.contains(.code) { textRun.code = true }
                if intent.contains(.strikethrough) { textRun.strikethrough = true }
            }
            #endif
            run[InlineMarkdownStyleAttribute.self]?.apply(to: &textRun)
            if let link = run.link { textRun.link = link.absoluteString }
            runs.append(textRun)
        }
        self.init(runs: runs.isEmpty ? [TextRun("")] : runs)
    }
}
