/// Writes the server's JSON messages by hand, so that their bytes are
/// exactly what the protocol documents (and what the byte budget measures).
///
/// Messages are written as bytes into a ``MarkupBuffer``: appending to a
/// `String` cost a few hundred instructions per piece (its growth and
/// bookkeeping), and a patch is written in about a hundred pieces.
enum JSON {
    /// `text` as a JSON string literal, quotes included.
    static func string(_ text: String) -> String {
        var out = MarkupBuffer(capacity: text.utf8.count + 2)
        appendString(text, to: &out)
        return out.text
    }

    /// Appends `text` as a JSON string literal, quotes included.
    static func appendString(_ text: String, to out: inout String) {
        out += string(text)
    }

    /// Appends `text` as a JSON string literal, quotes included.
    static func appendString(_ text: String, to out: inout MarkupBuffer) {
        out.append(byte: 0x22)
        let escaped: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped($0, to: &out) }
        if escaped == nil {
            var text = text
            text.withUTF8 { appendEscaped($0, to: &out) }
        }
        out.append(byte: 0x22)
    }

    /// Appends `bytes` (UTF-8) escaped for a JSON string literal: `"`, `\`,
    /// control characters, and U+2028/U+2029 (which end a line in older
    /// JavaScript).
    ///
    /// Runs of bytes that need no escape are copied whole; the HTML inside a
    /// patch (quotes on every attribute) made a scalar-by-scalar copy a
    /// sixth of the server's work for a scroll report.
    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout MarkupBuffer) {
        var runStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            let escape: StaticString
            var length = 1
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0..<0x20:
                // Another control character: \u00XX. A run ends before an
                // ASCII byte or a lead byte: a scalar boundary.
                out.append(bytes[runStart..<index])
                out.append(jsonEscapeOf: byte)
                index += 1
                runStart = index
                continue
            case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
                escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                length = 3
            default:
                index += 1
                continue
            }
            out.append(bytes[runStart..<index])
            out.append(escape)
            index += length
            runStart = index
        }
        out.append(bytes[runStart..<count])
    }
}
