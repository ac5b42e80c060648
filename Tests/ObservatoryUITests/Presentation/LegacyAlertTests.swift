import ObservatoryTesting
import ObservatoryUI
import Testing

/// An alert and an action sheet in the value form before iOS 15.
struct LegacyAlertScreen: View {
    @Bindable var model: PresentationModel
    /// How many times the alert's content closure ran.
    let built: Counter

    var body: some View {
        VStack {
            Button("Delete") { model.showAlert = true }
            Button("Options") { model.showDialog = true }
            Text("Deleted \(model.deletions) times")
        }
        .alert(isPresented: $model.showAlert) {
            built.value += 1
            return Alert(
                title: Text("Delete everything?"), message: Text("This cannot be undone."),
                primaryButton: .destructive(Text("Delete all")) { model.deletions += 1 },
                secondaryButton: .cancel())
        }
        .actionSheet(isPresented: $model.showDialog) {
            ActionSheet(title: Text("Sort by"), buttons: [
                .default(Text("Name")) { model.pending = "name" },
                .default(Text("Date")) { model.pending = "date" },
                .cancel(),
            ])
        }
    }
}

/// An alert about an item, shown while the item is set.
struct LegacyItemAlert: View {
    struct Failure: Identifiable { let id: String }
    @State private var failure: Failure?

    var body: some View {
        Button("Fail") { failure = Failure(id: "disk full") }
            .alert(item: $failure) { failure in
                Alert(title: Text("Couldn't save"), message: Text(failure.id))
            }
    }
}

@MainActor final class Counter { var value = 0 }

@MainActor
@Suite("Alerts and action sheets as values (before iOS 15)")
struct LegacyAlertTests {
    func slots(of element: Element) -> [String] {
        element.children.filter { $0.role == .slot }.compactMap { $0["name"] }
    }

    @Test func anAlertValueShowsItsButtonsAndMessageAndBuildsOnlyWhilePresented() throws {
        let model = PresentationModel()
        let built = Counter()
        let host = ViewHost(LegacyAlertScreen(model: model, built: built))
        let alert = try host.find(.role(.alert))
        #expect(alert["isPresented"] == "false")
        #expect(slots(of: alert).isEmpty)
        #expect(built.value == 0)

        try host.tap("Delete")
        #expect(alert["title"] == "Delete everything?")
        #expect(alert["isPresented"] == "true")
        #expect(slots(of: alert) == ["actions", "message"])
        #expect(host.contains(text: "This cannot be undone."))
        #expect(try host.find(label: "Delete all")["role"] == "destructive")
        #expect(try host.find(label: "Cancel")["role"] == "cancel")
        #expect(built.value >= 1)

        try host.tap("Delete all")
        #expect(model.deletions == 1)
        #expect(!model.showAlert)
        #expect(slots(of: alert).isEmpty)
    }

    @Test func anAlertWithoutButtonsHasOK() throws {
        let host = ViewHost(LegacyItemAlert())
        let alert = try host.find(.role(.alert))
        #expect(slots(of: alert).isEmpty)
        try host.tap("Fail")
        #expect(alert["title"] == "Couldn't save")
        #expect(host.contains(text: "disk full"))
        try host.tap("OK")
        #expect(slots(of: alert).isEmpty, "dismissing sets the item to nil")
        #expect(alert["isPresented"] == "false")
    }

    @Test func anActionSheetIsAConfirmationDialogWithItsTitleShown() throws {
        let model = PresentationModel()
        let host = ViewHost(LegacyAlertScreen(model: model, built: Counter()))
        let dialog = try host.find(.role(.confirmationDialog))
        #expect(slots(of: dialog).isEmpty)
        try host.tap("Options")
        #expect(dialog["title"] == "Sort by")
        #expect(dialog["titleVisibility"] == "visible")
        #expect(slots(of: dialog) == ["actions"], "no message given, no message slot")
        #expect(try host.find(label: "Cancel")["role"] == "cancel")
        try host.tap("Date")
        #expect(model.pending == "date")
        #expect(!model.showDialog)
    }
}
