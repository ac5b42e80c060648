import ObservatoryTesting
import ObservatoryUI
import Testing

@Observable final class SheetModel {
    var showEditor = false
    var dismissals = 0
    var selected: SheetItem?
}

struct SheetItem: Identifiable {
    let id: Int
    let name: String
}

struct EditorSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var edits = 0

    var body: some View {
        VStack {
            Text("Edits: \(edits)")
            Button("Edit") { edits += 1 }
            Button("Close") { dismiss() }
        }
    }
}

struct SheetScreen: View {
    @Bindable var model: SheetModel

    var body: some View {
        VStack {
            Button("Open") { model.showEditor = true }
            Text("Dismissed \(model.dismissals)")
        }
        .sheet(isPresented: $model.showEditor, onDismiss: { model.dismissals += 1 }) {
            EditorSheet()
        }
    }
}

struct ItemSheetScreen: View {
    @Bindable var model: SheetModel

    var body: some View {
        Text("Items")
            .sheet(item: $model.selected, onDismiss: { model.dismissals += 1 }) { item in
                VStack {
                    Text("Item \(item.name)")
                    EditorSheet()
                }
            }
    }
}

/// A pushed screen that closes itself, and a sheet on it.
struct DismissingStack: View {
    @Bindable var model: SheetModel

    var body: some View {
        NavigationStack {
            NavigationLink("Details") { DismissingDetail(model: model) }
                .navigationTitle("Root")
        }
    }
}

struct DismissingDetail: View {
    @Bindable var model: SheetModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("Back") { dismiss() }
            Button("Open") { model.showEditor = true }
        }
        .sheet(isPresented: $model.showEditor) { EditorSheet() }
        .navigationTitle("Details")
    }
}

@MainActor
@Suite("Sheets and dismiss")
struct SheetTests {
    func sheetSlot(_ host: ViewHost) -> Element? {
        try? host.find(.role(.slot).filter("named sheet") { $0["name"] == "sheet" })
    }

    @Test func presentingShowsTheContentInASheetSlot() throws {
        let model = SheetModel()
        let host = ViewHost(SheetScreen(model: model))
        let sheet = try host.find(.role(.sheet))
        #expect(sheet["isPresented"] == "false")
        #expect(sheet.children.map(\.role) == [.stack])
        #expect(sheetSlot(host) == nil)
        #expect(!host.contains(text: "Edits: 0"))

        try host.tap("Open")
        #expect(sheet["isPresented"] == "true")
        #expect(sheet.children.map(\.role) == [.stack, .slot])
        let slot = try #require(sheetSlot(host))
        #expect(slot.descendants().contains { $0["text"] == "Edits: 0" })
        // The sheet has its own state.
        try host.tap("Edit")
        try host.tap("Edit")
        #expect(host.contains(text: "Edits: 2"))
    }

    @Test func environmentDismissClosesTheSheetAndRunsOnDismiss() throws {
        let model = SheetModel()
        let host = ViewHost(SheetScreen(model: model))
        try host.tap("Open")
        try host.tap("Edit")
        try host.tap("Close")
        #expect(!model.showEditor)
        #expect(sheetSlot(host) == nil)
        #expect(model.dismissals == 1)
        #expect(host.contains(text: "Dismissed 1"))
        // Presented again, the sheet starts over.
        try host.tap("Open")
        #expect(host.contains(text: "Edits: 0"))
    }

    @Test func theDismissEventAndTheBindingDismissToo() throws {
        let model = SheetModel()
        let host = ViewHost(SheetScreen(model: model))
        let sheet = try host.find(.role(.sheet))
        #expect(throws: ViewHostError.self) { try host.send(.dismiss, to: sheet) }

        try host.tap("Open")
        try host.send(.dismiss, to: sheet)
        #expect(!model.showEditor)
        #expect(sheetSlot(host) == nil)
        #expect(model.dismissals == 1)

        model.showEditor = true
        host.update()
        #expect(sheetSlot(host) != nil)
        model.showEditor = false
        host.update()
        #expect(sheetSlot(host) == nil)
        #expect(model.dismissals == 2)
    }

    @Test func itemSheetShowsTheItem() throws {
        let model = SheetModel()
        let host = ViewHost(ItemSheetScreen(model: model))
        let sheet = try host.find(.role(.sheet))
        #expect(sheet["isPresented"] == "false")

        model.selected = SheetItem(id: 1, name: "Milk")
        host.update()
        #expect(sheet["isPresented"] == "true")
        #expect(try #require(sheetSlot(host)).descendants().contains { $0["text"] == "Item Milk" })
        try host.tap("Edit")
        #expect(host.contains(text: "Edits: 1"))

        // Another item: new content, its state starts over.
        model.selected = SheetItem(id: 2, name: "Eggs")
        host.update()
        #expect(host.contains(text: "Item Eggs"))
        #expect(host.contains(text: "Edits: 0"))
        #expect(model.dismissals == 1)

        try host.tap("Close")
        #expect(model.selected == nil)
        #expect(sheetSlot(host) == nil)
        #expect(model.dismissals == 2)
    }

    @Test func dismissPopsAPushedScreenAndClosesOnlyTheInnermostSheet() throws {
        let model = SheetModel()
        let host = ViewHost(DismissingStack(model: model))
        try host.tap("Details")
        #expect(host.all(role: .screen).map { $0["title"] } == ["Root", "Details"])

        // Inside a sheet on the pushed screen, dismiss closes the sheet only.
        try host.tap("Open")
        try host.tap("Close")
        #expect(!model.showEditor)
        #expect(host.all(role: .screen).count == 2)

        // On the screen itself, dismiss pops it.
        try host.tap("Back")
        #expect(host.all(role: .screen).map { $0["title"] } == ["Root"])
    }

    @Test func dismissOutsideAnyPresentationDoesNothing() throws {
        let host = ViewHost(EditorSheet())
        try host.tap("Edit")
        try host.tap("Close")
        #expect(host.contains(text: "Edits: 1"))
    }
}
