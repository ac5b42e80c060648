#if PostgreSQL
import Foundation
@testable import ObservatoryData

/// A PostgreSQL store holding one habit, "Walk" with a streak of 9, whose
/// table another session holds locked until ``release()``: every read of it
/// waits. The container's reads wait for the lock as long as a loaded run
/// holds it (`timeout=120`), so a slow run cannot turn one into a timed-out
/// read and a second one.
@MainActor
struct LockedHabitTable {
    let container: ModelContainer
    private let locker: PostgresSession

    init() async throws {
        let schema = URL(string: TestPostgres.newSchema().absoluteString + "&timeout=120")!
        container = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
        container.mainContext.insert(Habit(name: "Walk", streak: 9))
        try await container.mainContext.saveAndWait()
        locker = try PostgresSession(PostgresLocation(schema))
        try locker.statement { try $0.execute("BEGIN") }
        try locker.statement { try $0.execute("LOCK TABLE \"Habit\" IN ACCESS EXCLUSIVE MODE") }
    }

    /// Ends the other session's transaction, and so the lock.
    func release() throws {
        try locker.statement { try $0.execute("COMMIT") }
    }
}
#endif
