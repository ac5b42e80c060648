import ObservatoryTesting
import ObservatoryUI
import Testing

@MainActor
@Suite struct HostInteractionTests {
    @Test func tappingUpdatesTheTree() throws {
        let host = ViewHost(HostCounterScreen())
        let label = try host.find(text: "Count: 0")
        let changes = try host.tap("Increment")
        #expect(label["text"] == "Count: 1")
        #expect(host.contains(text: "Count: 1"))
        #expect(changes.attributes[label.id]?["text"] == .some("Count: 1"))
        #expect(changes.created.isEmpty && changes.removed.isEmpty)
        try host.tap(.label("Increment"))
        try host.tap(host.find(label: "Increment"))
        #expect(host.contains(text: "Count: 3"))
    }

    @Test func typingIntoAFieldUpdatesTheModel() throws {
        let profile = HostProfile()
        let host = ViewHost(HostProfileForm(profile: profile))
        try host.type("Ada", into: "Name")
        #expect(profile.name == "Ada")
        #expect(try host.find(label: "Name")["value"] == "Ada")
        #expect(host.contains(text: "Hello, Ada"))

        try host.append(" Lovelace", to: "Name")
        #expect(profile.name == "Ada Lovelace")

        try host.clear("Name")
        #expect(profile.name == "")
        #expect(host.contains(text: "Hello, "))
    }

    @Test func togglingFlipsOrSets() throws {
        let profile = HostProfile()
        let host = ViewHost(HostProfileForm(profile: profile))
        try host.toggle("Notifications")
        #expect(profile.notifications)
        #expect(try host.find(label: "Notifications")["isOn"] == "true")
        try host.toggle("Notifications", to: true)
        #expect(profile.notifications)
        try host.toggle("Notifications")
        #expect(!profile.notifications)
        // A tap toggles too.
        try host.tap("Notifications")
        #expect(profile.notifications)
    }

    @Test func aDisabledControlFailsLoudly() throws {
        let profile = HostProfile()
        let host = ViewHost(HostProfileForm(profile: profile))
        #expect(try host.find(label: "Save")["disabled"] == "true")
        let error = #expect(throws: ViewHostError.self) { try host.tap("Save") }
        #expect(error?.kind == .disabled)
        #expect(error?.message.contains("disabled") == true)
        #expect(profile.saves == 0)

        try host.type("Ada", into: "Name")
        try host.tap("Save")
        #expect(profile.saves == 1)
    }

    @Test func aDisabledEnvironmentDisablesEverything() {
        var environment = EnvironmentValues()
        environment.isEnabled = false
        let host = ViewHost(HostStateCounter(), environment: environment)
        let error = #expect(throws: ViewHostError.self) { try host.tap("Tap") }
        #expect(error?.kind == .disabled)
        #expect(host.contains(text: "Taps: 0"))
    }

    @Test func anEventTheElementDoesNotHandleFails() throws {
        let host = ViewHost(HostCounterScreen())
        let button = try host.find(label: "Increment")
        let unhandled = #expect(throws: ViewHostError.self) { try host.send(.increment, to: button) }
        #expect(unhandled?.kind == .notHandled)
        #expect(unhandled?.message.contains("did not handle increment") == true)

        let text = try host.find(text: "Count: 0")
        let notAControl = #expect(throws: ViewHostError.self) { try host.tap(text) }
        #expect(notAControl?.kind == .notHandled)
        #expect(host.contains(text: "Count: 0"))
    }

    @Test func aRemovedElementCannotBeUsed() throws {
        let host = ViewHost(HostItemList(store: HostItemStore()))
        let milkDone = try host.find(.label("Done").within(.row(withText: "Milk")))
        try host.delete(row: "Milk")
        let error = #expect(throws: ViewHostError.self) { try host.tap(milkDone) }
        #expect(error?.kind == .notInTree)
    }

    @Test func deletingRows() throws {
        let store = HostItemStore()
        let host = ViewHost(HostItemList(store: store))
        let eggsRow = try host.find(.row(withText: "Eggs"))
        let changes = try host.delete(row: "Eggs")
        #expect(store.items.map(\.title) == ["Milk", "Bread"])
        #expect(changes.removed.contains(eggsRow.id))
        #expect(host.texts == ["Milk", "Done", "Bread", "Done", "2 items"])

        try host.delete(rowAt: 1)
        #expect(store.items.map(\.title) == ["Milk"])
        let error = #expect(throws: ViewHostError.self) { try host.delete(row: "Eggs") }
        #expect(error?.kind == .notFound)
    }

    @Test func controlsThatAreMissingFailWithTheirRole() {
        let host = ViewHost(HostProfileForm(profile: HostProfile()))
        // "Name" labels a text field, not a toggle, stepper, slider or picker.
        let toggle = #expect(throws: ViewHostError.self) { try host.toggle("Name") }
        #expect(toggle?.message.contains("of role toggle") == true)
        #expect(throws: ViewHostError.self) { try host.increment("Name") }
        #expect(throws: ViewHostError.self) { try host.decrement("Name") }
        #expect(throws: ViewHostError.self) { try host.setValue(3, for: "Name") }
        let pick = #expect(throws: ViewHostError.self) { try host.pick("Red", in: "Name") }
        #expect(pick?.message.contains("of role picker") == true)
        // The field takes text but has no submit action yet.
        let submit = #expect(throws: ViewHostError.self) { try host.submit("Name") }
        #expect(submit?.kind == .notHandled)
    }
}
