// The app the browser tests drive (browser-tests/*.py): a counter, typing,
// a toggle, navigation, state shared by tabs, user strings to escape, and
// the tint of its asset catalog's AccentColor (with the `.accent` member
// the AssetSymbols plugin generates).
// A plain `App`: importing ObservatoryWeb is what serves it.
import ObservatoryWeb

@Observable final class SharedModel {
    var clicks = 0
    var note = ""
}

struct CounterSection: View {
    @State private var count = 0
    var body: some View {
        Section("Counter") {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

struct TypingSection: View {
    @State private var text = ""
    var body: some View {
        Section("Typing") {
            TextField("Type here", text: $text)
            Text("Length: \(text.count)")
            Text("Echo: \(text)")
        }
    }
}

struct ToggleSection: View {
    @State private var isOn = false
    var body: some View {
        Section("Toggle") {
            Toggle("Switch", isOn: $isOn)
            Text(isOn ? "Switch is on" : "Switch is off")
        }
    }
}

struct SharedSection: View {
    @Environment(SharedModel.self) private var shared
    var body: some View {
        @Bindable var shared = shared
        Section("Shared") {
            Text("Shared clicks: \(shared.clicks)")
            Button("Shared +1") { shared.clicks += 1 }
            TextField("Note", text: $shared.note)
            Text(shared.note)
        }
    }
}

struct AccentSection: View {
    var body: some View {
        Section("Accent") {
            Text("Accent text").foregroundStyle(.accent)
            Text("Tint text").foregroundStyle(.tint)
        }
    }
}

struct DetailView: View {
    let level: Int
    var body: some View {
        Form {
            Text("Detail level \(level)")
            NavigationLink("Deeper") { DetailView(level: level + 1) }
        }
        .navigationTitle("Detail \(level)")
    }
}

struct FixtureRoot: View {
    var body: some View {
        NavigationStack {
            Form {
                CounterSection()
                TypingSection()
                ToggleSection()
                SharedSection()
                AccentSection()
                NavigationLink("Details") { DetailView(level: 1) }
            }
            .navigationTitle("Fixture")
        }
    }
}

@main
struct FixtureApp: App {
    @State private var shared = SharedModel()

    var body: some Scene {
        WindowGroup("Observatory fixture") {
            FixtureRoot()
                .environment(shared)
        }
        // LayoutWindows.swift: layouts of public apps, measured by layout_test.py.
        Window("Spaced root", id: "spaced-root") { SpacedRootLayout() }
        Window("List in a stack", id: "list-in-stack") { ListInStackLayout() }
        Window("Layered root", id: "layered-root") { LayeredRootLayout() }
        Window("Group modifier", id: "group-modifier") { GroupModifierLayout() }
        Window("Controls outside a form", id: "controls-outside-form") { ControlsOutsideFormLayout() }
        Window("Pages", id: "pages") { PagedLayout() }
        Window("Deletable rows", id: "deletable-rows") { DeletableRowsLayout() }
        Window("Link pickers", id: "link-pickers") { LinkPickerLayout() }
        Window("Column navigation", id: "column-navigation") { ColumnNavigationLayout() }
        Window("Scroll detail", id: "scroll-detail") { ScrollDetailLayout() }
        Window("Geometry scroll", id: "geometry-scroll") { GeometryScrollLayout() }
        // RestorationWindows.swift: scene storage across reloads and restarts (restoration_test.py).
        Window("Scene storage", id: "scene-storage") { SceneStorageWindow() }
    }
}
