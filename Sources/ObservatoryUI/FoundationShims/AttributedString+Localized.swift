import Foundation

extension AttributedString {
    /// The text of a literal to localize, with its inline Markdown (`**bold**`,
    /// `*italic*`, `` `code` ``, `~~struck~~`, `[links](…)`) turned into
    /// attributes, as on Apple's platforms; interpolated values stay literal.
    ///
    /// Linux's Foundation has neither this initializer nor Markdown parsing.
    /// Links become `link` attributes; the other styles are kept in an
    /// attribute of Observatory's that `Text(_:)` draws.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale? = nil, comment: StaticString? = nil
    ) {
        self.init()
        for run in keyAndValue.key.runs where !run.text.isEmpty {
            var part = AttributedString(run.text)
            if let link = run.link { part.link = URL(string: link) }
            let style = InlineMarkdownStyle(run)
            if style != InlineMarkdownStyle() { part[InlineMarkdownStyleAttribute.self] = style }
            append(part)
        }
    }
}

/// The inline Markdown styles of a run of an attributed string.
struct InlineMarkdownStyle: Hashable, Sendable {
    var bold = false
    var italic = false
    var code = false
    var strikethrough = false

    init() {}

    init(_ run: TextRun) {
        bold = run.bold == true
        italic = run.italic == true
        code = run.code == true
        strikethrough = run.strikethrough == true
    }

    /// Gives `run` these styles.
    func apply(to run: inout TextRun) {
        if bold { run.bold = true }
        if italic { run.italic = true }
        if code { run.code = true }
        if strikethrough { run.strikethrough = true }
    }
}

/// Where ``AttributedString/init(localized:table:bundle:locale:comment:)``
/// keeps inline Markdown styles: Linux's Foundation has no
/// `inlinePresentationIntent`.
enum InlineMarkdownStyleAttribute: AttributedStringKey {
    typealias Value = InlineMarkdownStyle
    static let name = "ObservatoryUI.InlineMarkdownStyle"
}
