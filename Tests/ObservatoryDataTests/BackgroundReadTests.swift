#if PostgreSQL
import Foundation
import ObservatoryTesting
import ObservatoryUI
import Testing
@testable import ObservatoryData

/// A window's queries and the main context's models follow a PostgreSQL
/// store without one call to the server on the main actor: `@Query` fetches
/// off it, another process's saves are read ahead of it, and so is what a
/// process missed. Two containers on one schema stand for two processes.
@MainActor
@Suite(.enabled(if: TestStore.includesPostgres, "this run leaves PostgreSQL out (OBSERVATORY_TEST_STORES)"))
struct BackgroundReadTests {
    private func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(30)
        while !condition() && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        return condition()
    }

    private func shows(_ host: ViewHost, _ expected: [String]) async -> Bool {
        await eventually {
            host.update()
            return rows(host) == expected
        }
    }

    @Test func aWindowFollowsTheStoreWithoutCallingItOnTheMainActor() async throws {
        let schema = TestPostgres.newSchema()
        let shown = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
        let other = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
        let store = try #require(shown.store as? PostgresStore)
        let walk = Habit(name: "Walk", streak: 9)
        other.mainContext.insert(walk)
        other.mainContext.insert(Habit(name: "Read", streak: 2))
        try await other.mainContext.saveAndWait()
        // Opening the container migrates on the caller's thread; from here on, none.
        let before = store.callsOnMainActor

        let host = ViewHost(Screen().modelContainer(shown))
        try await host.settle()
        #expect(rows(host) == ["Read: 2", "Walk: 9"])

        // Another process updates, inserts and deletes.
        walk.streak = 12
        other.mainContext.insert(Habit(name: "Swim", streak: 4))
        let read = try #require(try other.mainContext.fetch(FetchDescriptor<Habit>(predicate: #Predicate { $0.name == "Read" })).first)
        other.mainContext.delete(read)
        try await other.mainContext.saveAndWait()
        #expect(await shows(host, ["Swim: 4", "Walk: 12"]))

        // An edit in this process is saved off the main actor too.
        let held = try #require(shown.mainContext.registeredModel(for: walk.persistentModelID) as Habit?)
        held.streak = 13
        #expect(await eventually { !shown.mainContext.hasChanges })

        // A gap in hearing the other process: everything is read again.
        let sql = try PostgresSession(PostgresLocation(schema))
        try sql.statement { try $0.execute("UPDATE \"Habit\" SET streak = 1 WHERE name = 'Swim'") }
        let listener = SQLDialect.postgres.literal(.text(PostgresChangeListener.applicationName("observatory:\(try PostgresLocation(schema).schema ?? "")")))
        try sql.statement { try $0.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = \(listener)") }
        #expect(await shows(host, ["Swim: 1", "Walk: 13"]))

        #expect(store.callsOnMainActor == before)
    }

    @Test func aQueryWhoseTableIsLockedHoldsUpNothingAndShowsItsResultsOnceFree() async throws {
        // Another session holds the table: every read of it waits.
        let table = try await LockedHabitTable()
        let container = table.container
        let store = try #require(container.store as? PostgresStore)
        let before = store.callsOnMainActor

        let host = ViewHost(Screen().modelContainer(container))
        // Mounted at once, without the rows; the main actor serves on.
        #expect(rows(host) == [])
        let counter = ViewHost(Counter())
        try counter.tap("Count")
        #expect(counter.contains(text: "count: 1"))

        try table.release()
        try await host.settle()
        #expect(rows(host) == ["Walk: 9"])
        #expect(store.callsOnMainActor == before)
    }
}

extension BackgroundReadTests {
    @Test func windowsThatShowTheSameQueryShareItsQueuedRead() async throws {
        // Another session holds the table: every read of it waits.
        let table = try await LockedHabitTable()
        let container = table.container

        let reads = container.sharedReads
        let before = reads.startedCount.load(ordering: .relaxed)
        let asked = reads.requestedCount.load(ordering: .relaxed)
        // The first window's read starts and waits for the lock; the next
        // ten queue behind it, and share one read.
        let first = ViewHost(EveryHabit().modelContainer(container))
        // Generous: while the suites run in parallel, other tests' reads on
        // the main actor can hold it for seconds, and the windows ask from
        // tasks on it. Each wait ends as soon as its condition holds.
        let deadline = ContinuousClock.now + .seconds(60)
        while reads.startedCount.load(ordering: .relaxed) == before && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        let others = (0..<10).map { _ in ViewHost(EveryHabit().modelContainer(container)) }
        // Their queries ask from tasks of their own: the lock goes only once
        // all ten have asked (else the first read may end before they do).
        while reads.requestedCount.load(ordering: .relaxed) - asked < 11 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        // Else the first read could end before the last window asks, and
        // the count below would not be about sharing.
        #expect(reads.requestedCount.load(ordering: .relaxed) - asked == 11, "all eleven windows asked while the table was locked")
        try table.release()
        for host in [first] + others { try await host.settle() }
        #expect((([first] + others).allSatisfy { $0.contains(text: "every: 1") }))
        #expect(container.sharedReads.startedCount.load(ordering: .relaxed) - before == 2)
    }
}

/// A window with state of its own only.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        VStack {
            Text("count: \(count)")
            Button("Count") { count += 1 }
        }
    }
}
#endif
