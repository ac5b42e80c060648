// Saves batches of ten models into the store at the given path, as fast as
// it can, printing the number of models saved after each batch. The crash
// test (Tests/ObservatoryDataTests/CrashTests.swift) kills it with SIGKILL
// mid-burst and reopens the store.
import Foundation
import ObservatoryData

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

let path = CommandLine.arguments.dropFirst().first ?? "crash.store"
let container = try ModelContainer(for: Entry.self, configurations: ModelConfiguration(url: URL(fileURLWithPath: path)))
let context = ModelContext(container)
var saved = try context.fetchCount(FetchDescriptor<Entry>())
var batch = saved / 10
while true {
    for position in 0..<10 {
        context.insert(Entry(batch: batch, position: position, text: String(repeating: "x", count: 200)))
    }
    try context.save()
    saved += 10
    batch += 1
    FileHandle.standardOutput.write(Data("saved \(saved)\n".utf8))
}
