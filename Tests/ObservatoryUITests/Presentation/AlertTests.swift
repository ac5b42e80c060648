import ObservatoryTesting
import ObservatoryUI
import Testing

@Observable final class PresentationModel {
    var showAlert = false
    var showDialog = false
    var deletions = 0
    var pending: String?
}

struct DeleteAllScreen: View {
    @Bindable var model: PresentationModel
    @State private var draft = ""

    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
            Button("Delete") { model.showAlert = true }
            Button("Touch") {}
            Text("Deleted \(model.deletions) times")
        }
        .alert("Delete everything?", isPresented: $model.showAlert) {
            Button("Delete all", role: .destructive) { model.deletions += 1 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

struct SavedNotice: View {
    @Bindable var model: PresentationModel
    var body: some View {
        Text("Saved")
            .alert("Saved", isPresented: $model.showAlert) {}
    }
}

struct PendingAlert: View {
    @Bindable var model: PresentationModel
    var body: some View {
        Text("List")
            .alert("Remove item?", isPresented: $model.showAlert, presenting: model.pending) { item in
                Button("Remove \(item)", role: .destructive) { model.deletions += 1 }
            } message: { item in
                Text("\(item) will be removed.")
            }
    }
}

struct DiscardDialog: View {
    @Bindable var model: PresentationModel
    var body: some View {
        Button("Discard…") { model.showDialog = true }
            .confirmationDialog("Discard the draft?", isPresented: $model.showDialog, titleVisibility: .visible) {
                Button("Discard", role: .destructive) { model.deletions += 1 }
            }
    }
}

@MainActor
@Suite("Alerts and confirmation dialogs")
struct AlertTests {
    func slots(of element: Element) -> [String] {
        element.children.filter { $0.role == .slot }.compactMap { $0["name"] }
    }

    @Test func notPresentedShowsOnlyTheContent() throws {
        let model = PresentationModel()
        let host = ViewHost(DeleteAllScreen(model: model))
        let alert = try host.find(.role(.alert))
        #expect(alert["title"] == "Delete everything?")
        #expect(alert["isPresented"] == "false")
        #expect(alert.children.map(\.role) == [.stack])
        #expect(!host.contains(text: "This cannot be undone."))
        #expect(!host.exists(.label("Delete all")))
    }

    @Test func presentingAddsTheActionsAndMessageSlots() throws {
        let model = PresentationModel()
        let host = ViewHost(DeleteAllScreen(model: model))
        let alert = try host.find(.role(.alert))
        let content = alert.children[0]
        try host.type("keep me", into: "Draft")
        try host.tap("Delete")
        #expect(model.showAlert)
        #expect(alert["isPresented"] == "true")
        #expect(slots(of: alert) == ["actions", "message"])
        // The content keeps its elements and state.
        #expect(alert.children[0] === content)
        #expect(try host.find(label: "Draft")["value"] == "keep me")
        let actions = alert.children[1]
        #expect(actions.children.map(\.role) == [.button, .button])
        #expect(actions.children.map { $0["role"] } == ["destructive", "cancel"])
        #expect(alert.children[2].descendants().contains { $0["text"] == "This cannot be undone." })
    }

    @Test func tappingAnActionRunsItThenDismisses() throws {
        let model = PresentationModel()
        let host = ViewHost(DeleteAllScreen(model: model))
        try host.tap("Delete")
        try host.tap("Delete all")
        #expect(model.deletions == 1)
        #expect(!model.showAlert)
        #expect(host.contains(text: "Deleted 1 times"))
        let alert = try host.find(.role(.alert))
        #expect(alert["isPresented"] == "false")
        #expect(slots(of: alert).isEmpty)

        try host.tap("Delete")
        try host.tap("Cancel")
        #expect(model.deletions == 1)
        #expect(!model.showAlert)
        // A button outside the alert's actions dismisses nothing.
        try host.tap("Delete")
        try host.tap("Touch")
        #expect(model.showAlert)
        #expect(slots(of: alert) == ["actions", "message"])
    }

    @Test func emptyActionsGetAnOKButtonThatDismisses() throws {
        let model = PresentationModel()
        model.showAlert = true
        let host = ViewHost(SavedNotice(model: model))
        let alert = try host.find(.role(.alert))
        #expect(slots(of: alert) == ["actions"])
        try host.tap("OK")
        #expect(!model.showAlert)
        #expect(alert.children.count == 1)
    }

    @Test func theDismissEventClearsTheBinding() throws {
        let model = PresentationModel()
        let host = ViewHost(DeleteAllScreen(model: model))
        let alert = try host.find(.role(.alert))
        // Nothing to dismiss while it is not presented.
        let error = #expect(throws: ViewHostError.self) { try host.send(.dismiss, to: alert) }
        #expect(error?.kind == .notHandled)

        model.showAlert = true
        host.update()
        #expect(slots(of: alert) == ["actions", "message"])
        try host.send(.dismiss, to: alert)
        #expect(!model.showAlert)
        #expect(model.deletions == 0)
        #expect(slots(of: alert).isEmpty)
    }

    @Test func presentingDataShowsOnlyWithData() throws {
        let model = PresentationModel()
        model.showAlert = true
        let host = ViewHost(PendingAlert(model: model))
        let alert = try host.find(.role(.alert))
        #expect(alert["isPresented"] == "false")
        #expect(slots(of: alert).isEmpty)

        model.pending = "Milk"
        host.update()
        #expect(alert["isPresented"] == "true")
        #expect(host.contains(text: "Milk will be removed."))
        try host.tap("Remove Milk")
        #expect(model.deletions == 1)
        #expect(!model.showAlert)
        #expect(slots(of: alert).isEmpty)
    }

    @Test func confirmationDialogBehavesLikeAnAlert() throws {
        let model = PresentationModel()
        let host = ViewHost(DiscardDialog(model: model))
        let dialog = try host.find(.role(.confirmationDialog))
        #expect(dialog["title"] == "Discard the draft?")
        #expect(dialog["titleVisibility"] == "visible")
        #expect(slots(of: dialog).isEmpty)
        try host.tap("Discard…")
        #expect(slots(of: dialog) == ["actions"])
        try host.tap("Discard")
        #expect(model.deletions == 1)
        #expect(!model.showDialog)
        #expect(slots(of: dialog).isEmpty)
    }
}
