import Testing
import ObservatoryUI

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
