import Testing
import ObservatoryUI

@Observable final class Library { var books = ["Dune"] }
@Observable final class AppSettings { var isDarkMode = false }

struct AccentKey: EnvironmentKey {
    static let defaultValue = "blue"
}

extension EnvironmentValues {
    var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

struct BooksList: View {
    @Environment(Library.self) private var library
    var body: some View {
        VStack { ForEach(library.books, id: \.self) { Text($0) } }
    }
}

struct OptionalReader: View {
    @Environment(Library.self) private var library: Library?
    var body: some View { Text(library == nil ? "no library" : "library") }
}

struct AccentReader: View {
    @Environment(\.accent) private var accent
    var body: some View { Text("accent \(accent)") }
}

struct SchemeReader: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "dark" : "light") }
}

struct Bystander: View {
    var body: some View { Text("bystander") }
}

struct EnvironmentRoot: View {
    @State private var accent = "red"
    let library: Library
    var body: some View {
        VStack {
            BooksList()
            OptionalReader()
            AccentReader()
            Bystander()
            Button("Accent") { accent = "green" }
        }
        .environment(library)
        .environment(\.accent, accent)
    }
}

struct DarkModeToggle: View {
    @Environment(AppSettings.self) private var settings
    var body: some View {
        Toggle("Dark Mode", isOn: Binding(get: { settings.isDarkMode }, set: { settings.isDarkMode = $0 }))
    }
}

struct SettingsRoot: View {
    let settings: AppSettings
    var body: some View {
        VStack {
            DarkModeToggle()
            Text(settings.isDarkMode ? "On" : "Off")
        }
        .environment(AppSettings.self, settings)
    }
}

struct DisabledForm: View {
    @State private var valid = false
    var body: some View {
        VStack {
            Button("Submit") {}
                .disabled(!valid)
            Button("Validate") { valid = true }
        }
    }
}

@MainActor
@Suite("@Environment")
struct EnvironmentTests {
    @Test func objectsAndKeysReachDescendants() {
        let graph = ViewGraph(EnvironmentRoot(library: Library()))
        #expect(graph.texts == ["Dune", "library", "accent red", "bystander", "Accent"])
    }

    @Test func changingAKeyReRendersOnlyItsReaders() {
        let graph = ViewGraph(EnvironmentRoot(library: Library()))
        graph.tap("Accent")
        #expect(Set(graph.lastEvaluated) == ["EnvironmentRoot", "AccentReader"])
        let readerCauses = graph.statistics.lastUpdate.first { $0.viewType == "AccentReader" }?.causes
        #expect(readerCauses == [.environment("accent")])
        #expect(graph.texts.contains("accent green"))
    }

    @Test func environmentObjectPropertiesAreObserved() {
        let library = Library()
        let graph = ViewGraph(EnvironmentRoot(library: library))
        library.books.append("Emma")
        graph.update()
        #expect(graph.lastEvaluated == ["BooksList"])
        #expect(graph.texts.contains("Emma"))
    }

    @Test func typedInjectionWithCustomBinding() throws {
        let settings = AppSettings()
        let graph = ViewGraph(SettingsRoot(settings: settings))
        let toggle = try #require(graph.allElements.first { $0.role == .toggle })
        graph.send(.toggle(true), to: toggle.id)
        #expect(settings.isDarkMode)
        #expect(graph.texts.contains("On"))
        #expect(toggle["isOn"] == "true")
    }

    @Test func optionalObjectReadsNilWhenAbsent() {
        let graph = ViewGraph(OptionalOutside())
        #expect(graph.texts == ["no library"])
    }

    @Test func rootEnvironmentFeedsColorScheme() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let graph = ViewGraph(SchemeReader(), environment: environment)
        #expect(graph.texts == ["dark"])
    }

    @Test func disabledControlsRejectEventsUntilEnabled() throws {
        let graph = ViewGraph(DisabledForm())
        let submit = try #require(graph.element(.button, "Submit"))
        #expect(submit["disabled"] == "true")
        #expect(graph.send(.tap, to: submit.id) == nil)
        graph.tap("Validate")
        #expect(submit["disabled"] == nil)
        #expect(graph.send(.tap, to: submit.id) != nil)
    }

    @Test func missingEnvironmentObjectStopsWithTheTypeAndView() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = ViewGraph(BooksList())
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No Observable object of type Library found"))
        #expect(message.contains("BooksList"))
    }
}

struct OptionalOutside: View {
    var body: some View { OptionalReader() }
}

@MainActor
@Suite("Root environment")
struct RootEnvironmentTests {
    @Test func updatingTheRootEnvironmentReRendersItsReadersOnly() {
        let graph = ViewGraph(VStack { SchemeReader(); Bystander() })
        graph.updateEnvironment { $0.colorScheme = .dark }
        graph.update()
        #expect(graph.texts == ["dark", "bystander"])
        #expect(graph.lastEvaluated == ["SchemeReader"])
        #expect(graph.statistics.lastUpdate.first?.causes == [.environment("colorScheme")])
    }
}
