import Foundation
import Testing
import ObservatoryUI

@MainActor
@Suite("GeometryReader")
struct GeometryReaderTests {
    final class Model {
        var progress = 0.25
    }

    private struct Bar: View {
        let model: Model
        var body: some View {
            VStack {
                Text("Title")
                GeometryReader { proxy in
                    Text("width \(Int(proxy.size.width)) fill \(Int(proxy.size.width * model.progress))")
                    Text("minY \(Int(proxy.frame(in: .global).minY)) local \(Int(proxy.frame(in: .local).minY))")
                }
            }
        }
    }

    private func reader(_ graph: ViewGraph) -> Element {
        graph.allElements.first { $0.role == .geometryReader }!
    }

    @Test func untilMeasuredTheSizeIsZero() {
        let graph = ViewGraph(Bar(model: Model()))
        #expect(graph.texts == ["Title", "width 0 fill 0", "minY 0 local 0"])
    }

    @Test func aMeasurementReRunsOnlyTheReadersContent() {
        let graph = ViewGraph(Bar(model: Model()))
        let reader = reader(graph)
        graph.send(.resize(ElementFrame(x: 0, y: 120, width: 400, height: 200)), to: reader.id)
        #expect(graph.texts == ["Title", "width 400 fill 100", "minY 120 local 0"])
        #expect(graph.lastEvaluated.count == 1, "neither Bar nor the reader's own body re-ran")
        #expect(graph.lastEvaluated.first?.hasPrefix("GeometryContent") == true)
    }

    @Test func theSameMeasurementAgainReRunsNothing() {
        let graph = ViewGraph(Bar(model: Model()))
        let reader = reader(graph)
        graph.send(.resize(ElementFrame(x: 0, y: 0, width: 300, height: 100)), to: reader.id)
        let before = graph.statistics.records.map(\.update).reduce(0, +)
        graph.send(.resize(ElementFrame(x: 0, y: 0, width: 300, height: 100)), to: reader.id)
        #expect(graph.statistics.records.map(\.update).reduce(0, +) == before)
        #expect(graph.texts[1] == "width 300 fill 75")
    }

    @Test func theReaderKeepsItsMeasurementWhenItsParentReRuns() {
        struct Parent: View {
            @State var count = 0
            var body: some View {
                VStack {
                    Button("Count \(count)") { count += 1 }
                    GeometryReader { proxy in Text("width \(Int(proxy.size.width))") }
                }
            }
        }
        let graph = ViewGraph(Parent())
        graph.send(.resize(ElementFrame(x: 0, y: 0, width: 250, height: 50)), to: reader(graph).id)
        graph.tap("Count 0")
        #expect(graph.texts == ["Count 1", "width 250"])
    }

    @Test func otherEventsAreNotUnderstood() {
        let graph = ViewGraph(Bar(model: Model()))
        #expect(graph.send(.tap, to: reader(graph).id) == nil)
    }
}
