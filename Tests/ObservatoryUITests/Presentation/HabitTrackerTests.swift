import Foundation
import ObservatoryTesting
import ObservatoryUI
import Testing

// Article 000 §8, the Habit Tracker, as written (HabitModels.swift and
// HabitViews.swift), with `import ObservatoryUI`. `Storage` keeps the
// article's API but writes to a temporary file.

@available(iOS 17.0, *)
@Observable
final class Habit: Identifiable, Codable {
    let id: UUID
    var title: String
    var notes: String
    var isComplete: Bool
    var createdAt: Date

    init(id: UUID = UUID(), title: String, notes: String = "", isComplete: Bool = false, createdAt: Date = .now) {
        self.id = id; self.title = title; self.notes = notes; self.isComplete = isComplete; self.createdAt = createdAt
    }
}

@available(iOS 17.0, *)
@Observable
final class HabitStore: Codable {
    var habits: [Habit] = []
    var search = ""
    var showCompleted = true
    var sortNewestFirst = true

    var filtered: [Habit] {
        var list = habits.filter { showCompleted || !$0.isComplete }
        if !search.isEmpty { list = list.filter { $0.title.localizedCaseInsensitiveContains(search) } }
        return sortNewestFirst ? list.sorted { $0.createdAt > $1.createdAt }
                               : list.sorted { $0.createdAt < $1.createdAt }
    }

    func add(title: String) { habits.append(Habit(title: title)) }
    func remove(at offsets: IndexSet) { habits.remove(atOffsets: offsets) }
    func toggle(_ habit: Habit) { habit.isComplete.toggle() }
}

struct Storage {
    static func save<T: Codable>(_ value: T, to url: URL) throws {
        let data = try JSONEncoder().encode(value)
        try data.write(to: url, options: .atomic)
    }
    static func load<T: Codable>(_ type: T.Type, from url: URL) throws -> T {
        let data = try Data(contentsOf: url)
        return try JSONDecoder().decode(T.self, from: data)
    }
    // Stubbed: a file of this test process in the temporary directory.
    static var fileURL: URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("observatory-habits-\(ProcessInfo.processInfo.processIdentifier).json")
    }
}

@available(iOS 17.0, *)
struct HabitListView: View {
    @State private var store = HabitStore()
    @State private var newTitle = ""

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("New habit", text: $newTitle)
                        Button("Add") { guard !newTitle.isEmpty else { return }; store.add(title: newTitle); newTitle = "" }
                    }
                }
                Section {
                    ForEach(store.filtered) { habit in
                        NavigationLink(habit.title) { HabitDetailView(habit: habit) }
                            .swipeActions {
                                Button { store.toggle(habit) } label: { Text(habit.isComplete ? "Undo" : "Done") }
                                .tint(.green)
                            }
                    }.onDelete(perform: store.remove)
                }
            }
            .searchable(text: $store.search)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Toggle("Show Completed", isOn: $store.showCompleted)
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Toggle("Newest First", isOn: $store.sortNewestFirst)
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Load")   { if let s = try? Storage.load(HabitStore.self, from: Storage.fileURL) { store = s } }
                    Button("Save")   { try? Storage.save(store, to: Storage.fileURL) }
                }
            }
            .navigationTitle("Habits")
        }
    }
}

@available(iOS 17.0, *)
struct HabitDetailView: View {
    @Bindable var habit: Habit

    var body: some View {
        Form {
            TextField("Title", text: $habit.title)
            TextField("Notes", text: $habit.notes, axis: .vertical)
                .lineLimit(3...6)
            Toggle("Completed", isOn: $habit.isComplete)
            LabeledContent("Created") { Text(habit.createdAt.formatted()) }
        }
        .navigationTitle("Edit")
    }
}

@MainActor
@Suite("Habit Tracker (article 000 §8)")
struct HabitTrackerTests {
    /// The titles of the list's rows, top to bottom.
    func rowTitles(_ host: ViewHost) -> [String] {
        host.all(role: .row).compactMap { row in
            row.descendants().first { $0.role == .navigationLink }?
                .descendants().first { $0.role == .text }?["text"]
        }
    }

    /// A host with habits added through the text field and the Add button.
    func host(adding titles: String...) throws -> ViewHost {
        let host = ViewHost(HabitListView())
        for title in titles {
            try host.type(title, into: "New habit")
            try host.tap("Add")
        }
        return host
    }

    /// The toolbar item slot at `placement`.
    func toolbarSlot(_ host: ViewHost, _ placement: String) throws -> Element {
        try host.find(ElementQuery("toolbar item at \(placement)") {
            $0.role == .slot && $0["name"] == "toolbarItem" && $0["placement"] == placement
        })
    }

