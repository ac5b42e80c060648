import ObservatoryTesting
import ObservatoryUI
import Testing

@MainActor
@Suite struct HostFindingTests {
    @Test func rendersTheTreeAsText() {
        let host = ViewHost(HostStateCounter())
        #expect(host.text == host.root.textTree())
        #expect(host.text.contains("text \"Taps: 0\""))
        #expect(host.text(includeIDs: true).contains("button #"))
        #expect(host.texts == ["Taps: 0", "Tap"])
    }

    @Test func findsTextExactlyOrByFragment() throws {
        let host = ViewHost(HostCounterScreen())
        let label = try host.find(text: "Count: 0")
        #expect(label.role == .text)
        #expect(label["text"] == "Count: 0")
        #expect(try host.find(textContaining: "Count:") === label)
        #expect(host.contains(text: "Count: 0"))
        #expect(!host.contains(text: "Count:"))
        // A button's caption is a text too, but a text query never returns the button.
        #expect(try host.find(text: "Increment").role == .text)
    }

    @Test func findsControlsByLabel() throws {
        let host = ViewHost(HostProfileForm(profile: HostProfile()))
        // A button labelled by its child text.
        #expect(try host.find(label: "Save").role == .button)
        // A field labelled by its `label` attribute.
        #expect(try host.find(label: "Name").role == .textField)
        // A toggle labelled by its label content.
        #expect(try host.find(label: "Notifications").role == .toggle)
        #expect(try host.find(labelContaining: "Notif").role == .toggle)
        // Plain text is not a control.
        #expect(!host.exists(.label("Hello, ")))
    }

    @Test func findsByRole() throws {
        let host = ViewHost(HostItemList(store: HostItemStore()))
        #expect(host.all(role: .button).count == 3)
        #expect(host.all(role: .row).count == 3)
        #expect(try host.findAll(.role(.text)).compactMap { $0["text"] } == ["Milk", "Done", "Eggs", "Done", "Bread", "Done", "3 items"])
        #expect(try host.find(.label("Done").role(.button).at(2)).parent?.children.first?["text"] == "Bread")
    }

    @Test func scopesAQueryToAnElement() throws {
        let host = ViewHost(HostItemList(store: HostItemStore()))
        let eggsDone = try host.find(.label("Done").within(.row(withText: "Eggs")))
        #expect(try host.find(.label("Done").at(1)) === eggsDone)
        #expect(try host.find(.label("Done").first) === host.find(.label("Done").within(.row(withText: "Milk"))))
        #expect(try host.find(.label("Done").last) === host.find(.label("Done").within(.row(withText: "Bread"))))
    }

    @Test func aMissingElementFailsWithTheTree() {
        let host = ViewHost(HostCounterScreen())
        let error = #expect(throws: ViewHostError.self) { try host.find(text: "Count: 5") }
        #expect(error?.kind == .notFound)
        #expect(error?.message.contains("text \"Count: 5\"") == true)
        // The test output shows what was there.
        #expect(error?.description.contains("\"Count: 0\"") == true)
        #expect(error?.description.contains("\"Footer\"") == true)
        #expect(error?.tree == host.text(includeIDs: true))
    }

    @Test func anAmbiguousQueryListsTheMatches() {
        let host = ViewHost(HostItemList(store: HostItemStore()))
        let error = #expect(throws: ViewHostError.self) { try host.tap("Done") }
        #expect(error?.kind == .ambiguous)
        #expect(error?.message.contains("3 elements match") == true)
        // One line per match, each with its identity and label.
        for index in 0..<3 { #expect(error?.message.contains("[\(index)] button #") == true) }
        #expect(error?.message.contains("[3]") == false)
        #expect(error?.message.contains("— labelled \"Done\"") == true)
        #expect(error?.description.contains("Element tree:") == true)
    }

    @Test func anIndexPastTheMatchesFails() {
        let host = ViewHost(HostItemList(store: HostItemStore()))
        let error = #expect(throws: ViewHostError.self) { try host.find(.label("Done").at(3)) }
        #expect(error?.kind == .notFound)
        #expect(error?.message.contains("Only 3 elements match") == true)
    }

    @Test func aStaleTreeSaysUpdatesArePending() throws {
        let model = HostCounterModel()
        let host = ViewHost(HostSharedCounter(model: model))
        model.count = 7
        let error = #expect(throws: ViewHostError.self) { try host.find(text: "Count: 7") }
        #expect(error?.description.contains("Updates are pending") == true)
        host.update()
        #expect(try host.find(text: "Count: 7")["text"] == "Count: 7")
    }
}
