import Foundation
import Testing
@testable import ObservatoryUI

@MainActor
@Suite("String(localized:) and AttributedString(localized:)")
struct LocalizedStringTests {
    @Test func stringLocalizedFormatsItsInterpolations() {
        let count = 3
        #expect(String(localized: "Habits") == "Habits")
        #expect(String(localized: "\(count) habits", comment: "The list's title") == "3 habits")
        #expect(String(localized: "Total: \(2.5, format: .number.precision(.fractionLength(2)))") == "Total: 2.50")
        #expect(String(localized: "greeting", defaultValue: "Hello, \("Ana")") == "Hello, Ana")
        // Markdown is not interpreted in a plain string.
        #expect(String(localized: "**bold**") == "**bold**")
    }

    @Test func attributedStringLocalizedKeepsInlineMarkdown() {
        let name = "*Ana*"
        let greeting = AttributedString(localized: "Hello **\(name)**, see [the docs](https://swift.org)")
        #expect(String(greeting.characters) == "Hello *Ana*, see the docs")

        let runs = Text(greeting).runs
        #expect(runs.map(\.text) == ["Hello ", "*Ana*", ", see ", "the docs"])
        // The interpolated value stays literal text, styled as the literal around it.
        #expect(runs[1].bold == true && runs[1].italic == nil)
        #expect(runs[0].bold == nil)
        #expect(runs[3].link == "https://swift.org")
        #expect(greeting.runs.contains { $0.link == URL(string: "https://swift.org") })
    }

    @Test func plainAttributedStringHasNoStyle() {
        let plain = AttributedString(localized: "Walk the dog")
        #expect(Text(plain).runs == [TextRun("Walk the dog")])
    }
}
