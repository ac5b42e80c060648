import Foundation
import Testing
@testable import ObservatoryWeb

/// `.scrollPosition(id:)` over the socket: the page's scroll reports name
/// the views at the leading edge, which set the binding; the app's own
/// change to the binding scrolls the page.
@MainActor
@Suite("scrollPosition(id:) over the socket")
struct ScrollPositionMessageTests {
    private struct Feed: View {
        @State var top: Int? = nil
        var body: some View {
            VStack {
                Text("top \(top.map(String.init) ?? "none")")
                Button("Jump") { top = 7 }
                ScrollView {
                    LazyVStack {
                        ForEach(0..<12, id: \.self) { index in
                            HStack { Text("Row \(index)"); Text("detail") }
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $top)
            }
        }
    }

    private func scroll(_ harness: Harness, lead: String) -> String {
        "{\"type\":\"event\",\"seq\":\(harness.nextSequence()),\"target\":\(harness.element(.scroll).id.rawValue),"
            + "\"event\":\"scroll\",\"value\":\"idle\",\"x\":0,\"y\":300,\"cw\":390,\"ch\":2000,\"w\":390,\"h\":600,\"lead\":\"\(lead)\"}"
    }

    private func text(_ harness: Harness, _ text: String) throws -> Element {
        try #require(harness.root.descendants().first { $0["text"] == text })
    }

    @Test func theViewAtTheLeadingEdgeSetsTheBinding() throws {
        let harness = try Harness(Feed())
        #expect(harness.page.canonical.contains("data-scroll-leading"), "the page reports the leading edge")
        // The probe hit a text inside row 4's HStack (a gap first: the stack itself is no row).
        let stack = try #require(try text(harness, "Row 4").parent)
        let lazyStack = try #require(stack.parent)
        try harness.receive(scroll(harness, lead: "\(lazyStack.id.rawValue) \(try text(harness, "Row 4").id.rawValue)"))
        #expect(harness.page.canonical.contains("top 4"))
        #expect(!harness.pushed.contains("\"type\":\"scroll\""), "a reported position is not scrolled to again")
        try harness.receive(scroll(harness, lead: ""))
        #expect(harness.page.canonical.contains("top 4"), "no view at the edge leaves the binding")
        try harness.expectInSync()
    }

    @Test func theAppsChangeScrollsToTheView() throws {
        let harness = try Harness(Feed())
        try harness.send("tap", to: harness.element(.button, text: "Jump"))
        #expect(harness.page.canonical.contains("top 7"))
        let row = try #require(try text(harness, "Row 7").parent)
        #expect(harness.pushed.contains("{\"type\":\"scroll\",\"target\":\(row.id.rawValue),\"x\":0,\"y\":0}"))
    }

    @Test func malformedLeadingElementsAreRejected() throws {
        let harness = try Harness(Feed())
        for lead in ["1 2 3 4 5", "-1", "a", "1  2", String(repeating: "9", count: 70)] {
            let refused: Bool
            do { refused = try harness.window.receive(scroll(harness, lead: lead)).allSatisfy { !$0.contains("\"ops\":[[") } } catch { refused = true }
            #expect(refused, "\(lead)")
        }
        #expect(harness.page.canonical.contains("top none"))
    }
}
