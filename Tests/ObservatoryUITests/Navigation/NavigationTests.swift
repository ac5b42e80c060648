import Foundation
import Testing
import ObservatoryUI

// Article 000 §4.2 (list with a detail view through @Bindable) and §4.4
// (master–detail split view navigating by id).

struct TodoListScreen: View {
    let store: TodoStore
    var body: some View {
        NavigationStack {
            VStack {
                ForEach(store.items) { todo in
                    NavigationLink(todo.title) {
                        TodoDetail(todo: todo)
                    }
                }
            }
            .navigationTitle("To-Dos")
        }
    }
}

struct TodoDetail: View {
    @Bindable var todo: Todo
    var body: some View {
        VStack {
            TextField("Title", text: $todo.title)
            Toggle("Done", isOn: $todo.done)
        }
        .navigationTitle("Edit")
    }
}

struct MasterDetailView: View {
    let store: TodoStore
    var body: some View {
        NavigationSplitView {
            VStack {
                ForEach(store.items) { todo in
                    NavigationLink(todo.title, value: todo.id)
                }
            }
            .navigationTitle("All")
        } detail: {
            Text("Select an item")
        }
        .navigationDestination(for: UUID.self) { id in
            if let todo = store.items.first(where: { $0.id == id }) {
                TodoDetail(todo: todo)
            }
        }
    }
}

@MainActor
@Suite("Navigation")
struct NavigationTests {
    func store(_ titles: String...) -> TodoStore {
        let store = TodoStore()
        for title in titles { store.add(title) }
        return store
    }

    @Test func linkPushesADetailWhoseEditsReachOnlyTheLinkRow() throws {
        let store = store("Read", "Walk")
        let graph = ViewGraph(TodoListScreen(store: store))
        let stack = try #require(graph.allElements.first { $0.role == .navigationStack })
        #expect(stack.children.count == 1)
        #expect(stack.children[0]["title"] == "To-Dos")
        graph.send(.tap, to: try #require(graph.element(.navigationLink, "Walk")).id)
        #expect(stack.children.count == 2)
        #expect(stack.children[1]["title"] == "Edit")
        let field = try #require(stack.children[1].descendants().first { $0.role == .textField })
        #expect(field["value"] == "Walk")
        graph.send(.input("Run"), to: field.id)
        #expect(store.items[1].title == "Run")
        // The list's row for that todo re-ran alone; the list body did not.
        #expect(graph.lastEvaluated == ["ForEach row"])
        #expect(graph.element(.navigationLink, "Run") != nil)
        graph.send(.pop, to: stack.id)
        #expect(stack.children.count == 1)
    }

    @Test func rootStateSurvivesAPushAndPop() throws {
        let store = store("Read")
        let graph = ViewGraph(TodoListScreen(store: store))
        let stack = try #require(graph.allElements.first { $0.role == .navigationStack })
        let rootScreen = stack.children[0].id
        graph.send(.tap, to: try #require(graph.element(.navigationLink, "Read")).id)
        graph.send(.pop, to: stack.id)
        #expect(stack.children.map(\.id) == [rootScreen])
    }

    @Test func splitViewShowsTheValueDestinationInTheDetailColumn() throws {
        let store = store("Read", "Walk")
        let graph = ViewGraph(MasterDetailView(store: store))
        let split = try #require(graph.allElements.first { $0.role == .navigationSplitView })
        let detail = try #require(split.children.first { $0["column"] == "detail" })
        #expect(detail.descendants().contains { $0["text"] == "Select an item" })
        graph.send(.tap, to: try #require(graph.element(.navigationLink, "Read")).id)
        #expect(detail.children.count == 2)
        #expect(detail.children[1].descendants().first { $0.role == .textField }?["value"] == "Read")
        // Choosing another item replaces the detail rather than stacking it.
        graph.send(.tap, to: try #require(graph.element(.navigationLink, "Walk")).id)
        #expect(detail.children.count == 2)
        #expect(detail.children[1].descendants().first { $0.role == .textField }?["value"] == "Walk")
        // The destination follows the store: removing the item empties the screen.
        store.items.removeLast()
        graph.update()
        #expect(detail.children[1].descendants().allSatisfy { $0.role != .textField })
    }

    @Test func linkOutsideAStackIsDisabled() throws {
        let graph = ViewGraph(NavigationLink("Nowhere") { Text("x") })
        let link = try #require(graph.element(.navigationLink, "Nowhere"))
        #expect(link["disabled"] == "true")
        #expect(graph.send(.tap, to: link.id) == nil)
    }
}

struct DeepDetail: View {
    let level: Int
    var body: some View {
        VStack {
            Text("Detail level \(level)")
            NavigationLink("Deeper") { DeepDetail(level: level + 1) }
        }
        .navigationTitle("Detail \(level)")
    }
}

@MainActor
@Suite("Navigation depth")
struct NavigationDepthTests {
    @Test func linksOnPushedScreensPushFurther() throws {
        let graph = ViewGraph(NavigationStack { DeepDetail(level: 0) })
        let stack = try #require(graph.allElements.first { $0.role == .navigationStack })
        for level in 1...3 {
            let links = graph.allElements.filter { $0.role == .navigationLink }
            let last = try #require(links.last)
            graph.send(.tap, to: last.id)
            #expect(stack.children.count == level + 1)
            #expect(stack.children.last?["title"] == "Detail \(level)")
            #expect(stack["depth"] == String(level))
        }
    }
}

@MainActor
@Suite("Navigation history")
struct NavigationHistoryTests {
    @Test func forwardPushesAgainWhatBackPopped() throws {
        let graph = ViewGraph(NavigationStack { DeepDetail(level: 0) })
        let stack = try #require(graph.allElements.first { $0.role == .navigationStack })
        for _ in 1...2 {
            graph.send(.tap, to: try #require(graph.allElements.filter { $0.role == .navigationLink }.last).id)
        }
        #expect(stack.children.map { $0["title"] } == ["Detail 0", "Detail 1", "Detail 2"])
        graph.send(.navigate(depth: 0), to: stack.id)
        #expect(stack.children.map { $0["title"] } == ["Detail 0"])
        graph.send(.navigate(depth: 2), to: stack.id)
        #expect(stack.children.map { $0["title"] } == ["Detail 0", "Detail 1", "Detail 2"])
        // A new push forgets the forward history.
        graph.send(.navigate(depth: 1), to: stack.id)
        graph.send(.tap, to: try #require(graph.allElements.filter { $0.role == .navigationLink }.last).id)
        #expect(graph.send(.navigate(depth: 3), to: stack.id) == nil)
        #expect(stack.children.count == 3)
    }
}
