// The Todos example (Examples/Todos) in a headless ViewHost: article 000's
// to-do list (§4.2) and master–detail split view (§4.4).
import ObservatoryTesting
import ObservatoryUI
import Testing
@testable import Todos

@MainActor
@Suite("Todos example")
struct TodosTests {
    /// The titles of the navigation links, in reading order.
    private func linkTitles(_ host: ViewHost) -> [String] {
        host.all(role: .navigationLink).map { link in
            link.descendants().compactMap { $0.role == .text ? $0["text"] : nil }.joined()
        }
    }

    /// The list with "Milk" and "Bread" added through the field and the button.
    private func listWithTwoTodos() throws -> ViewHost {
        let host = ViewHost(TodoListView())
        for title in ["Milk", "Bread"] {
            try host.type(title, into: "New to-do")
            try host.tap("Add")
        }
        return host
    }

    @Test func addingAppendsARowAndClearsTheField() throws {
        let host = try listWithTwoTodos()
        #expect(linkTitles(host) == ["Milk", "Bread"])
        #expect(try host.find(.label("New to-do").role(.textField))["value"] == "")
        // An empty title adds nothing (the article's guard).
        try host.tap("Add")
        #expect(host.all(role: .navigationLink).count == 2)
    }

    @Test func editingInTheDetailReRunsOnlyThatRow() throws {
        let host = try listWithTwoTodos()
        try host.tap("Milk")
        #expect(try host.find(.role(.screen).last)["title"] == "Edit")
        #expect(try host.find(.label("Title").role(.textField))["value"] == "Milk")

        let rename = try host.measure { try host.type("Oat milk", into: "Title") }
        // The row that reads this to-do's title ran again; nothing else did.
        #expect(rename.viewTypes == ["ForEach row"])
        #expect(rename.evaluations.count == 1)
        #expect(rename.evaluations.allSatisfy { record in record.causes.allSatisfy { $0.isChange(of: \Todo.title) } })

        // No body reads `done`: toggling it re-runs none, and the switch still follows the model.
        let done = try host.measure { try host.toggle("Done") }
        #expect(done.evaluations.isEmpty)
        #expect(try host.find(.label("Done").role(.toggle))["isOn"] == "true")

        // Back on the list, the row shows the new title.
        try host.send(.pop, to: .role(.screen).last)
        #expect(host.all(role: .screen).count == 1)
        #expect(linkTitles(host) == ["Oat milk", "Bread"])
    }

    @Test func deletingARowRemovesTheTodo() throws {
        let host = try listWithTwoTodos()
        try host.delete(row: "Milk")
        #expect(linkTitles(host) == ["Bread"])
        #expect(!host.contains(text: "Milk"))
    }

    @Test func theSplitViewShowsTheSelectedTodoAndEditsIt() async throws {
        let host = ViewHost(MasterDetailView())
        try await host.settle(timeout: .seconds(60))
        #expect(linkTitles(host) == ["Read", "Walk"])
        #expect(host.contains(text: "Select an item"))

        try host.tap("Read")
        #expect(try host.find(.label("Title").role(.textField))["value"] == "Read")
        let rename = try host.measure { try host.type("Read a book", into: "Title") }
        #expect(rename.viewTypes == ["ForEach row"])
        #expect(linkTitles(host) == ["Read a book", "Walk"])

        // Another selection replaces the detail instead of stacking on it.
        try host.tap("Walk")
        #expect(try host.find(.label("Title").role(.textField))["value"] == "Walk")
        let detail = try host.find(.role(.navigationStack).filter("detail column") { $0["column"] == "detail" })
        #expect(detail["depth"] == "1")
    }

    @Test func theRootSwitchesBetweenTheTwoScreens() async throws {
        let host = ViewHost(app: TodosApp())
        #expect(host.windowTitle == "To-Dos")
        #expect(host.exists(.label("New to-do")))
        try host.pick("Split view", in: "Screen")
        try await host.settle(timeout: .seconds(60))
        #expect(host.exists(.role(.navigationSplitView)))
        #expect(linkTitles(host) == ["Read", "Walk"])
        try host.pick("List", in: "Screen")
        #expect(host.exists(.label("New to-do")))
        #expect(!host.exists(.role(.navigationSplitView)))
    }
}
