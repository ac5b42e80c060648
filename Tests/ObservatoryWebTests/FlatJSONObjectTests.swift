import Foundation
import Testing
@testable import ObservatoryWeb

/// The parser of the messages a page sends: every flat object is read as
/// JSON defines it, and anything else is refused.
@Suite("Flat JSON objects")
struct FlatJSONObjectTests {
    typealias Scalar = ClientMessage.Scalar

    @Test func readsEveryKindOfScalarWithAnyWhitespace() throws {
        let text = " \n{ \"n\" : null,\t\"t\":true ,\"f\":false,\"i\":-42,\"z\":-0,\"d\":2.5e3,\"e\":1E-2,"
            + "\"s\":\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\",\"u\":\"\\u00e9\\ud83d\\ude00é😀\",\"big\":123456789012345678901234 }\r\n"
        let fields = try FlatJSONObject.parse(text)
        #expect(fields == [
            "n": .null, "t": .bool(true), "f": .bool(false), "i": .integer(-42), "z": .integer(0),
            "d": .number(2500), "e": .number(0.01), "s": .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"),
            "u": .string("é😀é😀"), "big": .number(1.23456789012345678901234e23),
        ])
        #expect(try FlatJSONObject.parse("{}") == [:])
    }

    @Test(arguments: [
        "", "{", "}", "{}x", "[1]", "1", "{\"a\":1,}", "{,}", "{\"a\":01}", "{\"a\":1.}", "{\"a\":.5}", "{\"a\":-}",
        "{\"a\":1e}", "{\"a\":+1}", "{\"a\":{}}", "{\"a\":[1]}", "{\"a\":\"\\x\"}", "{\"a\":\"\\ud800\"}",
        "{\"a\":\"\\udc00\"}", "{\"a\":\"\\ud800\\u0041\"}", "{\"a\":\"line\nbreak\"}", "{\"a\":1,\"a\":2}",
        "{\"a\":1e400}", "{a:1}", "{\"a\" 1}", "{\"a\":tru}", "{\"a\":nul}", "{\"a\":True}", "{'a':1}",
        "{\"a\":\"open}", "{\"a\":1 \"b\":2}", "{\"a\":\"\\u12G4\"}", "{\"a\":\"\\u12\"}", "{\"a\":NaN}", "{\"a\":1}{}",
    ]) func refusesWhatIsNotAFlatObject(_ text: String) {
        #expect(throws: FlatJSONObject.Malformed.self) { try FlatJSONObject.parse(text) }
    }

    @Test func saysWhereTheTextWentWrong() {
        #expect(throws: FlatJSONObject.Malformed(offset: 6, reason: "a nested value")) {
            try FlatJSONObject.parse("{\"a\": [1]}")
        }
        #expect(throws: FlatJSONObject.Malformed(offset: 8, reason: "the name \"a\" comes twice")) {
            try FlatJSONObject.parse("{\"a\":1, \"a\":2}")
        }
    }

    /// Valid messages with random bytes replaced: whatever the parser
    /// accepts, `JSONDecoder` accepts too, with the same values. It is never
    /// laxer than Foundation's parser.
    @Test(arguments: [1, 2, 3] as [UInt64]) func acceptsNothingThatFoundationRefuses(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let messages = [
            "{\"type\":\"event\",\"seq\":12,\"target\":40,\"event\":\"input\",\"value\":\"caf\\u00e9 \\\"ok\\\"\"}",
            "{\"type\":\"visible\",\"target\":7,\"first\":100,\"end\":115,\"dir\":-1,\"pitch\":44.5}",
            "{\"type\":\"environment\",\"colorScheme\":\"dark\",\"width\":390,\"height\":844.25,\"visible\":true,\"x\":null}",
        ]
        let alphabet = Array("{}[]\",:\\/ -+.eE0123456789abfnrtuTnl\u{1}\n".utf8)
        var accepted = 0
        for _ in 0..<3_000 {
            var bytes = Array(messages[Int.random(in: 0..<messages.count, using: &random)].utf8)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet[Int.random(in: 0..<alphabet.count, using: &random)], at: index)
                }
                if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            guard let fields = try? FlatJSONObject.parse(text) else { continue }
            accepted += 1
            let foundation = try? JSONDecoder().decode([String: FoundationScalar].self, from: Data(text.utf8))
            #expect(foundation != nil, "accepted what JSONDecoder refuses: \(text)")
            if let foundation {
                #expect(fields.mapValues(FoundationScalar.init) == foundation, "\(text)")
            }
        }
        // The mutations leave some messages valid (a digit for a digit).
        #expect(accepted > 100)
    }
}

/// A scalar as `JSONDecoder` reads it, numbers compared as `Double`.
private enum FoundationScalar: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String)

    init(_ scalar: ClientMessage.Scalar) {
        switch scalar {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .integer(let integer): self = .number(Double(integer))
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let flag = try? container.decode(Bool.self) { self = .bool(flag) }
        else if let number = try? container.decode(Double.self) { self = .number(number) }
        else { self = .string(try container.decode(String.self)) }
    }
}
