import Foundation
import Testing
import ObservatoryUI

/// `.onGeometryChange`: the action runs when the measured value changes.
@MainActor
@Suite("onGeometryChange")
struct OnGeometryChangeTests {
    struct Banner: View {
        @State private var widths: [String] = []
        var body: some View {
            VStack {
                Text("Banner")
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { old, new in
                        widths.append("\(Int(old))→\(Int(new))")
                    }
                Text("changes \(widths.joined(separator: ","))")
            }
        }
    }

    @Test func theActionRunsWhenTheDerivedValueChanges() throws {
        let graph = ViewGraph(Banner())
        let watch = try #require(graph.allElements.first { $0.role == .geometryReader })
        #expect(watch["hugs"] == "true")
        graph.send(.resize(ElementFrame(x: 10, y: 20, width: 120, height: 30)), to: watch.id)
        #expect(graph.texts.last == "changes 120→120", "the first measurement is its own old value")
        graph.send(.resize(ElementFrame(x: 50, y: 60, width: 120, height: 44)), to: watch.id)
        #expect(graph.texts.last == "changes 120→120", "a move or another height leaves the width as it was")
        graph.send(.resize(ElementFrame(x: 50, y: 60, width: 200, height: 44)), to: watch.id)
        #expect(graph.texts.last == "changes 120→120,120→200")
    }
}
