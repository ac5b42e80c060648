/// Parses the one shape a page sends: a JSON object (RFC 8259) whose
/// values are scalars (`null`, `true`, `false`, numbers, strings).
///
/// Written for this shape rather than run through `JSONDecoder`, whose
/// general machinery (a `Data` copy, a decoder per value, a `try?` per
/// scalar kind) cost a sixth of a scroll report's server time. It is strict:
/// anything that is not such an object (nested values, a trailing comma, a
/// leading zero, a bare control character in a string, an unpaired UTF-16
/// surrogate, a repeated name, a number out of `Double`'s range) is refused
/// with the byte offset where it went wrong.
///
/// Invariant: `position` is always within `0 ... bytes.count`; every read
/// checks it first.
struct FlatJSONObject {
    /// Why a text is not a flat JSON object, and where.
    struct Malformed: Error, Equatable {
        let offset: Int
        let reason: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The fields of the object `text` holds.
    static func parse(_ text: String) throws(Malformed) -> [String: ClientMessage.Scalar] {
        var text = text
        // A native string is contiguous; a bridged one is made so once.
        let result = text.withUTF8 { bytes in
            var parser = FlatJSONObject(bytes)
            return Result { () throws(Malformed) in try parser.object() }
        }
        return try result.get()
    }

    private mutating func object() throws(Malformed) -> [String: ClientMessage.Scalar] {
        var fields: [String: ClientMessage.Scalar] = [:]
        skipWhitespace()
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
        } else {
            while true {
                skipWhitespace()
                let nameOffset = position
                let name = try string()
                skipWhitespace()
                try expect(UInt8(ascii: ":"))
                skipWhitespace()
                let value = try scalar()
                guard fields.updateValue(value, forKey: name) == nil else {
                    throw Malformed(offset: nameOffset, reason: "the name \(name.debugDescription) comes twice")
                }
                skipWhitespace()
                if peek() == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                try expect(UInt8(ascii: "}"))
                break
            }
        }
        skipWhitespace()
        guard position == bytes.count else { throw Malformed(offset: position, reason: "text after the object") }
        return fields
    }

    private mutating func scalar() throws(Malformed) -> ClientMessage.Scalar {
        guard let byte = peek() else { throw Malformed(offset: position, reason: "not a value") }
        switch byte {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "{"), UInt8(ascii: "["): throw Malformed(offset: position, reason: "a nested value")
        default: throw Malformed(offset: position, reason: "not a value")
        }
    }

    // MARK: Tokens

    private func peek() -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    private mutating func expect(_ byte: UInt8) throws(Malformed) {
        guard peek() == byte else {
            throw Malformed(offset: position, reason: "expected \(Character(UnicodeScalar(byte)).debugDescription)")
        }
        position += 1
    }

    private mutating func literal(_ word: StaticString) throws(Malformed) {
        let start = position
        for index in 0..<word.utf8CodeUnitCount {
            guard peek() == word.utf8Start[index] else { throw Malformed(offset: start, reason: "not a value") }
            position += 1
        }
    }

    /// A number, as JSON writes them: an `Int` when it has no fraction or
    /// exponent and fits, else a finite `Double`.
    private mutating func number() throws(Malformed) -> ClientMessage.Scalar {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        if peek() == UInt8(ascii: "0") {
            position += 1
        } else {
            guard digits() > 0 else { throw Malformed(offset: start, reason: "a malformed number") }
        }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            position += 1
            isInteger = false
            guard digits() > 0 else { throw Malformed(offset: start, reason: "a malformed number") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            position += 1
            isInteger = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard digits() > 0 else { throw Malformed(offset: start, reason: "a malformed number") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if isInteger, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else {
            throw Malformed(offset: start, reason: "a number out of range")
        }
        return .number(number)
    }

    /// Skips decimal digits; how many there were.
    private mutating func digits() -> Int {
        let start = position
        while let byte = peek(), byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") { position += 1 }
        return position - start
    }

    /// A string, its escapes decoded. The text is valid UTF-8 (it was a
    /// Swift string): the bytes between escapes are copied as they are.
    private mutating func string() throws(Malformed) -> String {
        try expect(UInt8(ascii: "\""))
        var result = ""
        var run = position
        while true {
            guard let byte = peek() else { throw Malformed(offset: position, reason: "an unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                appendRun(from: run, to: &result)
                position += 1
                return result
            case UInt8(ascii: "\\"):
                appendRun(from: run, to: &result)
                position += 1
                result.unicodeScalars.append(try escape())
                run = position
            case 0..<0x20:
                throw Malformed(offset: position, reason: "a control character in a string")
            default:
                position += 1
            }
        }
    }

    private func appendRun(from start: Int, to result: inout String) {
        guard start < position else { return }
        result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    /// The character an escape (after its backslash) stands for.
    private mutating func escape() throws(Malformed) -> Unicode.Scalar {
        let start = position - 1
        guard let byte = peek() else { throw Malformed(offset: start, reason: "an unterminated string") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit(escapeStart: start)
            if (0xD800..<0xDC00).contains(unit) {
                // A high surrogate: its low half must follow as `\uXXXX`.
                guard peek() == UInt8(ascii: "\\") else { throw Malformed(offset: start, reason: "an unpaired surrogate") }
                position += 1
                guard peek() == UInt8(ascii: "u") else { throw Malformed(offset: start, reason: "an unpaired surrogate") }
                position += 1
                let low = try hexUnit(escapeStart: start)
                guard (0xDC00..<0xE000).contains(low) else { throw Malformed(offset: start, reason: "an unpaired surrogate") }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(UInt32(unit)) else { throw Malformed(offset: start, reason: "an unpaired surrogate") }
            return scalar
        default:
            throw Malformed(offset: start, reason: "an unknown escape")
        }
    }

    /// Four hexadecimal digits.
    private mutating func hexUnit(escapeStart: Int) throws(Malformed) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw Malformed(offset: escapeStart, reason: "a malformed \\u escape") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Malformed(offset: escapeStart, reason: "a malformed \\u escape")
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }
}
