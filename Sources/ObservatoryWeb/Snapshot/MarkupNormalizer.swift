import Foundation

/// Markup made comparable across runs and unrelated edits: element ids
/// (`data-oid="12"`, and the radio group names built from them) are
/// removed, the window's wrapper goes, and each tag starts a line, indented
/// by its depth.
enum MarkupNormalizer {
    /// Elements that have no end tag.
    private static let voidElements: Set<String> = [
        "area", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    static func normalize(_ markup: String) -> String {
        var text = markup
        // The window's wrapper: its id, token and sequence number.
        if text.hasPrefix("<div id=\"observatory\""), let open = text.firstIndex(of: ">"), text.hasSuffix("</div>") {
            text = String(text[text.index(after: open)..<text.index(text.endIndex, offsetBy: -6)])
        }
        text = removing(#" data-oid="\d+""#, from: text)
        text = replacing(#" name="o\d+""#, with: #" name="o""#, in: text)
        return indented(text)
    }

    private static func removing(_ pattern: String, from text: String) -> String {
        replacing(pattern, with: "", in: text)
    }

    private static func replacing(_ pattern: String, with replacement: String, in text: String) -> String {
        guard let regex = try? Regex(pattern) else { return text }
        return text.replacing(regex, with: replacement)
    }

    /// One tag or text run per line, indented two spaces per open element.
    private static func indented(_ text: String) -> String {
        var lines: [String] = []
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "<" {
                let end = text[index...].firstIndex(of: ">").map { text.index(after: $0) } ?? text.endIndex
                let tag = text[index..<end]
                let closing = tag.hasPrefix("</")
                if closing { depth = max(0, depth - 1) }
                lines.append(String(repeating: "  ", count: depth) + tag)
                let name = tag.dropFirst(closing ? 2 : 1).prefix { $0.isLetter || $0.isNumber || $0 == "-" }.lowercased()
                if !closing && !tag.hasSuffix("/>") && !voidElements.contains(name) { depth += 1 }
                index = end
            } else {
                let end = text[index...].firstIndex(of: "<") ?? text.endIndex
                let run = text[index..<end].trimmingCharacters(in: .whitespacesAndNewlines)
                if !run.isEmpty { lines.append(String(repeating: "  ", count: depth) + run) }
                index = end
            }
        }
        return lines.joined(separator: "\n")
    }
}
