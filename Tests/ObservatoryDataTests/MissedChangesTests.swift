import Foundation
import Testing
import ObservatoryTesting
@testable import ObservatoryData

/// When a store may have missed other processes' saves (its listener was
/// away), the main context reads its models again and queries fetch again.
@MainActor
struct MissedChangesTests {
    @Test func theMainContextReadsItsModelsAgainAndQueriesFetchAgain() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("missed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = ModelConfiguration(url: folder.appendingPathComponent("habits.store"))
        let shown = try ModelContainer(for: Habit.self, configurations: configuration)
        shown.mainContext.autosaveEnabled = false
        shown.mainContext.insert(Habit(name: "Walk", streak: 1))
        shown.mainContext.insert(Habit(name: "Nap", streak: 3))
        try await shown.mainContext.saveAndWait()
        let host = ViewHost(HabitList().modelContainer(shown))
        try await host.settle()   // a @Query of PostgreSQL fetches off the main actor
        #expect(rows(host) == ["Nap: 3", "Walk: 1"])

        // Another writer of the file: SQLite tells no other container, as a
        // listener that was away hears nothing.
        let other = try ModelContainer(for: Habit.self, configurations: configuration)
        let habits = try other.mainContext.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)]))
        other.mainContext.delete(habits[0])
        habits[1].streak = 9
        other.mainContext.insert(Habit(name: "Code", streak: 4))
        try await other.mainContext.saveAndWait()
        host.update()
        #expect(rows(host) == ["Nap: 3", "Walk: 1"])

        shown.changes.send(.missedChanges, by: ObjectIdentifier(shown.changes))
        host.update()
        #expect(rows(host) == ["Code: 4", "Walk: 9"])
        #expect(host.contains(text: "2 habits"))
        #expect(!shown.mainContext.hasChanges)
    }

    @Test func aModelWithUnsavedChangesKeepsThem() async throws {
        let container = try memoryContainer(Habit.self)
        let context = container.mainContext
        context.autosaveEnabled = false
        let walk = Habit(name: "Walk", streak: 1)
        context.insert(walk)
        try await context.saveAndWait()
        walk.streak = 5
        container.changes.send(.missedChanges, by: ObjectIdentifier(container.changes))
        #expect(walk.streak == 5)
        #expect(context.hasChanges)
    }
}
