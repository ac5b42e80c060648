import Testing
import ObservatoryUI

/// `.searchSuggestions`, `.searchCompletion` and `.searchScopes`.
@MainActor
@Suite("Search suggestions and scopes")
struct SearchSuggestionTests {
    enum Scope: Hashable { case all, unread }

    @Observable final class Search {
        var query = ""
        var scope = Scope.all
    }

    struct Screen: View {
        let search: Search
        var body: some View {
            List { Text("Results for \(search.query)") }
                .searchable(text: Bindable(search).query)
                .searchSuggestions {
                    Text("Swift").searchCompletion("swift")
                    Text("SwiftUI").searchCompletion("swiftui")
                }
                .searchScopes(Bindable(search).scope) {
                    Text("All").tag(Scope.all)
                    Text("Unread").tag(Scope.unread)
                }
        }
    }

    @Test func suggestionsAndScopesShowWhileSearchingAndACompletionFillsTheField() throws {
        let search = Search()
        let graph = ViewGraph(Screen(search: search))
        #expect(!graph.texts.contains("Swift"))
        #expect(!graph.allElements.contains { $0.role == .picker })
        search.query = "sw"
        graph.update()
        #expect(graph.texts.contains("Swift") && graph.texts.contains("SwiftUI"))
        let picker = try #require(graph.allElements.first { $0.role == .picker })
        #expect(picker["style"] == "segmented")
        graph.tap("SwiftUI")
        #expect(search.query == "swiftui")
        graph.send(.select(1), to: picker.id)
        #expect(search.scope == .unread)
    }
}
