import Foundation
import Testing
import ObservatoryUI

@Observable final class Chore: Identifiable {
    let id: Int
    var title: String
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable final class ChoreStore {
    var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry")]
    var names = ["Kim", "Lee"]
    func remove(at offsets: IndexSet) { chores.remove(atOffsets: offsets) }
}

struct ChoreList: View {
    let store: ChoreStore
    var body: some View {
        List {
            Section("Chores") {
                ForEach(store.chores) { chore in
                    Text(chore.title)
                }
                .onDelete(perform: store.remove)
            }
            Section {
                Text("Body")
            } header: {
                Text("Header")
            } footer: {
                Text("Footer")
            }
            Section(footer: Text("Only a footer")) {
                Divider()
            }
        }
        .listStyle(.insetGrouped)
    }
}

struct DataLists: View {
    let store: ChoreStore
    var body: some View {
        VStack {
            List(store.chores) { chore in Text(chore.title) }
            List(store.names, id: \.self, rowContent: Text.init)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack { Text("a"); Spacer(minLength: 8); Text("b") }
            }
            ScrollView { Spacer() }
            Form { Toggle("On", isOn: .constant(true)) }
        }
    }
}

@MainActor
@Suite struct ContainerTests {
    @Test func listWithSectionsHasSlotsAndRows() throws {
        let graph = ViewGraph(ChoreList(store: ChoreStore()))
        #expect(graph.rootElement.textTree() == """
            root
              list listStyle=insetGrouped
                section
                  slot name=header
                    text "Chores"
                  row deletable=true
                    text "Dishes"
                  row deletable=true
                    text "Laundry"
                section
                  slot name=header
                    text "Header"
                  text "Body"
                  slot name=footer
                    text "Footer"
                section
                  divider
                  slot name=footer
                    text "Only a footer"
            """)
    }

    @Test func deletingARowRunsOnDelete() throws {
        let store = ChoreStore()
        let graph = ViewGraph(ChoreList(store: store))
        let row = try #require(graph.rootElement.all(.row).first)
        let changes = try #require(graph.send(.delete, to: row.id))
        #expect(store.chores.map(\.title) == ["Laundry"])
        #expect(changes.removed.contains(row.id))
        #expect(graph.rootElement.all(.row).count == 1)
    }

    @Test func dataListsScrollViewsAndForms() throws {
        let graph = ViewGraph(DataLists(store: ChoreStore()))
        #expect(graph.rootElement.textTree() == """
            root
              stack alignment=center axis=vertical
                list
                  text "Dishes"
                  text "Laundry"
                list
                  text "Kim"
                  text "Lee"
                scroll axes=horizontal showsIndicators=false
                  stack alignment=center axis=horizontal
                    text "a"
                    spacer minLength=8
                    text "b"
                scroll axes=vertical
                  spacer
                form
                  toggle isOn=true
                    text "On"
            """)
    }

    @Test func listRowsFollowTheirData() throws {
        let store = ChoreStore()
        let graph = ViewGraph(DataLists(store: store))
        let list = try #require(graph.rootElement.all(.list).first)
        let first = try #require(list.children.first)
        store.chores[0].title = "Dusting"
        let changes = graph.update()
        #expect(changes.changedNames == [first.id: ["text"]])
        store.chores.append(Chore(id: 3, title: "Ironing"))
        graph.update()
        #expect(list.children.map { $0["text"] } == ["Dusting", "Laundry", "Ironing"])
    }
}
