import ObservatoryTesting
import Testing
@testable import ObservatoryUI

@MainActor
@Suite("Edit mode, moving rows, and bindings to elements")
struct ListEditingModeTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    struct Editor: View {
        @State var items = (1...4).map { Item(id: $0, title: "Item \($0)") }
        @Environment(\.editMode) private var editMode
        var body: some View {
            VStack {
                EditButton()
                Text(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing")
                List {
                    ForEach($items) { $item in
                        TextField("Title", text: $item.title)
                    }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
                Text(items.map(\.title).joined(separator: ","))
            }
        }
    }

    @Test func editButtonSwitchesTheWindowsEditMode() throws {
        let host = ViewHost(Editor())
        let list = try #require(host.all(role: .list).first)
        #expect(host.contains(text: "not editing"))
        #expect(list["editing"] == nil)
        try host.tap("Edit")
        #expect(host.contains(text: "editing"))
        #expect(list["editing"] == "true")
        try host.tap("Done")
        #expect(list["editing"] == nil)
    }

    @Test func aMoveEventMovesTheElementBeforeTheOffsetGiven() throws {
        let host = ViewHost(Editor())
        let rows = try #require(host.all(role: .list).first).children
        #expect(rows.map { $0["movable"] } == ["true", "true", "true", "true"])
        #expect(rows.map { $0["offset"] } == ["0", "1", "2", "3"])
        _ = try host.send(.move(toOffset: 3), to: rows[0])
        #expect(host.contains(text: "Item 2,Item 3,Item 1,Item 4"))
        let moved = try #require(host.all(role: .list).first).children
        #expect(moved.map { $0["offset"] } == ["0", "1", "2", "3"])
        // Moving before itself, or past the end, changes nothing.
        _ = try host.send(.move(toOffset: 0), to: moved[0])
        #expect(host.contains(text: "Item 2,Item 3,Item 1,Item 4"))
        _ = try? host.send(.move(toOffset: 9), to: moved[0])
        #expect(host.contains(text: "Item 2,Item 3,Item 1,Item 4"))
    }

    @Test func aBindingToAnElementFollowsItWhereverItMoves() throws {
        let host = ViewHost(Editor())
        let rows = try #require(host.all(role: .list).first).children
        _ = try host.send(.move(toOffset: 4), to: rows[0])
        // "Item 1" is now last; its field still edits it.
        let field = try #require(host.all(role: .textField).last)
        #expect(field["value"] == "Item 1")
        _ = try host.send(.input("First"), to: field)
        #expect(host.contains(text: "Item 2,Item 3,Item 4,First"))
    }

    @Test func writingThroughTheBindingOfARemovedElementChangesNothing() {
        var items = [Item(id: 1, title: "a"), Item(id: 2, title: "b")]
        let binding = Binding(get: { items }, set: { items = $0 })
        let elements = BoundElements(binding) { $0.id }
        let second = elements[elements.index(after: elements.startIndex)]
        items.removeLast()
        second.wrappedValue = Item(id: 2, title: "changed")
        #expect(items == [Item(id: 1, title: "a")])
        #expect(second.wrappedValue.title == "b", "it reads the last value it saw")
    }
}
