#if PostgreSQL
import Foundation
import ObservatoryTesting
import ObservatoryUI
import Testing
@testable import ObservatoryData

/// A list whose query changes with a toggle, so a test can make it fetch.
private struct StreakList: View {
    @State private var longOnly = false

    var body: some View {
        VStack {
            Toggle("Long streaks only", isOn: $longOnly)
            FilteredHabits(minimum: longOnly ? 5 : 0)
        }
    }
}

private struct FilteredHabits: View {
    @Query private var habits: [Habit]

    init(minimum: Int) {
        _habits = Query(filter: #Predicate<Habit> { $0.streak >= minimum }, sort: \Habit.name)
    }

    var body: some View {
        Text("habits: " + habits.map(\.name).joined(separator: ","))
    }
}

/// A PostgreSQL server of its own that the test stops and starts again,
/// as when the database goes away mid-run.
@MainActor
@Suite(.enabled(if: TestStore.includesPostgres, "this run leaves PostgreSQL out (OBSERVATORY_TEST_STORES)"))
struct UnreachableStoreTests {
    /// Runs the main actor until `condition` holds, for at most 60 s. Alone,
    /// each wait here takes under 200 ms; in the full run, the main actor is
    /// shared with every other suite, and a task waiting for it was seen to
    /// wait 10 s.
    private func waitUntil(_ condition: () throws -> Bool) async rethrows {
        let deadline = ContinuousClock.now + .seconds(60)
        while try !condition() && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    @Test func aStoreThatLosesItsServerSaysSoRefusesSavesAndCatchesUpWhenItIsBack() async throws {
        let server = try await OwnPostgresServer.started()
        defer { server.remove() }
        let container = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: server.url))
        let context = container.mainContext
        context.autosaveEnabled = false
        context.insert(Habit(name: "Walk", streak: 1))
        try await context.saveAndWait()
        #expect(container.reachability.isReachable)

        let heard = Heard()
        withObservationTracking { _ = container.reachability.isReachable } onChange: { heard.append("reachability") }
        try await server.stop()
        context.insert(Habit(name: "Read", streak: 2))
        // The write fails (or, if the store already knows, `save()` refuses).
        await #expect {
            try await context.saveAndWait()
        } throws: { error in
            guard case ModelStoreError.unreachable = error else { return false }
            return "\(error)".contains("nothing was saved")
        }
        #expect(!container.reachability.isReachable)
        #expect(container.reachability.problem != nil)
        #expect(heard.all == ["reachability"])
        // The edit is still pending, not dropped.
        #expect(context.hasChanges)
        #expect(context.insertedModelsArray.map { ($0 as? Habit)?.name } == ["Read"])
        // Now the store knows: `save()` refuses at once, without the network.
        #expect(throws: ModelStoreError.self) { try context.save() }

        try await server.start()
        await waitUntil { container.reachability.isReachable }
        #expect(container.reachability.isReachable)
        try await context.saveAndWait()
        #expect(!context.hasChanges)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Habit>()) == 2)
    }

    @Test func aStoreHearsItsServerGoAwayWithoutAnyReadOrWrite() async throws {
        let server = try await OwnPostgresServer.started()
        defer { server.remove() }
        let container = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: server.url))
        #expect(container.reachability.isReachable)
        // Nothing reads or writes: the connection that listens for other
        // processes is the one that notices, so an idle window says so too.
        try await server.stop()
        await waitUntil { !container.reachability.isReachable }
        #expect(!container.reachability.isReachable)
        #expect(container.reachability.problem?.contains("127.0.0.1:\(server.port)") == true)
        try await server.start()
        await waitUntil { container.reachability.isReachable }
        #expect(container.reachability.isReachable)
    }

    @Test func aQueryThatCannotFetchKeepsItsResultsAndFetchesWhenTheServerIsBack() async throws {
        let server = try await OwnPostgresServer.started()
        defer { server.remove() }
        let container = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: server.url))
        container.mainContext.insert(Habit(name: "Walk", streak: 1))
        container.mainContext.insert(Habit(name: "Read", streak: 9))
        try container.mainContext.save()
        let host = ViewHost(StreakList().modelContainer(container))
        try await host.settle()   // a @Query of PostgreSQL fetches off the main actor
        #expect(host.contains(text: "habits: Read,Walk"))

        try await server.stop()
        // A new predicate: the query fetches, cannot, and keeps what it showed.
        try host.toggle("Long streaks only", to: true)
        host.update()
        #expect(host.contains(text: "habits: Read,Walk"))

        try await server.start()
        await waitUntil {
            host.update()
            return host.contains(text: "habits: Read")
        }
        #expect(host.contains(text: "habits: Read"))
    }

    @Test func theMainContextSavesWhatAutosaveCouldNotOnceTheServerIsBack() async throws {
        let server = try await OwnPostgresServer.started()
        defer { server.remove() }
        let container = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: server.url))
        let context = container.mainContext
        try await server.stop()
        context.insert(Habit(name: "Walk", streak: 1))
        // Autosave runs, fails, and keeps the change.
        await waitUntil { !container.reachability.isReachable }
        #expect(!container.reachability.isReachable)
        #expect(context.hasChanges)
        try await server.start()
        await waitUntil { container.reachability.isReachable && !context.hasChanges }
        #expect(container.reachability.isReachable)
        #expect(!context.hasChanges)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Habit>()) == 1)
    }
}

/// A server started by `scripts/postgres` in a folder of its own, on a fixed
/// port. Starting and stopping it wait for `pg_ctl`, off the main actor, which
/// the other suites of the run share.
struct OwnPostgresServer: Sendable {
    let folder: URL
    let port: Int
    var url: URL { URL(string: "postgres://observatory@127.0.0.1:\(port)/postgres")! }

    /// A new server, started.
    static func started() async throws -> OwnPostgresServer {
        try await Task.detached { try OwnPostgresServer() }.value
    }

    private init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-own-pg-\(UUID().uuidString)")
        let started = try Self.script(["start", folder.path, "--ephemeral"])
        guard let address = URL(string: started), let port = address.port else {
            throw ModelStoreError.database("scripts/postgres printed \(started)")
        }
        self.port = port
    }

    func stop() async throws {
        let folder = folder
        _ = try await Task.detached { try Self.script(["stop", folder.path]) }.value
    }

    func start() async throws {
        let (folder, port) = (folder, port)
        _ = try await Task.detached { try Self.script(["start", folder.path, String(port), "--ephemeral"]) }.value
    }

    func remove() {
        _ = try? Self.script(["stop", folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    private static func script(_ arguments: [String]) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = Pipe()
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/postgres")
        process.arguments = arguments
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw ModelStoreError.database("scripts/postgres \(arguments.joined(separator: " ")) failed")
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
#endif