    @Test func addingHabitsThroughTheFieldShowsThemNewestFirst() throws {
        let host = try host(adding: "Read", "Walk")
        #expect(rowTitles(host) == ["Walk", "Read"])
        // The field was cleared by the Add button.
        #expect(try host.find(label: "New habit")["value"] == "")
        // Add ignores an empty title.
        try host.tap("Add")
        #expect(host.all(role: .row).count == 2)
        let screen = try host.find(.role(.screen))
        #expect(screen["title"] == "Habits")
    }

    @Test func searchNarrowsTheRows() throws {
        let host = try host(adding: "Read", "Walk", "Read news")
        let search = try host.find(.role(.searchable))
        #expect(search["prompt"] == "Search")
        #expect(search["text"] == "")

        try host.type("read", into: "Search")
        #expect(search["text"] == "read")
        #expect(rowTitles(host) == ["Read news", "Read"])

        try host.append(" n", to: "Search")
        #expect(search["text"] == "read n")
        #expect(rowTitles(host) == ["Read news"])

        try host.clear("Search")
        #expect(rowTitles(host) == ["Read news", "Walk", "Read"])
    }

    @Test func toolbarTogglesHideCompletedAndFlipTheSort() throws {
        let host = try host(adding: "Read", "Walk")
        let leading = try toolbarSlot(host, "navigationBarLeading")
        let trailing = try toolbarSlot(host, "navigationBarTrailing")
        #expect(host.exists(.label("Show Completed").role(.toggle).within(.element(leading))))
        #expect(host.exists(.label("Newest First").role(.toggle).within(.element(trailing))))

        try host.toggle("Newest First")
        #expect(try host.find(label: "Newest First")["isOn"] == "false")
        #expect(rowTitles(host) == ["Read", "Walk"])

        try host.tap(.label("Done").within(.row(withText: "Read")))
        try host.toggle("Show Completed")
        #expect(rowTitles(host) == ["Walk"])
        try host.toggle("Show Completed")
        #expect(rowTitles(host) == ["Read", "Walk"])
    }

    @Test func swipeActionMarksAHabitDone() throws {
        let host = try host(adding: "Read", "Walk")
        let swipe = try host.find(.role(.swipeActions).within(.row(withText: "Read")))
        #expect(swipe["edge"] == "trailing")
        // The row's link comes first, then the actions slot with the button.
        #expect(swipe.children.map(\.role) == [.navigationLink, .slot])
        #expect(swipe.children[1]["name"] == "actions")
        let button = try host.find(.label("Done").role(.button).within(.row(withText: "Read")))
        #expect(button["tint"] == "green")

        try host.tap(button)
        #expect(try host.find(.role(.button).within(.row(withText: "Read"))).descendants()
            .contains { $0["text"] == "Undo" })
        #expect(try host.find(.role(.button).within(.row(withText: "Walk"))).descendants()
            .contains { $0["text"] == "Done" })

        try host.tap(.label("Undo").within(.row(withText: "Read")))
        #expect(try host.findAll(.label("Done")).count == 2)
    }

    @Test func deleteRemovesAHabit() throws {
        let host = try host(adding: "Read", "Walk", "Run")
        try host.delete(row: "Walk")
        #expect(rowTitles(host) == ["Run", "Read"])
        #expect(!host.contains(text: "Walk"))
    }

    @Test func loadAndSaveAreInTheBottomBar() throws {
        try? FileManager.default.removeItem(at: Storage.fileURL)
        defer { try? FileManager.default.removeItem(at: Storage.fileURL) }
        let host = try host(adding: "Read")
        let bottomBar = try toolbarSlot(host, "bottomBar")
        let buttons = bottomBar.children.filter { $0.role == .button }
        #expect(buttons.map { $0.descendants().first { $0.role == .text }?["text"] } == ["Load", "Save"])
        // The toolbar wraps the list: its content first, then one slot per item.
        let toolbar = try host.find(.role(.toolbar))
        #expect(toolbar.children.first?.role == .searchable)
        #expect(toolbar.children.dropFirst().map { $0["placement"] } == [
            "navigationBarLeading", "navigationBarTrailing", "bottomBar",
        ])

        try host.tap(.label("Save").within(.element(bottomBar)))
        let saved = try Storage.load(HabitStore.self, from: Storage.fileURL)
        #expect(saved.habits.map(\.title) == ["Read"])
        // Load assigns the body's local `@Bindable` copy, not the `@State`, so
        // (as in SwiftUI) it leaves the list as it is.
        try host.tap(.label("Load").within(.element(bottomBar)))
        #expect(rowTitles(host) == ["Read"])
    }

    @Test func aLinkOpensTheDetailWhoseEditsReachTheList() throws {
        let host = try host(adding: "Read")
        try host.tap(.label("Read").role(.navigationLink))
        let screens = host.all(role: .screen)
        #expect(screens.map { $0["title"] } == ["Habits", "Edit"])
        try host.type("Read more", into: "Title")
        #expect(rowTitles(host) == ["Read more"])
    }
}
