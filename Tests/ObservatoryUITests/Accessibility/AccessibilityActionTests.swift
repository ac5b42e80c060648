import Foundation
import Testing
import ObservatoryUI

/// Accessibility actions, adjustable views, representations and the
/// accessibility focus: what a screen reader reaches in a page.
@MainActor
@Suite("Accessibility actions and focus")
struct AccessibilityActionTests {
    @Observable final class Model {
        var value = 5
        var log: [String] = []
    }

    struct FocusScreen: View {
        @AccessibilityFocusState var isErrorFocused: Bool
        var body: some View {
            VStack {
                Text("Error").accessibilityFocused($isErrorFocused)
                Button("Show error") { isErrorFocused = true }
            }
        }
    }

    @Test func actionsAreButtonsThatOnlyAScreenReaderReaches() throws {
        let model = Model()
        let graph = ViewGraph(
            Text("Message")
                .accessibilityAction { model.log.append("default") }
                .accessibilityAction(named: "Archive") { model.log.append("archive") }
                .accessibilityAction(.escape) { model.log.append("escape") })
        let buttons = graph.allElements.filter { $0.role == .button }
        #expect(buttons.count == 3)
        let slots = graph.allElements.filter { $0.role == .slot && $0["name"] == "screenReader" }
        #expect(slots.count == 3)
        #expect(graph.texts.contains("Archive"))
        for button in buttons { graph.send(.tap, to: button.id) }
        #expect(Set(model.log) == ["default", "archive", "escape"])
    }

    @Test func anAdjustableViewMovesItsValueUpAndDown() throws {
        let model = Model()
        let graph = ViewGraph(
            Text("Rating \(model.value)")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: model.value += 1
                    case .decrement: model.value -= 1
                    }
                })
        #expect(graph.tap("Increment") != nil)
        #expect(graph.tap("Increment") != nil)
        #expect(model.value == 7)
        #expect(graph.tap("Decrement") != nil)
        #expect(model.value == 6)
    }

    @Test func aRepresentationHidesTheViewAndIsReadInstead() throws {
        let graph = ViewGraph(
            Circle().accessibilityRepresentation { Slider(value: .constant(0.5)) })
        let hidden = try #require(graph.allElements.first { $0["hidden"] == "true" })
        #expect(hidden.descendants().contains { $0.role == .shape })
        let slot = try #require(graph.allElements.first { $0.role == .slot && $0["name"] == "screenReader" })
        #expect(slot.descendants().contains { $0.role == .slider })
    }

    @Test func removingSelectedAnnouncesNotSelected() {
        let graph = ViewGraph(Text("Row").accessibilityRemoveTraits(.isSelected))
        #expect(graph.allElements.contains { $0["modifier"] == "accessibility" && $0["selected"] == "false" })
    }

    @Test func theDeprecatedFormsSetTheSameProperties() {
        let graph = ViewGraph(Text("x").accessibility(label: Text("Close")).accessibility(hidden: true))
        #expect(graph.allElements.contains { $0["label"] == "Close" })
        #expect(graph.allElements.contains { $0["hidden"] == "true" })
    }

    @Test func accessibilityFocusFollowsTheStateBothWays() throws {
        let graph = ViewGraph(FocusScreen())
        let focusable = try #require(graph.allElements.first { $0["modifier"] == "focusable" })
        #expect(focusable["focused"] == "false")
        let button = try #require(graph.allElements.first { $0.role == .button })
        graph.send(.tap, to: button.id)
        #expect(graph.allElements.first { $0["modifier"] == "focusable" }?["focused"] == "true")
        // The browser moved the focus away.
        graph.send(.focus(false), to: focusable.id)
        #expect(graph.allElements.first { $0["modifier"] == "focusable" }?["focused"] == "false")
    }
}
