import Testing
import ObservatoryUI

@Observable final class DocsCounterModel { var count = 0 }

struct DocsContentView: View {
    @State private var model = DocsCounterModel()
    var body: some View {
        VStack(spacing: 16) {
            Text("Count: \(model.count)").font(.largeTitle)
            Button("Increment") { model.count += 1 }
                .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}

@MainActor
@Suite("The example in docs/ui.md")
struct DocsExampleTests {
    @Test func rendersAsDocumented() {
        let graph = ViewGraph(DocsContentView())
        #expect(graph.rootElement.textTree() == """
            root
              modifier edges=all modifier=padding
                stack alignment=center axis=vertical spacing=16
                  text "Count: 0" font=largeTitle
                  button buttonStyle=borderedProminent
                    text "Increment"
            """)
        graph.tap("Increment")
        #expect(graph.texts.first == "Count: 1")
    }
}
