/// The inline Markdown a ``Text`` of a string literal renders, as SwiftUI
/// renders it: `**bold**`, `*italic*` (or `_…_`), `***both***`, `` `code` ``,
/// `~~struck~~`, `[links](https://…)`, backslash escapes, and Apple's
/// `^[text](inflect: true)` for grammatical agreement (English plurals).
///
/// Block syntax (headings, lists, quotes) stays as written, as in SwiftUI.
/// Unclosed markers are kept as literal characters.
package enum InlineMarkdown {
    /// The styled runs of `source`.
    package static func runs(_ source: String) -> [TextRun] {
        var parser = Parser(Array(source))
        var runs = parser.parse(until: nil, style: TextRun(""))
        merge(&runs)
        return runs
    }

    /// Whether `source` contains a character that may start markup.
    package static func mayContainMarkup(_ source: String) -> Bool {
        source.contains { "*_`~[\\^".contains($0) }
    }

    /// `text` with every character that could start markup escaped, for
    /// inserting a value (an interpolation) as literal text.
    package static func escaped(_ text: String) -> String {
        guard mayContainMarkup(text) || text.contains("]") else { return text }
        var result = ""
        for character in text {
            if "*_`~[]\\^".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Markdown that reads back as `run` (its bold, italic, code, strike and
    /// link; other styles have no Markdown).
    package static func source(of run: TextRun) -> String {
        if run.code == true { return "`" + run.text.replacingOccurrences(of: "`", with: "") + "`" }
        var text = escaped(run.text)
        if run.strikethrough == true { text = "~~" + text + "~~" }
        if run.italic == true { text = "*" + text + "*" }
        if run.bold == true { text = "**" + text + "**" }
        if let link = run.link { text = "[" + text + "](" + link + ")" }
        return text
    }

    /// Joins neighbouring runs of the same style.
    static func merge(_ runs: inout [TextRun]) {
        var merged: [TextRun] = []
        for run in runs where !run.text.isEmpty {
            if var last = merged.last, sameStyle(last, run) {
                last.text += run.text
                merged[merged.count - 1] = last
            } else {
                merged.append(run)
            }
        }
        runs = merged
    }

    static func sameStyle(_ a: TextRun, _ b: TextRun) -> Bool {
        var a = a
        a.text = b.text
        return a == b
    }

    private struct Parser {
        let characters: [Character]
        var position = 0

        init(_ characters: [Character]) { self.characters = characters }

        /// Parses until `closer` (consumed) or the end; the runs carry `style`.
        mutating func parse(until closer: [Character]?, style: TextRun) -> [TextRun] {
            var runs: [TextRun] = []
            var text = ""
            func flush() {
                guard !text.isEmpty else { return }
                var run = style
                run.text = text
                runs.append(run)
                text = ""
            }
            while position < characters.count {
                if let closer, matches(closer) {
                    // `**` inside `*…*` opens bold rather than closing the italic.
                    let longer = "*_~".contains(closer[0]) && markerRun(at: position) > closer.count
                    let saved = position
                    if longer, let nested = emphasis(style: style) {
                        flush()
                        runs.append(contentsOf: nested)
                        continue
                    }
                    position = saved
                    flush()
                    position += closer.count
                    return runs
                }
                let character = characters[position]
                switch character {
                case "\\" where position + 1 < characters.count && characters[position + 1].isPunctuationOrSymbol:
                    text.append(characters[position + 1])
                    position += 2
                case "`":
                    if let code = codeSpan() {
                        flush()
                        var run = style
                        run.text = code
                        run.code = true
                        runs.append(run)
                    } else {
                        text.append(character)
                        position += 1
                    }
                case "*", "_", "~":
                    if let styled = emphasis(style: style) {
                        flush()
                        runs.append(contentsOf: styled)
                    } else {
                        text.append(character)
                        position += 1
                    }
                case "[":
                    if let linked = link(style: style) {
                        flush()
                        runs.append(contentsOf: linked)
                    } else {
                        text.append(character)
                        position += 1
                    }
                case "^" where position + 1 < characters.count && characters[position + 1] == "[":
                    if let inflected = inflection(style: style) {
                        flush()
                        runs.append(contentsOf: inflected)
                    } else {
                        text.append(character)
                        position += 1
                    }
                default:
                    text.append(character)
                    position += 1
                }
            }
            flush()
            if closer != nil { return [] }  // never closed: the caller backtracks
            return runs
        }

        /// How many times the character at `index` repeats from there.
        func markerRun(at index: Int) -> Int {
            var count = 0
            while index + count < characters.count && characters[index + count] == characters[index] { count += 1 }
            return count
        }

        func matches(_ sequence: [Character]) -> Bool {
            guard position + sequence.count <= characters.count else { return false }
            return Array(characters[position..<position + sequence.count]) == sequence
        }

        /// `` `code` `` with any number of backticks; nil when unclosed.
        mutating func codeSpan() -> String? {
            var ticks = 0
            while position + ticks < characters.count && characters[position + ticks] == "`" { ticks += 1 }
            var end = position + ticks
            while end < characters.count {
                if characters[end] == "`" {
                    var run = 0
                    while end + run < characters.count && characters[end + run] == "`" { run += 1 }
                    if run == ticks {
                        var code = String(characters[(position + ticks)..<end])
                        if code.count > 1, code.first == " ", code.last == " " { code = String(code.dropFirst().dropLast()) }
                        position = end + ticks
                        return code
                    }
                    end += run
                } else {
                    end += 1
                }
            }
            return nil
        }

        /// `*…*`, `**…**`, `***…***`, the same with `_`, and `~~…~~`; nil
        /// (position unchanged) when the marker is not a closed emphasis.
        mutating func emphasis(style: TextRun) -> [TextRun]? {
            let marker = characters[position]
            var count = 0
            while position + count < characters.count && characters[position + count] == marker { count += 1 }
            if marker == "~" && count != 2 { return nil }
            count = min(count, 3)
            let start = position
            // An opening marker must be followed by a non-space.
            guard start + count < characters.count, !characters[start + count].isWhitespace else { return nil }
            // `_` inside a word is a literal (snake_case).
            if marker == "_", start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber { return nil }
            var inner = style
            switch (marker, count) {
            case ("~", _): inner.strikethrough = true
            case (_, 1): inner.italic = true
            case (_, 2): inner.bold = true
            default: inner.bold = true; inner.italic = true
            }
            position = start + count
            let closer = Array(repeating: marker, count: count)
            let runs = parse(until: closer, style: inner)
            if runs.isEmpty {
                position = start
                return nil
            }
            return runs
        }

        /// `[text](url)`; nil (position unchanged) when not a complete link.
        mutating func link(style: TextRun) -> [TextRun]? {
            let start = position
            position += 1
            var inner = style
            let label = parse(until: ["]"], style: inner)
            guard !label.isEmpty, position < characters.count, characters[position] == "(",
                  let destination = parenthesized()
            else {
                position = start
                return nil
            }
            inner.link = destination.trimmingCharacters(in: .whitespaces)
            return label.map { run in
                var run = run
                run.link = inner.link
                return run
            }
        }

        /// `^[text](inflect: true)`: the text with its noun agreeing with its number.
        mutating func inflection(style: TextRun) -> [TextRun]? {
            let start = position
            position += 2
            let label = parse(until: ["]"], style: style)
            guard !label.isEmpty, position < characters.count, characters[position] == "(",
                  let options = parenthesized()
            else {
                position = start
                return nil
            }
            let inflect = options.replacingOccurrences(of: " ", with: "").lowercased().contains("inflect:true")
            guard inflect else { return label }
            return EnglishInflection.agree(label)
        }

        /// The text between `(` at the position and its matching `)`, consumed.
        mutating func parenthesized() -> String? {
            var depth = 0
            var end = position
            while end < characters.count {
                if characters[end] == "(" { depth += 1 }
                if characters[end] == ")" {
                    depth -= 1
                    if depth == 0 {
                        let inside = String(characters[(position + 1)..<end])
                        position = end + 1
                        return inside
                    }
                }
                end += 1
            }
            return nil
        }
    }
}

extension Character {
    /// ASCII punctuation or a symbol: what a backslash can escape.
    fileprivate var isPunctuationOrSymbol: Bool { isASCII && (isPunctuation || isSymbol) }
}

import Foundation
