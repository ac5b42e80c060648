/// Writes the server's JSON messages by hand, so that their bytes are
/// exactly what the protocol documents (and what the byte budget measures).
enum JSON {
    /// `text` as a JSON string literal, quotes included.
    static func string(_ text: String) -> String {
        var out = "\""
        out.reserveCapacity(text.utf8.count + 2)
        appendEscaped(text, to: &out)
        out += "\""
        return out
    }

    static func appendString(_ text: String, to out: inout String) {
        out += "\""
        appendEscaped(text, to: &out)
        out += "\""
    }

    /// Appends `text` escaped for a JSON string literal: `"`, `\`, control
    /// characters, and U+2028/U+2029 (which end a line in older JavaScript).
    ///
    /// Runs of bytes that need no escape are copied whole; the HTML inside a
    /// patch (quotes on every attribute) made a scalar-by-scalar copy a
    /// sixth of the server's work for a scroll report.
    private static func appendEscaped(_ text: String, to out: inout String) {
        var text = text
        // One scan of the contiguous bytes: most texts have nothing to escape.
        let first = text.withUTF8 { bytes -> Int in
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2 { return index }
            }
            return bytes.count
        }
        let utf8 = text.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: first)
        guard index != utf8.endIndex else {
            out += text
            return
        }
        var runStart = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            var escape: String?
            var length = 1
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0..<0x20:
                escape = unicodeEscape(byte)
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                let second = utf8.index(after: index)
                if second != utf8.endIndex, utf8[second] == 0x80 {
                    let third = utf8.index(after: second)
                    if third != utf8.endIndex, utf8[third] == 0xA8 || utf8[third] == 0xA9 {
                        escape = utf8[third] == 0xA8 ? "\\u2028" : "\\u2029"
                        length = 3
                    }
                }
            default:
                break
            }
            guard let escape else {
                index = utf8.index(after: index)
                continue
            }
            // The run ends before an ASCII byte or a lead byte: a scalar boundary.
            out += text[runStart..<index]
            out += escape
            index = utf8.index(index, offsetBy: length)
            runStart = index
        }
        out += text[runStart..<utf8.endIndex]
    }

    /// `\u00XX` for a control character.
    static func unicodeEscape(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
