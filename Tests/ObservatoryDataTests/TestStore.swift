import Foundation
import Synchronization
import Testing
@testable import ObservatoryData

/// The stores every data test runs on: the same models, queries and checks
/// on SQLite and on PostgreSQL.
enum TestStore: CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite
    case postgres

    var testDescription: String { self == .sqlite ? "SQLite" : "PostgreSQL" }

    /// The stores this build has: SQLite, and PostgreSQL unless the package
    /// trait `PostgreSQL` is off (scripts/test's ThreadSanitizer pass builds
    /// without it; see there).
    static var built: [TestStore] {
        #if PostgreSQL
        return [.sqlite, .postgres]
        #else
        return [.sqlite]
        #endif
    }

    /// The stores built, or those of them `OBSERVATORY_TEST_STORES` lists
    /// (`sqlite`, `postgres`, comma-separated).
    static var allCases: [TestStore] {
        guard let listed = ProcessInfo.processInfo.environment["OBSERVATORY_TEST_STORES"], !listed.isEmpty else {
            return built
        }
        let names = listed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        return built.filter { names.contains($0 == .sqlite ? "sqlite" : "postgres") }
    }

    /// Whether this run includes PostgreSQL.
    static var includesPostgres: Bool { allCases.contains(.postgres) }

    /// The SQL its store speaks.
    var dialect: SQLDialect { self == .sqlite ? .sqlite : .postgres }

    /// A configuration for a new, empty store: SQLite in memory, or a schema
    /// of its own on the test server.
    func newConfiguration() -> ModelConfiguration {
        switch self {
        case .sqlite: return ModelConfiguration(isStoredInMemoryOnly: true)
        case .postgres: return ModelConfiguration(url: TestPostgres.newSchema())
        }
    }

    /// A configuration for a new store that outlives its containers: a file
    /// in `folder`, or a schema of its own on the test server.
    func newLastingConfiguration(in folder: URL) -> ModelConfiguration {
        switch self {
        case .sqlite: return ModelConfiguration(url: folder.appendingPathComponent("items.store"))
        case .postgres: return ModelConfiguration(url: TestPostgres.newSchema())
        }
    }
}

/// A container on a new, empty store.
@MainActor
func memoryContainer(on store: TestStore = .sqlite, _ types: any PersistentModel.Type...) throws -> ModelContainer {
    try ModelContainer(for: Schema(types), configurations: [store.newConfiguration()])
}

/// The PostgreSQL server of the tests: the one `OBSERVATORY_TEST_POSTGRES`
/// names (scripts/test starts one for the whole run), or else one that
/// `scripts/postgres` starts here, in a temporary folder, and stops at exit.
enum TestPostgres {
    static let server: String = {
        if let given = ProcessInfo.processInfo.environment["OBSERVATORY_TEST_POSTGRES"], !given.isEmpty { return given }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("observatory-pg-\(getpid())")
        let output = Pipe()
        let start = Process()
        start.executableURL = root.appendingPathComponent("scripts/postgres")
        start.arguments = ["start", folder.path, "--ephemeral"]
        start.standardOutput = output
        do { try start.run() } catch { fatalError("scripts/postgres did not start: \(error)") }
        start.waitUntilExit()
        let address = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard start.terminationStatus == 0, address.hasPrefix("postgres://") else {
            fatalError("scripts/postgres could not start a server (exit \(start.terminationStatus))")
        }
        startedFolder.withLock { $0 = (root, folder) }
        atexit {
            guard let (root, folder) = TestPostgres.startedFolder.withLock({ $0 }) else { return }
            let stop = Process()
            stop.executableURL = root.appendingPathComponent("scripts/postgres")
            stop.arguments = ["stop", folder.path]
            try? stop.run()
            stop.waitUntilExit()
            try? FileManager.default.removeItem(at: folder)
        }
        return address
    }()

    private static let startedFolder = SanitizedMutex<(URL, URL)?>(nil)
    private static let schemas = Atomic<Int>(0)

    /// The address of a schema no other store of this run uses.
    static func newSchema() -> URL {
        let number = schemas.add(1, ordering: .relaxed).newValue
        return URL(string: "\(server)?schema=test_\(getpid())_\(number)")!
    }
}
