import Foundation
import Testing
@testable import ObservatoryUI
@testable import ObservatoryWeb

/// Spellings that public apps still write and that the survey of real apps
/// (docs/real-apps.md) found missing or ambiguous.
@MainActor
@Suite("Older spellings")
struct OlderSpellingsRenderingTests {
    private struct Card: View {
        @State private var presses = 0
        var body: some View {
            VStack {
                Text("Card").background(RoundedRectangle(cornerRadius: 8).fill(.blue))
                Text("Tinted").background(Color.yellow)
                Text("Pressed \(presses)")
                    .onLongPressGesture(minimumDuration: 0.2) { presses += 1 }
            }
        }
    }

    @Test func aViewPassedToBackgroundIsDrawnBehindAndAColourStaysAStyle() throws {
        let harness = try Harness(Card())
        let elements = harness.root.descendants()
        // The view: a background slot holding the shape.
        let slot = try #require(elements.first { $0.role == .slot && $0["name"] == "background" })
        #expect(slot.descendants().contains { $0.role == .shape })
        // The colour: the style form, no slot.
        let styled = elements.filter { $0.role == .modifier && $0["style"]?.contains("yellow") == true }
        #expect(styled.count == 1)
    }

    @Test func aLongPressWithATrailingClosureRunsItsAction() throws {
        let harness = try Harness(Card())
        let press = try #require(harness.root.descendants().first { $0.role == .gesture && $0["gesture"] == "longPress" })
        for phase in ["began", "recognized"] {
            try harness.send("longPress", to: press, value: "\"\(phase)\"")
        }
        #expect(harness.page.canonical.contains("Pressed 1"))
    }
}
