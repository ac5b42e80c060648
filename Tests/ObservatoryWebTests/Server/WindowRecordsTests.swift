import Testing
@testable import ObservatoryWeb

@Observable final class TickingModel {
    var ticks = 0
}

struct TickingView: View {
    @State private var model = TickingModel()
    var body: some View {
        Button("Tick \(model.ticks)") { model.ticks += 1 }
    }
}

@MainActor
@Suite("A long-lived window")
struct WindowRecordsTests {
    @Test func keepsCountsButNoRecordPerEvaluation() throws {
        let harness = try Harness(TickingView())
        let recordsAfterMount = harness.graph.statistics.records.count
        for _ in 0..<500 {
            try harness.send("tap", to: harness.element(.button))
        }
        #expect(harness.graph.statistics.count("TickingView") == 501)
        #expect(harness.graph.statistics.records.count == recordsAfterMount)
        #expect(harness.root.descendants().contains { $0["text"] == "Tick 500" })
    }
}
