import ObservatoryTesting
import ObservatoryUI
import Testing

/// Toolbar content of its own, with state and an environment value.
struct TapCounterToolbar: ToolbarContent {
    @State private var taps = 0
    @Environment(\.isEnabled) private var isEnabled

    var body: some ToolbarContent {
        ToolbarItem(placement: .status) {
            Button("Taps \(taps)") { taps += 1 }
        }
        if isEnabled {
            ToolbarItem(placement: .primaryAction) { Text("Enabled") }
        }
    }
}

@Observable final class ToolbarModel {
    var editing = false
    var saves = 0
}

struct ToolbarScreen: View {
    @Bindable var model: ToolbarModel

    var body: some View {
        Text("Body")
            .toolbar {
                if model.editing {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { model.editing = false } }
                } else {
                    ToolbarItem(placement: .primaryAction) { Button("Edit") { model.editing = true } }
                }
                ToolbarItem(id: "save", placement: .topBarTrailing) { Button("Save") { model.saves += 1 } }
                TapCounterToolbar()
            }
    }
}

struct PlainToolbarScreen: View {
    var body: some View {
        Text("Body")
            .toolbar {
                Button("One") {}
                Text("Two")
            }
    }
}

@MainActor
@Suite("Toolbar")
struct ToolbarTests {
    func items(_ host: ViewHost) throws -> [Element] {
        try host.find(.role(.toolbar)).children.filter { $0.role == .slot }
    }

    @Test func itemsBecomeSlotsAfterTheContent() throws {
        let model = ToolbarModel()
        let host = ViewHost(ToolbarScreen(model: model))
        let toolbar = try host.find(.role(.toolbar))
        #expect(toolbar.children.first?["text"] == "Body")
        #expect(try items(host).map { $0["name"] } == Array(repeating: "toolbarItem", count: 4))
        #expect(try items(host).map { $0["placement"] } == ["primaryAction", "topBarTrailing", "status", "primaryAction"])
        #expect(try items(host)[1]["id"] == "save")

        try host.tap("Edit")
        #expect(model.editing)
        #expect(try items(host).map { $0["placement"] } == ["confirmationAction", "topBarTrailing", "status", "primaryAction"])
        try host.tap("Done")
        #expect(!model.editing)
        try host.tap("Save")
        #expect(model.saves == 1)
    }

    @Test func customToolbarContentKeepsItsState() throws {
        let model = ToolbarModel()
        let host = ViewHost(ToolbarScreen(model: model))
        try host.tap("Taps 0")
        try host.tap("Taps 1")
        #expect(host.contains(text: "Taps 2"))
        // The state survives the screen's re-render.
        try host.tap("Edit")
        #expect(host.contains(text: "Taps 2"))
        #expect(host.contains(text: "Enabled"))

        let disabled = ViewHost(ToolbarScreen(model: ToolbarModel()).disabled(true))
        #expect(!disabled.contains(text: "Enabled"))
    }

    @Test func plainViewsAreAutomaticItems() throws {
        let host = ViewHost(PlainToolbarScreen())
        let items = try items(host)
        #expect(items.map { $0["placement"] } == ["automatic", "automatic"])
        #expect(items[0].children.map(\.role) == [.button])
        #expect(items[1].children.first?["text"] == "Two")

        // A single view, or a single item, is one slot too.
        let single = ViewHost(Text("Body").toolbar { Button("Only") {} })
        #expect(try single.find(.role(.toolbar)).children.map(\.role) == [.text, .slot])
        let item = ViewHost(Text("Body").toolbar { ToolbarItem(placement: .keyboard) { Text("Keys") } })
        #expect(try item.find(.role(.toolbar)).children.last?["placement"] == "keyboard")
    }
}
