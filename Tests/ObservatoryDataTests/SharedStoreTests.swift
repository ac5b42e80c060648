#if PostgreSQL
import Foundation
import Testing
@testable import ObservatoryData

/// Two containers on one PostgreSQL schema stand for two processes: they
/// share nothing in memory, so what one saves reaches the other only through
/// the database's notifications.
@MainActor
@Suite(.enabled(if: TestStore.includesPostgres, "this run leaves PostgreSQL out (OBSERVATORY_TEST_STORES)"))
struct SharedStoreTests {
    /// Runs the main actor until `condition` holds, for at most `seconds`.
    /// Whether `condition` holds within `seconds` of polling, every 5 ms.
    ///
    /// The budget counts polls, not wall-clock time: another test that holds
    /// the main actor (a synchronous save of 600 models) stops the polls and
    /// the deliveries alike, and a wall-clock deadline that passed meanwhile
    /// made the last check run before the deliveries queued behind it.
    private func eventually(_ seconds: Double = 10, _ condition: () throws -> Bool) async rethrows -> Bool {
        for _ in 0..<Int(seconds * 200) {
            if try condition() { return true }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return try condition()
    }

    private func twoProcesses() throws -> (ModelContainer, ModelContainer) {
        let shared = ModelConfiguration(url: TestPostgres.newSchema())
        return (try ModelContainer(for: Habit.self, configurations: shared),
                try ModelContainer(for: Habit.self, configurations: shared))
    }

    @Test func aSaveReachesTheOtherProcesssLoadedModels() async throws {
        let (first, second) = try twoProcesses()
        let walk = Habit(name: "Walk", streak: 1)
        first.mainContext.insert(walk)
        try await first.mainContext.saveAndWait()
        let copy = try #require(try second.mainContext.fetch(FetchDescriptor<Habit>()).first)
        #expect(copy !== walk)

        let heard = Heard()
        withObservationTracking { _ = copy.streak } onChange: { heard.append("streak") }
        walk.streak = 5
        try await first.mainContext.saveAndWait()
        #expect(await eventually { copy.streak == 5 })
        #expect(heard.all == ["streak"])
        #expect(!second.mainContext.hasChanges)
    }

    @Test func insertsAndDeletesReachTheOtherProcesssQueries() async throws {
        let (first, second) = try twoProcesses()
        let observer = try ResultsObserver<Habit, Never>(
            filterBy: #Predicate { $0.streak >= 5 }, sortBy: [SortDescriptor(\.name)], modelContext: second.mainContext)
        #expect(observer.results.isEmpty)

        let code = Habit(name: "Code", streak: 7)
        first.mainContext.insert(code)
        first.mainContext.insert(Habit(name: "Nap", streak: 1))
        try await first.mainContext.saveAndWait()
        #expect(await eventually { observer.results.map(\.name) == ["Code"] })

        first.mainContext.delete(code)
        try await first.mainContext.saveAndWait()
        #expect(await eventually { observer.results.isEmpty })
        #expect(try second.mainContext.fetchCount(FetchDescriptor<Habit>()) == 1)
    }

    @Test func aChangeMovesAModelIntoTheOtherProcesssFilter() async throws {
        let (first, second) = try twoProcesses()
        let nap = Habit(name: "Nap", streak: 1)
        first.mainContext.insert(nap)
        try await first.mainContext.saveAndWait()
        let observer = try ResultsObserver<Habit, Never>(
            filterBy: #Predicate { $0.streak >= 5 }, sortBy: [SortDescriptor(\.name)], modelContext: second.mainContext)
        #expect(observer.results.isEmpty)
        nap.streak = 8
        try await first.mainContext.saveAndWait()
        #expect(await eventually { observer.results.map(\.streak) == [8] })
    }

    @Test func twoWritersOfOneRowLastWriterWinsPerProperty() async throws {
        let (first, second) = try twoProcesses()
        let habit = Habit(name: "Read", streak: 1, note: "a")
        first.mainContext.insert(habit)
        try await first.mainContext.saveAndWait()
        let copy = try #require(try second.mainContext.fetch(FetchDescriptor<Habit>()).first)

        // Each process changes a different property, then both save.
        habit.streak = 2
        copy.note = "b"
        try await first.mainContext.saveAndWait()
        try await second.mainContext.saveAndWait()
        let fresh = try #require(try ModelContext(first).fetch(FetchDescriptor<Habit>()).first)
        #expect(fresh.streak == 2)
        #expect(fresh.note == "b")
        #expect(try ModelContext(first).fetchCount(FetchDescriptor<Habit>()) == 1)
    }

    @Test func aLargeSaveIsToldInSeveralNotices() async throws {
        let (first, second) = try twoProcesses()
        let observer = try ResultsObserver<Habit, Never>(sortBy: [SortDescriptor(\.streak)], modelContext: second.mainContext)
        for index in 0..<600 { first.mainContext.insert(Habit(name: "Habit number \(index)", streak: index)) }
        try await first.mainContext.saveAndWait()
        #expect(await eventually { observer.results.count == 600 })

        let changes = ModelChanges(inserted: (1...600).map { PersistentIdentifier(entityName: "Habit", rowID: $0) })
        let payloads = ChangeNotice.payloads(origin: "o", changes)
        #expect(payloads.count > 1)
        #expect(payloads.allSatisfy { $0.utf8.count <= ChangeNotice.maximumBytes })
        #expect(payloads.compactMap(ChangeNotice.init(payload:)).flatMap(\.changes.inserted) == changes.inserted)
    }

    @Test func whatAProcessMissedWhileItCouldNotHearIsReadAgain() async throws {
        let schema = TestPostgres.newSchema()
        let (first, second) = (try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema)),
                               try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema)))
        first.mainContext.insert(Habit(name: "Walk", streak: 1))
        try await first.mainContext.saveAndWait()
        let copy = try #require(try second.mainContext.fetch(FetchDescriptor<Habit>()).first)
        let observer = try ResultsObserver<Habit, Never>(sortBy: [SortDescriptor(\.name)], modelContext: second.mainContext)
        // The main context's observer reads in the background.
        #expect(await eventually { observer.results.map(\.name) == ["Walk"] })

        // Written behind every listener's back: SQL that sends no notice,
        // as a save is lost on a listener that is away.
        let sql = try PostgresSession(PostgresLocation(schema))
        try sql.statement { try $0.execute(#"UPDATE "Habit" SET "streak" = 9"#) }
        try sql.statement { try $0.execute(#"INSERT INTO "Habit" ("name", "streak", "createdAt", "note", "tags") SELECT 'Read', 2, "createdAt", "note", "tags" FROM "Habit""#) }
        #expect(copy.streak == 1)
        // The two listeners' connections end, as when the network drops
        // (those of other tests, on other schemas, carry on).
        let location = try PostgresLocation(schema)
        let listener = SQLDialect.postgres.literal(.text(PostgresChangeListener.applicationName("observatory:\(location.schema ?? "")")))
        try sql.statement { try $0.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = \(listener)") }
        #expect(await eventually { copy.streak == 9 })
        #expect(await eventually { observer.results.map(\.name) == ["Read", "Walk"] })
        #expect(!second.mainContext.hasChanges)
    }
}
#endif
