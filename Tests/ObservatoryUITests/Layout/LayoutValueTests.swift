import Testing
import ObservatoryUI

@MainActor
@Suite("AnyLayout, ViewThatFits and layout modifiers")
struct LayoutValueTests {
    private struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    private struct Switcher: View {
        @State var vertical = false
        var body: some View {
            let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout())
            VStack {
                Button("Switch") { vertical.toggle() }
                layout {
                    Counter()
                    Text("Second")
                }
            }
        }
    }

    @Test func switchingTheLayoutKeepsTheContentsState() {
        let graph = ViewGraph(Switcher())
        graph.tap("Count 0")
        graph.tap("Count 1")
        let stack = { graph.allElements.filter { $0.role == .stack }[1] }
        #expect(stack()["axis"] == "horizontal")
        let before = stack().id
        graph.tap("Switch")
        #expect(stack()["axis"] == "vertical")
        #expect(stack()["alignment"] == "leading")
        #expect(stack()["spacing"] == "4")
        #expect(stack().id == before, "the same element: identity is kept")
        #expect(graph.element(.button, "Count 2") != nil, "the counter kept its state")
    }

    @Test func zStackLayoutCarriesItsAlignment() {
        #expect(AnyLayout(ZStackLayout(alignment: .topTrailing)).stackAttributes == ["axis": "depth", "alignment": "trailing top"])
    }

    @Test func viewThatFitsRendersEveryCandidate() {
        let graph = ViewGraph(ViewThatFits(in: .horizontal) {
            Text("A long text")
            Text("Short")
        })
        let fits = graph.allElements.first { $0.role == .viewThatFits }!
        #expect(fits["axes"] == "horizontal")
        #expect(fits.children.count == 2)
    }

    @Test func layoutModifiersWrapTheirContent() {
        let graph = ViewGraph(VStack {
            Text("F").fixedSize(horizontal: true, vertical: false)
            Text("P").layoutPriority(2)
            Text("I").ignoresSafeArea(.container, edges: .top)
            Text("Z").zIndex(3)
            Text("H").hidden()
        })
        let modifiers = graph.allElements.filter { $0.role == .modifier }
        #expect(modifiers.map { $0["modifier"] } == ["fixedSize", "layoutPriority", "ignoresSafeArea", "zIndex", "hidden"])
        #expect(modifiers[0]["horizontal"] == "true" && modifiers[0]["vertical"] == "false")
        #expect(modifiers[1]["value"] == "2")
        #expect(modifiers[2]["regions"] == "container" && modifiers[2]["edges"] == "top")
        #expect(modifiers[3]["value"] == "3")
        #expect(graph.texts == ["F", "P", "I", "Z", "H"], "a hidden view stays in the tree, and keeps its space")
    }
}
