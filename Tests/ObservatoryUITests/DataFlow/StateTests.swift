import Testing
import ObservatoryUI

struct StateOwner: View {
    @State private var count = 0
    let title: String
    var body: some View {
        VStack {
            Text("\(title) \(count)")
            Button("Increment") { count += 1 }
            ValueChild(value: count)
            StaticChild()
            BindingChild(count: $count)
        }
    }
}

struct ValueChild: View {
    let value: Int
    var body: some View { Text("value \(value)") }
}

struct StaticChild: View {
    var body: some View { Text("static") }
}

struct BindingChild: View {
    @Binding var count: Int
    var body: some View { Button("Reset") { count = 0 } }
}

struct StateParent: View {
    @State private var title = "A"
    @State private var identity = 0
    var body: some View {
        VStack {
            StateOwner(title: title).id(identity)
            Button("Rename") { title += "!" }
            Button("New identity") { identity += 1 }
        }
    }
}

@Observable final class Draft { var name = "" }

struct DraftForm: View {
    @State private var draft = Draft()
    var body: some View {
        VStack {
            TextField("Name", text: $draft.name)
            Text("Hello \(draft.name)")
        }
    }
}

struct Conditional: View {
    @State private var showOwner = true
    var body: some View {
        VStack {
            if showOwner {
                StateOwner(title: "in if")
            } else {
                Text("hidden")
            }
            Button("Flip") { showOwner.toggle() }
        }
    }
}

@MainActor
@Suite("@State and @Binding")
struct StateTests {
    @Test func stateChangeReRendersOwnerAndOnlyChildrenReceivingTheValue() {
        let graph = ViewGraph(StateParent())
        graph.tap("Increment")
        #expect(graph.lastEvaluated == ["StateOwner", "ValueChild"])
        let cause = graph.statistics.lastUpdate.first?.causes
        #expect(cause == [.state(owner: "StateOwner", property: "count")])
        #expect(graph.texts.contains("A 1"))
        #expect(graph.texts.contains("value 1"))
    }

    @Test func stateSurvivesParentReRenderAndResetsWithNewIdentity() {
        let graph = ViewGraph(StateParent())
        graph.tap("Increment")
        graph.tap("Increment")
        graph.tap("Rename")
        #expect(graph.lastEvaluated == ["StateParent", "StateOwner"])
        #expect(graph.statistics.lastUpdate.last?.causes == [.parentInputs])
        #expect(graph.texts.contains("A! 2"))
        graph.tap("New identity")
        #expect(graph.texts.contains("A! 0"))
        #expect(graph.statistics.lastUpdate.contains { $0.viewType == "StateOwner" && $0.causes == [.mounted] })
    }

    @Test func stateIsDiscardedWhenTheViewLeavesTheTree() {
        let graph = ViewGraph(Conditional())
        graph.tap("Increment")
        #expect(graph.texts.contains("in if 1"))
        graph.tap("Flip")
        #expect(graph.texts.contains("hidden"))
        graph.tap("Flip")
        #expect(graph.texts.contains("in if 0"))
    }

    @Test func bindingWritesReachTheOwner() {
        let graph = ViewGraph(StateParent())
        graph.tap("Increment")
        graph.tap("Reset")
        #expect(graph.texts.contains("A 0"))
    }

    @Test func stateHoldsAnObservableObjectAcrossRenders() throws {
        let graph = ViewGraph(DraftForm())
        let field = try #require(graph.allElements.first { $0.role == .textField })
        graph.send(.input("Ada"), to: field.id)
        #expect(graph.texts.contains("Hello Ada"))
        #expect(field["value"] == "Ada")
        #expect(graph.lastEvaluated == ["DraftForm"])
    }

    @Test func constantAndClosureBindings() {
        let constant = Binding.constant(3)
        constant.wrappedValue = 4
        #expect(constant.wrappedValue == 3)
        var stored = (a: 1, b: "x")
        let whole = Binding(get: { stored }, set: { stored = $0 })
        whole.b.wrappedValue = "y"
        #expect(stored.b == "y")
    }
}
