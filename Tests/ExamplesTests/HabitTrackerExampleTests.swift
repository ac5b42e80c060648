import ExampleSupport
import Foundation
@testable import HabitTracker
import ObservatoryTesting
import ObservatoryUI
import Testing

/// The Habit Tracker example: its data file and its list screen.
@MainActor
@Suite final class HabitTrackerExampleTests {
    let folder: URL
    var file: JSONDataFile<HabitStore> { JSONDataFile(url: folder.appendingPathComponent("habits.json")) }

    init() throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("observatory-habits-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The titles of the list's rows, top to bottom.
    func rowTitles(_ host: ViewHost) -> [String] {
        host.all(role: .row).compactMap { row in
            row.descendants().first { $0.role == .navigationLink }?
                .descendants().first { $0.role == .text }?["text"]
        }
    }

    func host(_ library: HabitLibrary, adding titles: String...) throws -> ViewHost {
        let host = ViewHost(HabitListView().environment(library))
        for title in titles {
            try host.type(title, into: "New habit")
            try host.tap("Add")
        }
        return host
    }

    @Test func startsEmptyWithoutAFileAndWritesNothingUntilAChange() async throws {
        let library = HabitLibrary(file: file, autosave: true, autosaveDelay: .milliseconds(10))
        #expect(library.store.habits.isEmpty)
        #expect(library.problem == nil)
        try await Task.sleep(for: .milliseconds(200))
        #expect(try names() == [])
    }

    @Test func saveWritesCleanKeysAndARestartLoadsTheSameHabits() throws {
        let library = HabitLibrary(file: file, autosave: false)
        library.store.add(title: "Read")
        library.store.add(title: "Walk")
        library.store.habits[0].isComplete = true
        library.save()
        #expect(library.lastSaved != nil)

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file.url)) as? [String: Any]
        let habits = try #require(json?["habits"] as? [[String: Any]])
        #expect(Set(habits[0].keys) == ["id", "title", "notes", "isComplete", "createdAt"])
        #expect(Set(json?.keys.map { $0 } ?? []) == ["habits", "search", "showCompleted", "sortNewestFirst"])

        let restarted = HabitLibrary(file: file, autosave: false)
        #expect(restarted.store.habits.map(\.title) == ["Read", "Walk"])
        #expect(restarted.store.habits.map(\.isComplete) == [true, false])
        #expect(restarted.store.habits.map(\.id) == library.store.habits.map(\.id))
        // Dates are saved to the millisecond.
        for (loaded, original) in zip(restarted.store.habits, library.store.habits) {
            #expect(abs(loaded.createdAt.timeIntervalSince(original.createdAt)) < 0.001)
        }
    }

    @Test func autosaveWritesShortlyAfterANestedChange() async throws {
        let library = HabitLibrary(file: file, autosave: true, autosaveDelay: .milliseconds(20))
        library.store.add(title: "Read")
        #expect(await waitUntil { HabitLibrary(file: file, autosave: false).store.habits.count == 1 })
        // A change deep in the graph, to one habit's notes, is saved too.
        library.store.habits[0].notes = "ten pages"
        #expect(await waitUntil { HabitLibrary(file: file, autosave: false).store.habits.first?.notes == "ten pages" })
        #expect(try names() == ["habits.json"])
    }

    @Test func withoutAutosaveNothingIsWrittenUntilSave() async throws {
        let library = HabitLibrary(file: file, autosave: false)
        library.store.add(title: "Read")
        try await Task.sleep(for: .milliseconds(300))
        #expect(try names() == [])
        library.save()
        #expect(try names() == ["habits.json"])
    }

    @Test func loadReplacesUnsavedChangesWithTheFile() throws {
        let library = HabitLibrary(file: file, autosave: false)
        library.store.add(title: "Saved")
        library.save()
        library.store.add(title: "Unsaved")
        library.load()
        #expect(library.store.habits.map(\.title) == ["Saved"])
        #expect(library.problem == nil)
    }

    @Test func loadWithoutAFileSaysSoAndKeepsTheHabits() throws {
        let library = HabitLibrary(file: file, autosave: false)
        library.store.add(title: "Read")
        library.load()
        #expect(library.store.habits.map(\.title) == ["Read"])
        #expect(library.problem?.contains(file.url.path) == true)
    }

    @Test func aCorruptFileIsKeptAsideReportedAndNeverOverwritten() async throws {
        let corrupt = Data("{\"habits\": [{\"title\": 4".utf8)
        try corrupt.write(to: file.url)
        let library = HabitLibrary(file: file, autosave: true, autosaveDelay: .milliseconds(10))
        #expect(library.store.habits.isEmpty)
        let problem = try #require(library.problem)
        #expect(problem.contains(file.url.path))
        let kept = try #require(try names().first { $0.hasPrefix("habits.corrupt-") })
        #expect(problem.contains(kept))
        #expect(try Data(contentsOf: folder.appendingPathComponent(kept)) == corrupt)

        // The list shows the problem to the user.
        let host = try host(library)
        #expect(host.contains(text: problem))

        // Working on saves a new file; the kept one stays as it was.
        try host.type("Fresh", into: "New habit")
        try host.tap("Add")
        #expect(await waitUntil { (try? names()) == [kept, "habits.json"] })
        #expect(try Data(contentsOf: folder.appendingPathComponent(kept)) == corrupt)
    }

    @Test func deletingInTheFilteredSortedListRemovesThatHabit() throws {
        let library = HabitLibrary(file: file, autosave: false)
        let host = try host(library, adding: "Read", "Walk", "Run", "Rest")
        // Newest first: Rest, Run, Walk, Read. The article applied the row's
        // offset to `habits` (oldest first), deleting the wrong habit.
        #expect(rowTitles(host) == ["Rest", "Run", "Walk", "Read"])
        try host.delete(row: "Rest")
        #expect(library.store.habits.map(\.title) == ["Read", "Walk", "Run"])
        try host.type("r", into: "Search")
        #expect(rowTitles(host) == ["Run", "Read"])
        try host.delete(row: "Read")
        #expect(library.store.habits.map(\.title) == ["Walk", "Run"])
    }

    @Test func editingTheDetailUpdatesTheRowAndTheFile() async throws {
        let library = HabitLibrary(file: file, autosave: true, autosaveDelay: .milliseconds(10))
        let host = try host(library, adding: "Read")
        try host.tap("Read")
        try host.type("Read a book", into: "Title")
        try host.type("ten pages\nevery night", into: "Notes")
        try host.toggle("Completed")
        let created = Date(timeIntervalSince1970: 1_700_000_000)
        try host.setValue(created.timeIntervalSince1970, for: "Created")
        #expect(library.store.habits[0].createdAt == created)
        #expect(await waitUntil {
            let saved = HabitLibrary(file: file, autosave: false).store.habits.first
            return saved?.title == "Read a book" && saved?.notes == "ten pages\nevery night"
                && saved?.isComplete == true && saved?.createdAt == created
        })
    }
}
