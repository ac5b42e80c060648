import ObservatoryTesting
import ObservatoryUI
import Testing

@Observable final class SearchModel {
    var query = ""
    var submitted: [String] = []
    var archived = 0
}

/// Its body never reads the query: only the search field does.
struct QuietSearchScreen: View {
    let model: SearchModel

    var body: some View {
        @Bindable var model = model
        VStack {
            Text("Results")
        }
        .searchable(text: $model.query, prompt: "Find a habit")
        .onSubmit(of: .search) { model.submitted.append(model.query) }
    }
}

struct ArchivableRow: View {
    let model: SearchModel

    var body: some View {
        Text("Row")
            .swipeActions(edge: .leading, allowsFullSwipe: false) {
                Button("Archive") { model.archived += 1 }
                Button("Pin") {}
            }
    }
}

@MainActor
@Suite("Searchable and swipe actions")
struct SearchAndSwipeTests {
    @Test func theSearchFieldFollowsItsBindingByItself() throws {
        let model = SearchModel()
        let host = ViewHost(QuietSearchScreen(model: model))
        let search = try host.find(label: "Find a habit")
        #expect(search.role == .searchable)
        #expect(search["prompt"] == "Find a habit")
        #expect(search.children.map(\.role) == [.stack])

        model.query = "walk"
        host.update()
        #expect(search["text"] == "walk")
        // Only the field's attributes were recomputed: no body ran.
        #expect(host.bodyCount(of: QuietSearchScreen.self) == 1)

        try host.type("run", into: "Find a habit")
        #expect(model.query == "run")
        try host.submit("Find a habit")
        #expect(model.submitted == ["run"])
    }

    @Test func swipeActionsCarryTheirEdgeAndButtons() throws {
        let model = SearchModel()
        let host = ViewHost(ArchivableRow(model: model))
        let swipe = try host.find(.role(.swipeActions))
        #expect(swipe["edge"] == "leading")
        #expect(swipe["allowsFullSwipe"] == "false")
        #expect(swipe.children.first?["text"] == "Row")
        let actions = try #require(swipe.children.last)
        #expect(actions["name"] == "actions")
        #expect(actions.children.count == 2)
        try host.tap("Archive")
        #expect(model.archived == 1)
    }
}
