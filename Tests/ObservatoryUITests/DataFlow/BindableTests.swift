import Testing
@testable import ObservatoryUI

@Observable final class Settings {
    var username = ""
    var sendNotifications = true
}

struct SettingsForm: View {
    @State private var settings = Settings()
    var body: some View {
        @Bindable var settings = settings
        VStack {
            TextField("Username", text: $settings.username)
            Toggle("Notifications", isOn: $settings.sendNotifications)
        }
    }
}

struct ProfileEditor: View {
    @Bindable var settings: Settings
    var body: some View {
        TextField("Username", text: $settings.username)
    }
}

struct EditorHost: View {
    let settings: Settings
    var body: some View {
        VStack {
            Text("name \(settings.username)")
            ProfileEditor(settings: settings)
        }
    }
}

@MainActor
@Suite("@Bindable")
struct BindableTests {
    @Test func localBindableInBodyGivesBindings() throws {
        let graph = ViewGraph(SettingsForm())
        let field = try #require(graph.allElements.first { $0.role == .textField })
        let toggle = try #require(graph.allElements.first { $0.role == .toggle })
        graph.send(.input("lee"), to: field.id)
        graph.send(.toggle(false), to: toggle.id)
        #expect(field["value"] == "lee")
        #expect(toggle["isOn"] == "false")
        // The form's body never read the properties: only the controls updated.
        #expect(graph.statistics.count("SettingsForm") == 1)
    }

    @Test func storedBindableEditsTheSharedObject() throws {
        let settings = Settings()
        let graph = ViewGraph(EditorHost(settings: settings))
        let field = try #require(graph.allElements.first { $0.role == .textField })
        graph.send(.input("kim"), to: field.id)
        #expect(settings.username == "kim")
        #expect(graph.texts.contains("name kim"))
        #expect(graph.lastEvaluated == ["EditorHost"])
    }

    @Test func modelChangesUpdateBoundControlsWithoutAnyBody() throws {
        let settings = Settings()
        let graph = ViewGraph(ProfileEditor(settings: settings))
        graph.statistics.reset()
        settings.username = "from model"
        let changes = graph.update()
        let field = try #require(graph.allElements.first { $0.role == .textField })
        #expect(field["value"] == "from model")
        #expect(graph.statistics.total == 0)
        #expect(changes.attributes[field.id]?["value"] == "from model")
    }
}

/// Where a binding points decides whether a view that holds it has new inputs.
@MainActor
@Suite("Binding locations")
struct BindingLocationTests {
    @Test func bindingsToOneObjectsPropertyAreTheSameInput() {
        let settings = Settings()
        let other = Settings()
        @Bindable var bindable = settings
        @Bindable var otherBindable = other
        let name = $bindable.username
        #expect(name.isSameInput(as: $bindable.username), "made twice, the same place")
        #expect(!name.isSameInput(as: $otherBindable.username), "another object")
        #expect(!name.isSameInput(as: Binding($bindable.sendNotifications)), "another property")
        // The same place, spelled as a path of one key path.
        let spelled = Binding<String>(
            get: { settings.username }, set: { settings.username = $0 },
            location: .object(ObjectIdentifier(settings), path: [\Settings.username]))
        #expect(name.isSameInput(as: spelled) && spelled.isSameInput(as: name))
        #expect(!name.isSameInput(as: Binding(get: { "" }, set: { _ in })))
    }

    struct Origin { var x = 1.0 }
    @Observable final class Shape { var origin = Origin() }

    @Test func aPropertyBindingReadsWritesAndReachesIntoItsValue() {
        let shape = Shape()
        @Bindable var bindable = shape
        let x = $bindable.origin.x  // a member of a property binding's value
        #expect(x.wrappedValue == 1)
        x.wrappedValue = 3
        #expect(shape.origin.x == 3)
        $bindable.origin.wrappedValue = Origin(x: 5)
        #expect(x.wrappedValue == 5)
        #expect(x.isSameInput(as: $bindable.origin.x))
        #expect(!x.isSameInput(as: $bindable.origin), "a member is not its base")
    }

    @Test func aBindingIsOneWord() {
        // Copied into every control and every view value that holds one.
        #expect(MemoryLayout<Binding<Bool>>.size == MemoryLayout<Int>.size)
        #expect(MemoryLayout<Binding<String>>.size == MemoryLayout<Int>.size)
    }

    @Test func aStatesBindingsAreTheSameInputAndReachItsStorage() {
        let count = State(wrappedValue: 1)
        let other = State(wrappedValue: 1)
        let binding = count.projectedValue
        #expect(binding.isSameInput(as: count.projectedValue), "made twice, the same place")
        #expect(!binding.isSameInput(as: other.projectedValue), "another state")
        binding.wrappedValue = 4
        #expect(count.wrappedValue == 4 && other.wrappedValue == 1)
    }
}
