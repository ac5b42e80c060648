import Testing
import ObservatoryUI

enum Mode { case list, grid, empty }

struct TwelveChildren: View {
    var body: some View {
        VStack {
            Text("1"); Text("2"); Text("3"); Text("4"); Text("5"); Text("6")
            Text("7"); Text("8"); Text("9"); Text("10"); Text("11"); Text("12")
        }
    }
}

struct Branches: View {
    @State private var mode = Mode.list
    @State private var name: String? = nil
    @State private var flag = false
    var body: some View {
        VStack {
            switch mode {
            case .list: Text("list")
            case .grid: Text("grid")
            case .empty: EmptyView()
            }
            if let name {
                Text("name \(name)")
            }
            if flag {
                Text("on")
            } else {
                Text("off")
            }
            Group {
                Text("g1")
                Text("g2")
            }
            Button("Grid") { mode = .grid }
            Button("Empty") { mode = .empty }
            Button("Name") { name = "Ada" }
            Button("Flag") { flag.toggle() }
        }
    }
}

struct Counted: View {
    @State private var count = 0
    let label: String
    var body: some View { Button("\(label) \(count)") { count += 1 } }
}

struct Erased: View {
    @State private var useText = false
    var body: some View {
        VStack {
            if useText {
                AnyView(Text("plain"))
            } else {
                AnyView(Counted(label: "counted"))
            }
            erasedSameType
            Button("Switch") { useText.toggle() }
        }
    }

    // The same type behind AnyView on every render keeps its state.
    var erasedSameType: AnyView { AnyView(Counted(label: "kept")) }
}

@MainActor
@Suite("ViewBuilder and structural views")
struct ViewBuilderTests {
    @Test func anyNumberOfChildren() {
        let graph = ViewGraph(TwelveChildren())
        #expect(graph.texts == (1...12).map(String.init))
    }

    @Test func switchIfLetAndIfElse() {
        let graph = ViewGraph(Branches())
        #expect(graph.texts.prefix(4) == ["list", "off", "g1", "g2"])
        graph.tap("Grid")
        #expect(graph.texts.first == "grid")
        graph.tap("Empty")
        #expect(!graph.texts.contains("grid") && !graph.texts.contains("list"))
        graph.tap("Name")
        #expect(graph.texts.first == "name Ada")
        graph.tap("Flag")
        #expect(graph.texts.contains("on") && !graph.texts.contains("off"))
    }

    @Test func switchingBranchesReplacesOnlyThatPartsElements() {
        let graph = ViewGraph(Branches())
        let stack = graph.allElements.first { $0.role == .stack }!
        let before = stack.children.map(\.id)
        let changes = graph.tap("Flag")!
        let after = stack.children.map(\.id)
        // One element left, one arrived, everything else kept its identity.
        #expect(changes.removed.count == 1 && changes.created.count == 1)
        #expect(Set(before).subtracting(after).count == 1)
        #expect(changes.reorderedParents == [stack.id])
    }

    @Test func anyViewKeepsStateForTheSameTypeAndResetsOnAnother() {
        let graph = ViewGraph(Erased())
        graph.tap("kept 0")
        graph.tap("counted 0")
        #expect(graph.element(.button, "kept 1") != nil)
        #expect(graph.element(.button, "counted 1") != nil)
        graph.tap("Switch")
        #expect(graph.texts.contains("plain"))
        #expect(graph.element(.button, "kept 1") != nil)
        graph.tap("Switch")
        #expect(graph.element(.button, "counted 0") != nil)
    }
}
