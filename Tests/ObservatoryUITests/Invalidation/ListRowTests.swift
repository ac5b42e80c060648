import Foundation
import Testing
import ObservatoryUI

// Article 000 §4.2: editing one Todo re-runs that row alone.

@Observable final class Todo: Identifiable {
    let id = UUID()
    var title: String
    var done = false
    init(title: String) { self.title = title }
}

@Observable final class TodoStore {
    var items: [Todo] = []
    func add(_ title: String) { items.append(Todo(title: title)) }
    func remove(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
}

struct TodoRows: View {
    let store: TodoStore
    var body: some View {
        VStack {
            ForEach(store.items) { todo in
                Text(todo.done ? "✓ \(todo.title)" : todo.title)
            }
            .onDelete(perform: store.remove)
        }
    }
}

struct TodoRowView: View {
    let todo: Todo
    var body: some View { Text(todo.title) }
}

struct TodoRowViews: View {
    let store: TodoStore
    var body: some View {
        VStack {
            ForEach(store.items) { todo in TodoRowView(todo: todo) }
        }
    }
}

/// How many times the row closures below ran.
@MainActor enum RowClosureCalls {
    static var count = 0
}

/// Rows whose closure captures nothing, and a prefix that the list's own
/// state changes: a different closure each time.
struct CountedRows: View {
    let store: TodoStore
    @State private var prefix = ""
    var capturesPrefix = false
    var body: some View {
        VStack {
            Button("Mark") { prefix += "*" }
            if capturesPrefix {
                ForEach(store.items) { todo in
                    RowClosureCalls.count += 1
                    return TodoRowView(todo: Todo(title: prefix + todo.title))
                }
            } else {
                ForEach(store.items) { todo in
                    RowClosureCalls.count += 1
                    return TodoRowView(todo: todo)
                }
            }
            Text(prefix)
        }
    }
}

@MainActor
@Suite("Lists of observable rows")
struct ListRowTests {
    func makeStore(_ count: Int) -> TodoStore {
        let store = TodoStore()
        for index in 0..<count { store.add("Todo \(index)") }
        return store
    }

    @Test func editingOneTodoReRunsThatRowAlone() {
        let store = makeStore(5)
        let graph = ViewGraph(TodoRows(store: store))
        store.items[2].title = "Edited"
        let changes = graph.update()
        let records = graph.statistics.lastUpdate
        #expect(records.count == 1)
        #expect(records.first?.viewType == "ForEach row")
        #expect(records.first?.causes.first?.description.hasSuffix(".title") == true)
        #expect(graph.texts == ["Todo 0", "Todo 1", "Edited", "Todo 3", "Todo 4"])
        // Exactly one text element changed, and only its text.
        #expect(changes.attributes.count == 1)
        #expect(changes.attributes.values.first?.keys.sorted() == ["text"])
        #expect(changes.created.isEmpty && changes.removed.isEmpty && changes.reorderedParents.isEmpty)
    }

    @Test func rowViewsSkipTheirBodyWhenTheListReRenders() {
        let store = makeStore(3)
        let graph = ViewGraph(TodoRowViews(store: store))
        store.add("New")
        graph.update()
        // The list re-ran; of the row views only the new one evaluated its body.
        #expect(graph.statistics.lastUpdate.map(\.viewType) == ["TodoRowViews", "TodoRowView"])
        #expect(graph.texts == ["Todo 0", "Todo 1", "Todo 2", "New"])
    }

    @Test func deletingARowKeepsTheOthersElements() throws {
        let store = makeStore(3)
        let graph = ViewGraph(TodoRows(store: store))
        let rows = graph.allElements.filter { $0.role == .row }
        #expect(rows.count == 3)
        let keptIDs = [rows[0].id, rows[2].id]
        let changes = try #require(graph.send(.delete, to: rows[1].id))
        #expect(store.items.map(\.title) == ["Todo 0", "Todo 2"])
        #expect(changes.removed.contains(rows[1].id))
        let remaining = graph.allElements.filter { $0.role == .row }.map(\.id)
        #expect(remaining == keptIDs)
        #expect(changes.created.isEmpty)
    }

    @Test func reorderingMovesRowsWithoutRecreatingThem() {
        let store = makeStore(3)
        let graph = ViewGraph(TodoRows(store: store))
        let before = graph.allElements.filter { $0.role == .row }.map(\.id)
        store.items.reverse()
        let changes = graph.update()
        let after = graph.allElements.filter { $0.role == .row }.map(\.id)
        #expect(after == before.reversed())
        #expect(changes.created.isEmpty && changes.removed.isEmpty)
        #expect(changes.reorderedParents.count == 1)
    }

    @Test func aRowWhoseInputsAreTheSameIsNotEvaluatedAgain() throws {
        let store = makeStore(4)
        let graph = ViewGraph(CountedRows(store: store))
        RowClosureCalls.count = 0
        store.add("New")
        graph.update()
        // The list re-ran: only the new row's closure ran, the others kept their output.
        #expect(RowClosureCalls.count == 1)
        #expect(graph.texts == ["Mark", "Todo 0", "Todo 1", "Todo 2", "Todo 3", "New", ""])
        store.items.swapAt(0, 1)
        graph.update()
        // Rows that only moved keep their output too.
        #expect(RowClosureCalls.count == 1)
        #expect(graph.texts == ["Mark", "Todo 1", "Todo 0", "Todo 2", "Todo 3", "New", ""])
    }

    @Test func aRowWhoseClosureCapturesChangedStateIsEvaluatedAgain() throws {
        let store = makeStore(2)
        let graph = ViewGraph(CountedRows(store: store, capturesPrefix: true))
        RowClosureCalls.count = 0
        let button = try #require(graph.allElements.first { $0.role == .button })
        graph.send(.tap, to: button.id)
        #expect(RowClosureCalls.count == 2)
        #expect(graph.texts == ["Mark", "*Todo 0", "*Todo 1", "*"])
    }
}
