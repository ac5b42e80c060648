#if PostgreSQL
import Foundation
import Observatory
import Synchronization
import Testing
@testable import ObservatoryData

/// The main context's explicit reads that have an `InBackground` form, and
/// `ResultsObserver` on it, read PostgreSQL without one call to the server
/// on the main actor, and give what the synchronous forms give.
@MainActor
@Suite(.enabled(if: TestStore.includesPostgres, "this run leaves PostgreSQL out (OBSERVATORY_TEST_STORES)"))
struct BackgroundFetchTests {
    @Test func explicitReadsInTheBackgroundGiveWhatFetchGivesAndCallNothingOnTheMainActor() async throws {
        let schema = TestPostgres.newSchema()
        let container = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
        let other = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
        for (name, streak) in [("Walk", 9), ("Read", 2), ("Swim", 4)] {
            other.mainContext.insert(Habit(name: name, streak: streak))
        }
        try await other.mainContext.saveAndWait()
        let store = try #require(container.store as? PostgresStore)
        let context = container.mainContext
        context.autosaveEnabled = false
        let before = store.callsOnMainActor

        let byName = FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)])
        let all = try await context.fetchInBackground(byName)
        #expect(all.map(\.name) == ["Read", "Swim", "Walk"])
        // The context's own instances, as fetch gives them.
        #expect(all.allSatisfy { (context.registeredModel(for: $0.persistentModelID) as Habit?) === $0 })

        // Unsaved changes count: an insert, and a change that drops a row.
        context.insert(Habit(name: "Code", streak: 7))
        all[2].streak = 1
        let longStreaks = FetchDescriptor<Habit>(predicate: #Predicate { $0.streak >= 3 }, sortBy: [SortDescriptor(\.name)])
        #expect(try await context.fetchInBackground(longStreaks).map(\.name) == ["Code", "Swim"])
        #expect(try await context.fetchCountInBackground(longStreaks) == 2)
        #expect(try await context.fetchCountInBackground(byName) == 4)
        let ids = try await context.fetchIdentifiersInBackground(longStreaks)
        #expect(ids == (try await context.fetchInBackground(longStreaks)).map(\.persistentModelID))
        // A rollback restores what it remembered, without the store.
        context.rollback()
        #expect(all[2].streak == 9)

        // Saved, the store answers the count and the identities itself.
        #expect(try await context.fetchCountInBackground(longStreaks) == 2)
        #expect(try await context.fetchIdentifiersInBackground(byName) == all.map(\.persistentModelID))

        // A model the context does not hold yet, saved by another process.
        let dive = Habit(name: "Dive", streak: 3)
        other.mainContext.insert(dive)
        try await other.mainContext.saveAndWait()
        let held: Habit = try await context.modelInBackground(for: dive.persistentModelID)
        #expect(held.name == "Dive" && held !== dive)
        #expect(try await context.modelInBackground(for: dive.persistentModelID) as Habit === held)
        let gone = PersistentIdentifier(entityName: "Habit", rowID: 999_999)
        await #expect(throws: ModelStoreError.self) { _ = try await context.modelInBackground(for: gone, as: Habit.self) }

        #expect(store.callsOnMainActor == before)
    }

    @Test func aFetchBehindALockedTableLeavesTheMainActorFree() async throws {
        // Another session holds the table: every read of it waits.
        let table = try await LockedHabitTable()
        let container = table.container

        let started = container.sharedReads.startedCount.load(ordering: .relaxed)
        let context = container.mainContext
        let fetching = Task { try await context.fetchInBackground(FetchDescriptor<Habit>()).map(\.name) }
        // The read has started and waits for the lock; the main actor runs on.
        let deadline = ContinuousClock.now + .seconds(30)
        while container.sharedReads.startedCount.load(ordering: .relaxed) == started && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(container.sharedReads.startedCount.load(ordering: .relaxed) == started + 1)
        try table.release()
        #expect(try await fetching.value == ["Walk"])
    }

    @Test func aResultsObserverOfTheMainContextReadsInTheBackgroundAndTellsItsReaders() async throws {
        let schema = TestPostgres.newSchema()
        let container = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
        let other = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
        other.mainContext.insert(Habit(name: "Walk", streak: 9))
        other.mainContext.insert(Habit(name: "Read", streak: 2))
        try await other.mainContext.saveAndWait()
        let store = try #require(container.store as? PostgresStore)
        let before = store.callsOnMainActor

        let observer = try ResultsObserver<Habit, Never>(sortBy: [SortDescriptor(\.name)], modelContext: container.mainContext)
        let heard = Atomic<Int>(0)
        withObservationTracking { _ = observer.results.count } onChange: { heard.add(1, ordering: .relaxed) }
        #expect(await eventually { heard.load(ordering: .relaxed) == 1 })
        #expect(observer.results.map(\.name) == ["Read", "Walk"])

        // Another process saves: the next read of the results reads again.
        other.mainContext.insert(Habit(name: "Swim", streak: 4))
        try await other.mainContext.saveAndWait()
        #expect(await eventually { observer.results.map(\.name) == ["Read", "Swim", "Walk"] })

        #expect(store.callsOnMainActor == before)
    }

    private func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }
}
#endif
