import Testing
import ObservatoryUI

// Article 002: app-wide settings owned by the App with @State and injected
// with `.environment(_:)`.

@Observable final class DarkModeSettings { var isDarkMode = false }

struct DarkModeView: View {
    @Environment(DarkModeSettings.self) private var settings
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("Dark mode is \(settings.isDarkMode ? "On" : "Off")")
            Text("taps \(taps)")
            Button("Toggle Dark Mode") {
                settings.isDarkMode.toggle()
                taps += 1
            }
        }
    }
}

struct SettingsApp: App {
    @State private var settings = DarkModeSettings()
    var body: some Scene {
        WindowGroup("Settings") {
            DarkModeView()
                .environment(settings)
        }
    }
}

@MainActor
@Suite("App, Scene and WindowGroup")
struct AppSceneTests {
    @Test func windowsShareAppStateButNotViewState() {
        let app = SettingsApp()
        let first = ViewGraph(app: app)
        let second = ViewGraph(app: app)
        first.tap("Toggle Dark Mode")
        second.update()
        #expect(first.texts.contains("Dark mode is On"))
        #expect(second.texts.contains("Dark mode is On"))
        // Each window has its own @State.
        #expect(first.texts.contains("taps 1"))
        #expect(second.texts.contains("taps 0"))
        #expect(second.lastEvaluated == ["DarkModeView"])
    }

    @Test func windowTitleComesFromTheWindowGroup() {
        #expect(ViewGraph.windowTitle(of: SettingsApp()) == "Settings")
    }
}
