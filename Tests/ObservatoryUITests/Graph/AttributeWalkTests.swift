import Testing
@testable import ObservatoryUI

/// `AttributeWalk` answers as the dictionary itself does: lookups and
/// equality of random attribute dictionaries, on both sides of the size
/// up to which it walks, with names that share lengths and prefixes.
@Suite("Attribute lookups that walk the entries")
struct AttributeWalkTests {
    static let names = ["a", "b", "ab", "ba", "axis", "text", "font", "label", "spacing", "alignment", "symbolRenderingMode", "é", "e\u{301}", "K", "\u{212A}"]

    static func randomAttributes(_ random: inout SystemRandomNumberGenerator, count: Int) -> [String: String] {
        var attributes: [String: String] = [:]
        for _ in 0..<count {
            attributes[names.randomElement(using: &random)!] = ["", "1", "true", "center", "a long value past sixteen bytes"].randomElement(using: &random)!
        }
        return attributes
    }

    @Test func lookupsGiveWhatTheDictionaryGives() {
        var random = SystemRandomNumberGenerator()
        for count in 0...12 {
            for _ in 0..<40 {
                let attributes = Self.randomAttributes(&random, count: count)
                for name in Self.names + ["", "axes", "missing"] {
                    #expect(AttributeWalk.value(named: name, in: attributes) == attributes[name], "\(name) in \(attributes)")
                }
            }
        }
        // Both sides of the bound are exercised.
        #expect(AttributeWalk.walkedCount < Self.names.count)
    }

    @Test func equalityIsTheDictionarysEquality() {
        var random = SystemRandomNumberGenerator()
        for count in 0...12 {
            for _ in 0..<40 {
                let lhs = Self.randomAttributes(&random, count: count)
                var rhs = Self.randomAttributes(&random, count: count)
                #expect(AttributeWalk.equal(lhs, rhs) == (lhs == rhs))
                // Equal but built apart (another storage, another order).
                rhs = [:]
                for (name, value) in lhs.reversed() { rhs[name] = value }
                #expect(AttributeWalk.equal(lhs, rhs))
                #expect(AttributeWalk.equal(lhs, lhs))
                // One value changed, or one name.
                if let (name, value) = lhs.first {
                    var changed = lhs
                    changed[name] = value + "x"
                    #expect(!AttributeWalk.equal(lhs, changed))
                    changed = lhs
                    changed[name] = nil
                    changed[name + "x"] = value
                    #expect(!AttributeWalk.equal(lhs, changed))
                }
            }
        }
    }
}
