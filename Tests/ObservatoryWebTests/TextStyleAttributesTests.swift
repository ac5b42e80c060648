import Testing
@testable import ObservatoryWeb
import ObservatoryUI

@Suite("Text style attributes")
struct TextStyleAttributesTests {
    static let names = [
        "font", "weight", "italic", "design", "foreground", "lineLimit", "textAlignment", "textCase", "truncationMode",
        "lineSpacing", "selectable", "monospacedDigit",
    ]

    /// Whether every field equals the dictionary's value for its name.
    static func matches(_ read: TextStyleAttributes, _ attributes: [String: String]) -> Bool {
        let fields = [
            read.font, read.weight, read.italic, read.design, read.foreground, read.lineLimit, read.textAlignment,
            read.textCase, read.truncationMode, read.lineSpacing, read.selectable, read.monospacedDigit,
        ]
        return zip(names, fields).allSatisfy { attributes[$0] == $1 }
    }

    /// Small dictionaries are walked and large ones looked up: both read
    /// the same values, whatever else the dictionary holds.
    @Test(arguments: [1, 2, 3])
    func walkedAndLookedUpDictionariesReadTheSame(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for _ in 0..<300 {
            var attributes: [String: String] = [:]
            let count = Int(random.next() % 20)
            for _ in 0..<count {
                let name = random.next() % 3 == 0 ? "other\(random.next() % 10)" : Self.names[Int(random.next() % 12)]
                attributes[name] = "v\(random.next() % 100)"
            }
            #expect(Self.matches(TextStyleAttributes(attributes), attributes), "\(attributes)")
        }
        // Both sides of the bound are exercised.
        #expect(AttributeWalk.walkedCount < 12)
    }
}
