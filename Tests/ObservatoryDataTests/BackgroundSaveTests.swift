#if PostgreSQL
import Foundation
import Testing
@testable import ObservatoryData

/// The main context of a PostgreSQL store never waits for the network on
/// the main actor: `save()` hands its changes to the store's writer. These
/// tests slow the writer down with a trigger, so that a save is still being
/// written while the test looks, and check what the context shows meanwhile,
/// what happens to changes made meanwhile, and what a failed write leaves.
@MainActor
@Suite(.enabled(if: TestStore.includesPostgres, "this run leaves PostgreSQL out (OBSERVATORY_TEST_STORES)"))
struct BackgroundSaveTests {
    /// A container on a new schema whose habit writes each take `delay`
    /// seconds more, and fail for a habit named "Refused"; a session to
    /// change that; and its main context, without autosave, with "Walk"
    /// (streak 1) inserted and not saved.
    @MainActor
    private struct SlowStore {
        let container: ModelContainer
        let sql: PostgresSession
        let walk = Habit(name: "Walk", streak: 1)
        var context: ModelContext { container.mainContext }
    }

    private func slowStore(delay: Double = 0.3) throws -> SlowStore {
        let schema = TestPostgres.newSchema()
        let container = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
        let sql = try PostgresSession(PostgresLocation(schema))
        try sql.transaction { statements in
            try statements.execute("""
                CREATE FUNCTION slow_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
                    PERFORM pg_sleep(\(delay));
                    IF NEW.name = 'Refused' THEN RAISE EXCEPTION 'refused by the test'; END IF;
                    RETURN NEW;
                END $$
                """)
            try statements.execute(
                "CREATE TRIGGER slow_write BEFORE INSERT OR UPDATE ON \"Habit\" FOR EACH ROW EXECUTE FUNCTION slow_write()")
        }
        let store = SlowStore(container: container, sql: sql)
        store.context.autosaveEnabled = false
        store.context.insert(store.walk)
        return store
    }

    private func storedHabits(_ container: ModelContainer) throws -> [String] {
        try ModelContext(container).fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)])).map { "\($0.name): \($0.streak)" }
    }

    @Test func saveReturnsBeforeTheWriteAndChangesMadeMeanwhileAreSavedAfterIt() async throws {
        let store = try slowStore()
        let (container, context, walk) = (store.container, store.context, store.walk)
        try context.save()
        // Handed to the writer, which is still in the trigger: nothing is
        // stored yet, and the context says it has changes until it is.
        #expect(context.hasChanges)
        #expect(context.insertedModelsArray.isEmpty)
        #expect(try storedHabits(container) == [])
        // A fetch meanwhile counts the save being written, as a pending one.
        let fetched = try context.fetch(FetchDescriptor<Habit>())
        #expect(fetched.count == 1 && fetched.first === walk)

        walk.streak = 5
        context.insert(Habit(name: "Read", streak: 2))
        try context.save()   // waits for the first write, then goes
        try await context.saveAndWait()
        #expect(!context.hasChanges)
        #expect(try storedHabits(container) == ["Read: 2", "Walk: 5"])
        // One instance per row: the fetch after the write finds the same model.
        let again = try context.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)]))
        #expect(again.count == 2 && again.last === walk)
        #expect(walk.persistentModelID.rowID != nil)
    }

    @Test func aFailedWriteLeavesItsChangesPendingWithThoseMadeMeanwhile() async throws {
        let store = try slowStore()
        let (container, context, walk, sql) = (store.container, store.context, store.walk, store.sql)
        try await context.saveAndWait()

        walk.streak = 2
        let refused = Habit(name: "Refused", streak: 1)
        context.insert(refused)
        try context.save()
        // While it is written: another change of each.
        walk.note = "mornings"
        refused.streak = 3
        await #expect {
            try await context.saveAndWait()
        } throws: { error in
            guard case ModelStoreError.database(let message) = error else { return false }
            return message.contains("refused by the test")
        }
        // Nothing of it was written, and nothing is lost: the insert is
        // pending again (with its later change), and the update carries
        // both changes.
        #expect(try storedHabits(container) == ["Walk: 1"])
        #expect(context.insertedModelsArray.count == 1 && context.insertedModelsArray.first === refused)
        #expect(context.changedModelsArray.count == 1 && context.changedModelsArray.first === walk)

        try sql.statement { try $0.execute("DROP TRIGGER slow_write ON \"Habit\"") }
        refused.name = "Accepted"
        try await context.saveAndWait()
        #expect(try storedHabits(container) == ["Accepted: 3", "Walk: 2"])
        #expect(try ModelContext(container).fetch(FetchDescriptor<Habit>(predicate: #Predicate { $0.name == "Walk" })).first?.note == "mornings")
    }

    @Test func aModelDeletedWhileItsInsertIsWrittenIsDeletedAfterIt() async throws {
        let store = try slowStore()
        let (container, context, walk) = (store.container, store.context, store.walk)
        try context.save()
        context.delete(walk)
        try context.save()
        try await context.saveAndWait()
        #expect(try storedHabits(container) == [])
        #expect(!context.hasChanges)
    }
}

/// Every wait for the server has a bound (the address's `timeout`).
@Suite(.enabled(if: TestStore.includesPostgres, "this run leaves PostgreSQL out (OBSERVATORY_TEST_STORES)"))
struct BoundedWaitTests {
    @Test func aServerThatAcceptsButNeverAnswersFailsTheOpeningWithinTheTimeout() throws {
        // A socket that listens and never says a word.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(listener, socketAddress, length) == 0 && listen(listener, 8) == 0
                    && getsockname(listener, socketAddress, &length) == 0
            }
        }
        try #require(listening)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let started = ContinuousClock.now
        #expect {
            _ = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(
                url: URL(string: "postgres://observatory@127.0.0.1:\(port)/postgres?timeout=0.5")!))
        } throws: { error in
            guard case ModelStoreError.unreachable = error else { return false }
            return true
        }
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    @Test func aStatementPastTheTimeoutFailsAndTheStoreComesBack() async throws {
        let location = try PostgresLocation(URL(string: "\(TestPostgres.newSchema().absoluteString)&timeout=0.5")!)
        #expect(location.timeout == .milliseconds(500))
        let session = try PostgresSession(location)
        #expect {
            try session.statement { try $0.execute("SELECT pg_sleep(3)") }
        } throws: { error in
            guard case ModelStoreError.unreachable(let reason) = error else { return false }
            return reason.contains("no answer within 500 ms")
        }
        #expect(!session.reachability.isReachable)
        let deadline = ContinuousClock.now + .seconds(20)
        while !session.reachability.isReachable && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        // A new connection: the next statement runs.
        #expect(try session.statement { try $0.run(SQLFragment("SELECT 1")).count } == 1)
    }

    @Test func aTimeoutThatIsNotANumberOfSecondsIsRefused() {
        for given in ["abc", "0", "-1", "7200"] {
            #expect(throws: ModelStoreError.self) {
                _ = try PostgresLocation(URL(string: "postgres://u@localhost/db?timeout=\(given)")!)
            }
        }
    }
}
#endif
