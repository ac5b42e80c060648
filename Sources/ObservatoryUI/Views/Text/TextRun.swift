/// A stretch of a ``Text`` with one style: what Markdown, concatenation and
/// the `Text`-returning modifiers produce, and what a renderer draws.
///
/// A text of one unstyled run renders from attribute `text`; otherwise
/// attribute `runs` holds the runs as JSON (``encode(_:)``).
package struct TextRun: Codable, Hashable, Sendable {
    /// The characters.
    package var text: String
    /// Bold (`**…**`, `.bold()`).
    package var bold: Bool?
    /// Italic (`*…*`, `.italic()`).
    package var italic: Bool?
    /// Code (`` `…` ``, `.monospaced()`).
    package var code: Bool?
    /// Struck through (`~~…~~`, `.strikethrough()`).
    package var strikethrough: Bool?
    /// Underlined (`.underline()`).
    package var underline: Bool?
    /// The URL of a link (`[…](url)`).
    package var link: String?
    /// A color's description (`.foregroundColor(_:)`).
    package var color: String?
    /// A font's description (`.font(_:)`).
    package var font: String?
    /// A font weight (`.fontWeight(_:)`).
    package var weight: String?
    /// A font design other than the default (`rounded`, `serif`, `monospaced`).
    package var design: String?
    /// Extra space between characters, in points (`.kerning(_:)`, `.tracking(_:)`).
    package var kerning: Double?
    /// A shift up from the baseline, in points (`.baselineOffset(_:)`).
    package var baselineOffset: Double?
    /// Digits of equal width (`.monospacedDigit()`).
    package var monospacedDigit: Bool?
    /// The pattern of the strikethrough or underline: `dot`, `dash` (solid when nil).
    package var linePattern: String?
    /// The color of the strikethrough or underline (the text's when nil).
    package var lineColor: String?
    /// A symbol drawn inline in place of characters (`Text(Image(systemName:))`).
    package var symbol: String?
    /// An image of the app's assets drawn inline (`Text(Image("name"))`).
    package var image: String?

    package init(_ text: String) { self.text = text }

    /// Whether the run has no style of its own.
    package var isPlain: Bool {
        bold == nil && italic == nil && code == nil && strikethrough == nil && underline == nil && link == nil
            && color == nil && font == nil && weight == nil && design == nil && kerning == nil && baselineOffset == nil
            && monospacedDigit == nil && linePattern == nil && lineColor == nil && symbol == nil && image == nil
    }

    private enum CodingKeys: String, CodingKey {
        case text = "t", bold = "b", italic = "i", code = "c", strikethrough = "s", underline = "u", link = "l"
        case color = "fg", font = "f", weight = "w", design = "d", kerning = "k", baselineOffset = "bo", monospacedDigit = "md"
        case linePattern = "lp", lineColor = "lc", symbol = "sy", image = "im"
    }

    /// Whether every style of the run can be given to the whole text element
    /// (font, weight, bold, italic, color), so that no `runs` are needed.
    package var isElementStyle: Bool {
        code == nil && strikethrough == nil && underline == nil && link == nil && kerning == nil
            && baselineOffset == nil && monospacedDigit == nil && symbol == nil && image == nil
    }

    /// The JSON a renderer reads back with ``decode(_:)``.
    package static func encode(_ runs: [TextRun]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(runs)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// The runs in `json`; nil when it is not what ``encode(_:)`` writes.
    package static func decode(_ json: String) -> [TextRun]? {
        try? JSONDecoder().decode([TextRun].self, from: Data(json.utf8))
    }
}

import Foundation
