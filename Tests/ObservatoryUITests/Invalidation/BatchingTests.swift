import Testing
import ObservatoryUI

@Observable final class Tally {
    var count = 0
    var label = "tally"
}

struct TallyView: View {
    let tally: Tally
    var body: some View {
        VStack {
            Text("\(tally.label): \(tally.count)")
            Button("Add 100") {
                for _ in 0..<100 { tally.count += 1 }
                tally.label = "bumped"
            }
        }
    }
}

struct Outer: View {
    let tally: Tally
    var body: some View {
        VStack {
            Text(tally.label)
            Inner(tally: tally)
        }
    }
}

struct Inner: View {
    let tally: Tally
    var body: some View { Text("\(tally.count)") }
}

@MainActor
@Suite("Batched updates")
struct BatchingTests {
    @Test func hundredMutationsInOneEventCauseOneReRender() {
        let tally = Tally()
        let graph = ViewGraph(TallyView(tally: tally))
        graph.statistics.reset()
        graph.tap("Add 100")
        #expect(graph.statistics.count("TallyView") == 1)
        #expect(graph.statistics.total == 1)
        #expect(graph.texts.first == "bumped: 100")
        // Both properties are named as causes of that one evaluation.
        let causes = graph.statistics.lastUpdate.first?.causes.map(\.description) ?? []
        #expect(causes.contains { $0.hasSuffix(".count") })
        #expect(causes.contains { $0.hasSuffix(".label") })
    }

    @Test func parentAndChildInvalidatedTogetherRunOnceEachParentFirst() {
        let tally = Tally()
        let graph = ViewGraph(Outer(tally: tally))
        tally.label = "x"
        tally.count = 5
        graph.update()
        #expect(graph.lastEvaluated == ["Outer", "Inner"])
        #expect(graph.texts == ["x", "5"])
    }

    @Test func mutationsOutsideAnEventWaitForOneUpdate() async {
        let tally = Tally()
        let graph = ViewGraph(TallyView(tally: tally))
        var reported: [ElementChanges] = []
        graph.onUpdate = { reported.append($0) }
        tally.count = 1
        tally.count = 2
        tally.label = "later"
        #expect(graph.hasPendingUpdates)
        // The graph flushes by itself on the main actor after this turn.
        #expect(await waitUntil { !reported.isEmpty })
        #expect(reported.count == 1)
        #expect(graph.texts.first == "later: 2")
        #expect(!graph.hasPendingUpdates)
    }
}
