import ObservatoryTesting
import Testing
@testable import ObservatoryUI

@MainActor
@Suite("A ForEach element that yields several views gives several rows")
struct ForEachRowsTests {
    @Observable final class Meditations {
        var titles = ["Meditate", "Stretch"]
    }

    /// The shape of the app in the issue: a link and a divider per element.
    struct Rows: View {
        let store: Meditations
        var body: some View {
            NavigationStack {
                List {
                    ForEach(store.titles, id: \.self) { title in
                        NavigationLink(title) { Text("Detail of \(title)") }
                        Divider()
                    }
                    .onDelete { store.titles.remove(atOffsets: $0) }
                }
            }
        }
    }

    @Test func eachViewOfAnElementIsARowThatDeletesTheElement() throws {
        let store = Meditations()
        let host = ViewHost(Rows(store: store))
        let list = try #require(host.all(role: .list).first)
        #expect(list.children.map(\.role) == [.row, .row, .row, .row])
        #expect(list.children.map { $0.children.first?.role } == [.navigationLink, .divider, .navigationLink, .divider])
        // Deleting the divider row of "Meditate" deletes "Meditate" and both its rows.
        _ = try host.send(.delete, to: list.children[1])
        #expect(store.titles == ["Stretch"])
        #expect(list.children.map { $0.children.first?.role } == [.navigationLink, .divider])
    }

    @Test func aRowThatChangesItsNumberOfViewsRelaysTheList() throws {
        struct Toggling: View {
            let store: Meditations
            @State var expanded = false
            var body: some View {
                List {
                    ForEach(store.titles, id: \.self) { title in
                        Text(title)
                        if expanded { Text("More about \(title)") }
                    }
                    .onDelete { store.titles.remove(atOffsets: $0) }
                    Button("Expand") { expanded.toggle() }
                }
            }
        }
        let host = ViewHost(Toggling(store: Meditations()))
        let list = try #require(host.all(role: .list).first)
        #expect(list.children.count == 3)
        try host.tap("Expand")
        #expect(list.children.map(\.role) == [.row, .row, .row, .row, .button])
        #expect(host.all(role: .text).compactMap { $0["text"] }.prefix(4) == [
            "Meditate", "More about Meditate", "Stretch", "More about Stretch",
        ])
    }

    @Test func withoutRowActionsTheViewsAreRowsOfTheListAsTheyAre() throws {
        struct Plain: View {
            var body: some View {
                List {
                    ForEach(["a", "b"], id: \.self) { letter in
                        Text(letter)
                        Divider()
                    }
                }
            }
        }
        let host = ViewHost(Plain())
        let list = try #require(host.all(role: .list).first)
        #expect(list.children.map(\.role) == [.text, .divider, .text, .divider])
    }

    @Observable final class Editing {
        var isEditable = false
        var disappeared: [String] = []
    }

    struct ToggledActions: View {
        let editing: Editing
        var body: some View {
            List {
                ForEach(["a", "b"], id: \.self) { title in
                    Text(title).onDisappear { editing.disappeared.append(title) }
                }
                .onDelete(perform: editing.isEditable ? { _ in } : nil)
            }
        }
    }

    @Test func rowsWhoseActionsComeOrGoAreMadeAgainAndTheOldOnesUnmount() throws {
        let editing = Editing()
        let host = ViewHost(ToggledActions(editing: editing))
        let list = try #require(host.all(role: .list).first)
        #expect(list.children.map(\.role) == [.text, .text])
        editing.isEditable = true
        host.update()
        #expect(list.children.map(\.role) == [.row, .row])
        // The rows without actions left: their views disappeared.
        #expect(editing.disappeared == ["a", "b"])
    }
}
