import Foundation

/// The text of a ``Text`` (or a control's title) written as a literal.
///
/// Observatory performs no localization lookup: the key is the text, with
/// its interpolations formatted. A ``Text`` renders the key's inline
/// Markdown; interpolated values are inserted as literal text, so a value
/// containing `*` or `_` never turns into styling.
public struct LocalizedStringKey: Equatable, Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text with interpolations formatted, Markdown left as written.
    let resolved: String
    /// The Markdown source: literal parts as written, interpolations escaped,
    /// and U+FFFC where an image was interpolated.
    let markdown: String
    /// The interpolated images, in order: one run each, placed at the
    /// U+FFFCs of ``markdown``.
    let images: [TextRun]

    /// Creates a key from its text.
    public init(_ value: String) {
        resolved = value
        markdown = value
        images = []
    }

    /// Creates a key from a literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates a key from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) {
        resolved = stringInterpolation.resolved
        markdown = stringInterpolation.markdown
        images = stringInterpolation.images
    }

    /// Whether the key may style part of its text (it holds Markdown or images).
    var mayContainMarkup: Bool { !images.isEmpty || InlineMarkdown.mayContainMarkup(markdown) }

    /// The styled runs a ``Text`` of this key shows.
    var runs: [TextRun] {
        guard mayContainMarkup else { return [TextRun(resolved)] }
        var runs = InlineMarkdown.mayContainMarkup(markdown) ? InlineMarkdown.runs(markdown) : [TextRun(markdown)]
        if !images.isEmpty { runs = Self.placing(images, in: runs) }
        return runs.isEmpty ? [TextRun("")] : runs
    }

    /// `runs` with each U+FFFC replaced by the next of `images`, styled as
    /// the run it stood in (an image in bold text is bold).
    private static func placing(_ images: [TextRun], in runs: [TextRun]) -> [TextRun] {
        var placed: [TextRun] = []
        var next = images.makeIterator()
        for run in runs {
            let parts = run.text.split(separator: "\u{FFFC}", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0 {
                    var image = run
                    image.text = ""
                    if let source = next.next() {
                        image.symbol = source.symbol
                        image.image = source.image
                    } else {
                        image.text = "\u{FFFC}"
                    }
                    placed.append(image)
                }
                if !part.isEmpty {
                    var text = run
                    text.text = String(part)
                    placed.append(text)
                }
            }
        }
        return placed
    }

    /// Builds a key from literal parts and interpolated values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var resolved = ""
        var markdown = ""
        var images: [TextRun] = []

        /// Reserves room for the literal.
        public init(literalCapacity: Int, interpolationCount: Int) {
            resolved.reserveCapacity(literalCapacity + interpolationCount * 8)
            markdown.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// Appends a literal part: Markdown in it is rendered.
        public mutating func appendLiteral(_ literal: String) {
            resolved += literal
            markdown += literal
        }

        /// Appends a value as literal text.
        public mutating func appendInterpolation(_ string: String) {
            resolved += string
            markdown += InlineMarkdown.escaped(string)
        }

        /// Appends any value, described as `String(describing:)` does.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendInterpolation(String(describing: value))
        }

        /// Appends a number formatted with a `printf` specifier, such as `"%.2f"`.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            appendInterpolation(String(format: specifier, value))
        }

        /// Appends a value formatted by a format style (`.number`, `.currency(code:)`…).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatOutput == String {
            appendInterpolation(format.format(input))
        }

        /// Appends a value formatted by a `Formatter`.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
            appendInterpolation(formatter.string(for: subject) ?? String(describing: subject))
        }

        /// Appends an image, drawn inline in the text (`Text("Rated \(Image(systemName: "star.fill"))")`).
        public mutating func appendInterpolation(_ image: Image) {
            markdown += "\u{FFFC}"
            images.append(image.inlineRun)
        }

        /// Appends the characters of a ``Text``, with its Markdown styling as written.
        @MainActor
        public mutating func appendInterpolation(_ text: Text) {
            resolved += text.content
            markdown += text.runs.map { InlineMarkdown.source(of: $0) }.joined()
        }
    }
}
