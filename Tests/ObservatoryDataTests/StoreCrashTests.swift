import Foundation
import Testing
@testable import ObservatoryData

@Model
final class Entry {
    var batch: Int
    var position: Int
    var text: String

    init(batch: Int, position: Int, text: String) {
        self.batch = batch
        self.position = position
        self.text = text
    }
}

struct StoreCrashTests {
    /// The writer beside the test bundle (`swift build` puts both in the same folder).
    private static var writer: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("DataCrashWriter")
    }

    /// Starts the writer on `store`, waits until it has saved at least
    /// `atLeast` models in this run, kills it with SIGKILL, and returns the
    /// count it last reported.
    private func killMidBurst(_ store: URL, after atLeast: Int) throws -> Int {
        let process = Process()
        process.executableURL = Self.writer
        process.arguments = [store.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var reported = 0
        var first: Int?
        var buffer = Data()
        let handle = output.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            buffer += chunk
            let lines = String(decoding: buffer, as: UTF8.self).split(separator: "\n")
            if let last = lines.last(where: { $0.hasPrefix("saved ") }), let count = Int(last.dropFirst(6)) {
                reported = count
                if first == nil { first = count }
            }
            if let first, reported - first >= atLeast { break }
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        return reported
    }

    @Test func aStoreKilledMidSaveReopensWithEveryCommittedSave() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("crash.store")
        var reported = 0
        for round in 1...3 {
            reported = try killMidBurst(store, after: 200 * round)
            let container = try ModelContainer(for: Entry.self, configurations: ModelConfiguration(url: store))
            let context = ModelContext(container)
            let entries = try context.fetch(FetchDescriptor<Entry>(sortBy: [SortDescriptor(\.batch), SortDescriptor(\.position)]))
            // Every save the writer reported is there, and saves are whole:
            // a batch has all ten entries or none.
            #expect(entries.count >= reported)
            #expect(entries.count % 10 == 0)
            let batches = Dictionary(grouping: entries, by: \.batch)
            #expect(batches.values.allSatisfy { $0.map(\.position) == Array(0..<10) })
            #expect(entries.allSatisfy { $0.text.count == 200 })
        }
        #expect(reported >= 600)
    }
}
