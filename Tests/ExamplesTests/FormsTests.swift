// The Forms example (Examples/Forms) in a headless ViewHost: article 000's
// form patterns (§3.3, §4.1, §4.3, §4.5, §4.6) and article 002's settings
// shared through the environment.
import ObservatoryTesting
import ObservatoryUI
import Testing
@testable import Forms

@MainActor
@Suite("Forms example")
struct FormsTests {
    // MARK: §4.1 AccountForm

    @Test func createAccountIsEnabledOnlyWhileTheAccountIsValid() throws {
        let host = ViewHost(AccountForm())
        let create = ElementQuery.label("Create Account").role(.button)
        #expect(try host.find(create)["disabled"] == "true")
        #expect(try host.find(.label("Email").role(.textField))["keyboardType"] == "emailAddress")

        try host.type("ada@example.com", into: "Email")
        #expect(try host.find(create)["disabled"] == "true")   // no password yet
        try host.type("1234567", into: "Password (8+)")
        #expect(try host.find(create)["disabled"] == "true")   // seven characters
        let eighth = try host.measure { try host.append("8", to: "Password (8+)") }
        #expect(try host.find(create)["disabled"] == nil)
        // Only the form's body reads isValid.
        #expect(eighth.viewTypes == ["AccountForm"])
        try host.tap("Create Account")

        try host.type("ada.example.com", into: "Email")
        #expect(try host.find(create)["disabled"] == "true")
        #expect(throws: ViewHostError.self) { try host.tap("Create Account") }
    }

    // MARK: §3.3 SettingsForm

    @Test func theSettingsFormEditsItsModelThroughALocalBindable() throws {
        let host = ViewHost(SettingsForm())
        #expect(try host.find(.label("Notifications").role(.toggle))["isOn"] == "true")
        try host.type("lee", into: "Username")
        try host.toggle("Notifications")
        #expect(try host.find(.label("Username").role(.textField))["value"] == "lee")
        #expect(try host.find(.label("Notifications").role(.toggle))["isOn"] == "false")
    }

    // MARK: §4.3 PeopleView

    @Test func peopleAreSortedSearchedAndReversed() async throws {
        let host = ViewHost(PeopleView())
        try await host.settle(timeout: .seconds(60))
        #expect(host.texts == ["Choi", "Jung", "Kim", "Lee", "Park"])
        #expect(try host.find(.role(.picker))["style"] == "segmented")

        try host.pick("Z→A", in: "Sort")
        #expect(host.texts == ["Park", "Lee", "Kim", "Jung", "Choi"])

        // Case-insensitive search, still in the chosen order.
        try host.type("K", into: "Search")
        #expect(host.texts == ["Park", "Kim"])
        try host.pick("A→Z", in: "Sort")
        #expect(host.texts == ["Kim", "Park"])
        try host.type("zz", into: "Search")
        #expect(host.texts.isEmpty)
    }

    // MARK: §4.5 LabeledToggle

    @Test func theLabeledToggleWritesThroughItsBinding() throws {
        let host = ViewHost(NotificationsView())
        #expect(host.contains(text: "Notifications are on"))
        let flip = try host.measure { try host.toggle("Send notifications") }
        #expect(host.contains(text: "Notifications are off"))
        #expect(try host.find(.label("Send notifications").role(.toggle))["isOn"] == "false")
        // The owner reads the value; LabeledToggle's inputs (a title and a
        // binding to the same property) are unchanged, so its body does not run.
        #expect(flip.viewTypes == ["NotificationsView"])
    }

    // MARK: §4.6 NotesView

    @Test func notesSaveToAppStorageAndLoadBack() throws {
        let suite = "observatory.forms.tests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let host = ViewHost(NotesView().defaultAppStorage(defaults))

        for note in ["Buy milk", "Call Kim"] {
            try host.type(note, into: "New note")
            try host.tap("Add")
        }
        #expect(host.texts == ["Add", "Buy milk", "Call Kim", "Save", "Load"])
        try host.tap("Save")
        let saved = try #require(defaults.data(forKey: "notes.json"))
        #expect(try JSONDecoder().decode(NotesStore.self, from: saved).notes == ["Buy milk", "Call Kim"])

        // Notes added after the save are dropped by Load, which restores the saved ones.
        try host.type("Draft", into: "New note")
        try host.tap("Add")
        #expect(host.contains(text: "Draft"))
        try host.tap("Load")
        #expect(host.texts == ["Add", "Buy milk", "Call Kim", "Save", "Load"])
    }

    @Test func notesLoadWhatAnotherWindowSaved() throws {
        let suite = "observatory.forms.tests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let writer = ViewHost(NotesView().defaultAppStorage(defaults))
        try writer.type("Shared", into: "New note")
        try writer.tap("Add")
        try writer.tap("Save")

        let reader = ViewHost(NotesView().defaultAppStorage(defaults))
        #expect(!reader.contains(text: "Shared"))
        try reader.tap("Load")
        #expect(reader.contains(text: "Shared"))
    }

    // MARK: Article 002: settings in the environment

    @Test func theDarkModeToggleWritesTheSharedSettings() throws {
        let app = MyApp()
        let first = ViewHost(app: app)
        let second = ViewHost(app: app)
        for host in [first, second] {
            try host.tap("Shared settings")
        }
        #expect(try second.find(.label("Dark Mode").role(.toggle))["isOn"] == "false")
        try first.toggle("Dark Mode")
        #expect(try first.find(.label("Dark Mode").role(.toggle))["isOn"] == "true")
        // The App owns the settings in @State: every window reads the same object.
        second.update()
        #expect(try second.find(.label("Dark Mode").role(.toggle))["isOn"] == "true")
    }

    @Test func everyPatternIsReachableFromTheRoot() throws {
        let host = ViewHost(app: MyApp())
        let screens = [
            ("Account form", "Create Account"), ("Settings form", "Username"), ("People search", "Search"),
            ("Labeled toggle", "Send notifications"), ("Notes", "New note"), ("Shared settings", "Dark Mode"),
        ]
        for (link, control) in screens {
            try host.tap(link)
            #expect(host.exists(.label(control)), "\(link) shows \(control)")
            try host.send(.pop, to: .role(.screen).last)
            #expect(host.all(role: .screen).count == 1)
        }
    }
}
