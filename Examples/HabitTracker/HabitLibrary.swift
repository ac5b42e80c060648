// HabitLibrary.swift — the app's document: the article's HabitStore, kept in
// a data file. It stands in for the article's `Storage` (Storage.swift):
// every tab of the browser shows this one store, it is loaded at start,
// saved atomically by the Load/Save buttons and, unless `--no-autosave`,
// shortly after each change. A file that cannot be loaded is kept aside and
// reported, never overwritten.
import ExampleSupport
import Foundation
import Logging
import ObservatoryUI

@MainActor
@Observable
final class HabitLibrary {
    /// The habits every window shows.
    var store: HabitStore
    /// What went wrong with the data file, for the banner above the list.
    var problem: String?
    /// When the file was last written.
    var lastSaved: Date?

    @ObservationIgnored let file: JSONDataFile<HabitStore>
    /// False while an unreadable file could not be moved aside: saving would
    /// overwrite it.
    @ObservationIgnored private var mayWrite = true
    @ObservationIgnored private var autoSaver: AutoSaver?
    @ObservationIgnored private let logger = Logger(label: "HabitTracker")

    /// Loads `file` (an empty store when it does not exist yet) and, when
    /// `autosave` is on, saves `autosaveDelay` after each change.
    init(file: JSONDataFile<HabitStore>, autosave: Bool, autosaveDelay: Duration = .milliseconds(400)) {
        self.file = file
        store = HabitStore()
        if let loaded = read(reportMissing: false) { store = loaded }
        if autosave {
            autoSaver = AutoSaver(
                delay: autosaveDelay,
                observe: { [weak self] in self?.store.readSavedProperties() },
                encode: { [weak self] in self.flatMap { try? $0.file.encoded($0.store) } },
                write: { [weak self] data in try self?.write(data) },
                saved: { [weak self] in self?.didSave() },
                failed: { [weak self] error in self?.report("Could not save \(file.url.path): \(error)") }
            )
        }
    }

    /// The Load button: replaces the store with the file's contents.
    func load() {
        guard let loaded = read(reportMissing: true) else { return }
        store = loaded
        problem = nil
        autoSaver?.noteSaved(try? file.encoded(loaded))
    }

    /// The Save button: writes the store now.
    func save() {
        do {
            let data = try file.encoded(store)
            try write(data)
            autoSaver?.noteSaved(data)
            didSave()
        } catch {
            report("Could not save \(file.url.path): \(error)")
        }
    }

    /// Writes pending changes now (autosave only): the app calls it when a
    /// window closes, which includes the server shutting down.
    func saveIfChanged() {
        autoSaver?.flush()
    }

    private func read(reportMissing: Bool) -> HabitStore? {
        switch file.load() {
        case .loaded(let store):
            logger.info("loaded \(store.habits.count) habits from \(file.url.path)")
            return store
        case .missing:
            if reportMissing { report("There is no saved file at \(file.url.path) yet: press Save first.") }
            return nil
        case .unreadable(let problem):
            mayWrite = problem.keptAt != nil
            report(problem.description)
            return nil
        }
    }

    private func write(_ data: Data) throws {
        guard mayWrite else {
            throw HabitLibraryError.wouldOverwriteUnreadableFile(file.url.path)
        }
        try file.write(data)
    }

    private func didSave() {
        lastSaved = .now
        if problem?.hasPrefix("Could not save") == true { problem = nil }
    }

    private func report(_ message: String) {
        logger.error("\(message)")
        problem = message
    }
}

enum HabitLibraryError: Error, CustomStringConvertible {
    case wouldOverwriteUnreadableFile(String)

    var description: String {
        switch self {
        case .wouldOverwriteUnreadableFile(let path):
            "\(path) could not be loaded or moved aside; saving would overwrite it"
        }
    }
}

extension HabitStore {
    /// Reads each property that the data file holds, so that the autosaver
    /// observes every change it would save (see ``AutoSaver``).
    func readSavedProperties() {
        _ = (search, showCompleted, sortNewestFirst)
        for habit in habits {
            _ = (habit.id, habit.title, habit.notes, habit.isComplete, habit.createdAt)
        }
    }
}
