import Testing
@testable import ObservatoryUI

/// What a mounted view costs in nodes, and how elements reach their nodes.
@MainActor
@Suite("Node economy")
struct NodeEconomyTests {
    struct TwoTexts: View {
        var body: some View {
            VStack {
                Text("a")
                Text("b")
            }
        }
    }

    /// The nodes under `node`, itself included.
    func nodes(under node: Node) -> [Node] {
        var result = [node]
        node.forEachChild { result += nodes(under: $0) }
        return result
    }

    @Test func aLeafPrimitiveHoldsNoChildNode() {
        let graph = ViewGraph(TwoTexts())
        let all = nodes(under: graph.root)
        #expect(!all.contains { $0 is LeafNode }, "a Text's empty content mounts nothing")
        let texts = all.filter { $0.viewType == Text.self }
        #expect(texts.count == 2)
        for text in texts {
            var children = 0
            text.forEachChild { _ in children += 1 }
            #expect(children == 0)
        }
    }

    struct Removable: View {
        let taps: Tally
        @State private var shown = true
        var body: some View {
            VStack {
                if shown { Button("Count") { taps.count += 1 } }
                Button("Hide") { shown = false }
            }
        }
    }

    @Observable final class Tally { var count = 0 }

    @Test func aRemovedElementNoLongerTakesEvents() throws {
        let taps = Tally()
        let graph = ViewGraph(Removable(taps: taps))
        let button = try #require(graph.element(.button, "Count"))
        #expect(button.acceptsEvents)
        graph.send(.tap, to: button.id)
        #expect(taps.count == 1)
        graph.tap("Hide")
        #expect(graph.element(.button, "Count") == nil)
        #expect(!button.acceptsEvents, "a discarded element lets go of its node")
        #expect(graph.send(.tap, to: button.id) == nil)
        #expect(taps.count == 1)
    }
}

@MainActor
@Suite("Evaluation records")
struct EvaluationRecordTests {
    @Test func turningRecordsOffForgetsThemAndKeepsTheCounts() {
        let graph = ViewGraph(NodeEconomyTests.TwoTexts())
        #expect(graph.statistics.records.count == 1, "the first mount evaluated TwoTexts once")
        let total = graph.statistics.total
        graph.statistics.keepsRecords = false
        #expect(graph.statistics.records.isEmpty, "a long-lived window holds no record per evaluation")
        #expect(graph.statistics.total == total)
        #expect(graph.statistics.count("TwoTexts") == 1)
    }
}
