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

    private static func appendEscaped(_ text: String, to out: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
    }
}
