import Testing
import ObservatoryUI

@Observable final class CounterModel { var count = 0; var other = 0 }

struct CounterView: View {
    @State private var model = CounterModel()
    var body: some View {
        VStack(spacing: 16) {
            Text("Count: \(model.count)")
            Button("Increment") { model.count += 1 }
            Child(label: "static")
        }
    }
}

struct Child: View {
    let label: String
    var body: some View { Text(label) }
}

@MainActor
@Suite struct SmokeTests {
    @Test func counter() throws {
        let graph = ViewGraph(CounterView())
        print(graph.rootElement.textTree(includeIDs: true))
        let button = graph.rootElement.descendants().first { $0.role == .button }!
        let changes = graph.send(.tap, to: button.id)
        print(changes as Any)
        print(graph.rootElement.textTree(includeIDs: true))
        print(graph.statistics.records)
        #expect(graph.rootElement.descendants().contains { $0["text"] == "Count: 1" })
        #expect(graph.statistics.count("Child") == 1)
    }
}
