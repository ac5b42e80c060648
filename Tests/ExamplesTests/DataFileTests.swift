import ExampleSupport
import Foundation
import Testing

/// A fresh folder for one test, removed at the end.
private func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("observatory-datafile-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(folder)
}

private struct Note: Codable, Equatable {
    var text: String
    var at: Date
}

@Suite struct DataLocationTests {
    @Test func anExplicitPathWins() {
        let location = DataLocation(
            explicitPath: "/srv/data/habits.json", folder: "habit-tracker", fileName: "habits.json",
            environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"])
        #expect(location.file.path == "/srv/data/habits.json")
    }

    @Test func aRelativeExplicitPathIsResolvedAgainstTheWorkingDirectory() {
        let location = DataLocation(explicitPath: "data/h.json", folder: "f", fileName: "h.json", environment: [:])
        #expect(location.file.path == FileManager.default.currentDirectoryPath + "/data/h.json")
    }

    @Test func xdgDataHomeIsUsedWhenAbsolute() {
        let location = DataLocation(
            explicitPath: nil, folder: "habit-tracker", fileName: "habits.json",
            environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"])
        #expect(location.file.path == "/xdg/habit-tracker/habits.json")
    }

    @Test(arguments: [nil, "", "relative/dir"])
    func otherwiseTheFileLivesUnderLocalShare(xdg: String?) {
        var environment = ["HOME": "/home/ada"]
        environment["XDG_DATA_HOME"] = xdg
        let location = DataLocation(
            explicitPath: nil, folder: "habit-tracker", fileName: "habits.json", environment: environment)
        #expect(location.file.path == "/home/ada/.local/share/habit-tracker/habits.json")
    }
}

@Suite struct AtomicWriteTests {
    @Test func writesCreatesFoldersAndLeavesNoTemporaryFile() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("a/b/data.json")
            try AtomicWrite.write(Data("one".utf8), to: file)
            try AtomicWrite.write(Data("two".utf8), to: file)
            #expect(try String(contentsOf: file, encoding: .utf8) == "two")
            let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            #expect(names == ["data.json"])
        }
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("data.json")
            try AtomicWrite.write(Data("old".utf8), to: file)
            // A folder where the file should go makes the rename fail.
            let blocked = folder.appendingPathComponent("blocked.json")
            try FileManager.default.createDirectory(at: blocked.appendingPathComponent("inside"), withIntermediateDirectories: true)
            #expect(throws: AtomicWriteError.self) { try AtomicWrite.write(Data("new".utf8), to: blocked) }
            #expect(try String(contentsOf: file, encoding: .utf8) == "old")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(names == ["blocked.json", "data.json"])
        }
    }
}

@Suite struct JSONDataFileTests {
    @Test func aMissingFileIsTheFirstRun() throws {
        try withTemporaryFolder { folder in
            let file = JSONDataFile<Note>(url: folder.appendingPathComponent("note.json"))
            guard case .missing = file.load() else {
                Issue.record("expected .missing")
                return
            }
        }
    }

    @Test func savesAndLoadsWithMillisecondDates() throws {
        try withTemporaryFolder { folder in
            let file = JSONDataFile<Note>(url: folder.appendingPathComponent("note.json"))
            let note = Note(text: "hello", at: Date(timeIntervalSince1970: 1_700_000_000.125))
            try file.save(note)
            let text = try String(contentsOf: file.url, encoding: .utf8)
            #expect(text.contains("\"at\" : \"2023-11-14T22:13:20.125Z\""))
            guard case .loaded(let loaded) = file.load() else {
                Issue.record("expected .loaded")
                return
            }
            #expect(loaded == note)
        }
    }

    @Test(arguments: [
        ("{\"text\": \"cut off", "the file is not valid JSON"),
        ("{\"at\": \"2023-11-14T22:13:20Z\"}", "the top level has no \"text\""),
        ("{\"text\": 3, \"at\": \"2023-11-14T22:13:20Z\"}", "the value at the top level.text is not what the app expects"),
    ])
    func aFileThatCannotBeDecodedIsMovedAsideUntouched(contents: String, reason: String) throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("note.json")
            try Data(contents.utf8).write(to: url)
            let file = JSONDataFile<Note>(url: url)
            guard case .unreadable(let problem) = file.load() else {
                Issue.record("expected .unreadable")
                return
            }
            #expect(problem.reason == reason)
            let kept = try #require(problem.keptAt)
            #expect(kept.deletingLastPathComponent().standardizedFileURL == folder.standardizedFileURL)
            #expect(kept.lastPathComponent.hasPrefix("note.corrupt-"))
            #expect(kept.pathExtension == "json")
            #expect(try Data(contentsOf: kept) == Data(contents.utf8))
            #expect(!FileManager.default.fileExists(atPath: url.path))
            #expect(problem.description.contains(url.path))
            #expect(problem.description.contains(kept.lastPathComponent))

            // Saving afterwards writes a new file; the kept one is unchanged.
            try file.save(Note(text: "new", at: .now))
            #expect(try Data(contentsOf: kept) == Data(contents.utf8))
        }
    }

    @Test func twoQuarantinesInOneSecondKeepBothFiles() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("note.json")
            let moment = Date(timeIntervalSince1970: 1_700_000_000)
            try Data("first".utf8).write(to: url)
            let first = try CorruptFileQuarantine.moveAside(url, at: moment)
            try Data("second".utf8).write(to: url)
            let second = try CorruptFileQuarantine.moveAside(url, at: moment)
            #expect(first.lastPathComponent == "note.corrupt-2023-11-14T22-13-20Z.json")
            #expect(second.lastPathComponent == "note.corrupt-2023-11-14T22-13-20Z-2.json")
            #expect(try String(contentsOf: first, encoding: .utf8) == "first")
            #expect(try String(contentsOf: second, encoding: .utf8) == "second")
        }
    }
}
