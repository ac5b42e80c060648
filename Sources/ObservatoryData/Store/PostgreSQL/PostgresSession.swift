#if PostgreSQL
import Logging
import ObservatoryUI
import NIOCore
import NIOPosix
import PostgresNIO
import Synchronization

/// One connection to a PostgreSQL server, used by one caller at a time.
///
/// The store's methods are synchronous, as SwiftData's are, so each waits for
/// its statements on the connection's event loop, never longer than the
/// location's `timeout`: past it, the connection is closed (the server rolls
/// the transaction back) and the call throws ``ModelStoreError/unreachable(_:)``.
/// A connection that fails is dropped, and the next call opens a new one.
/// The main context never calls a session on the main actor for a save
/// (``ModelStore/isOnNetwork``).
final class PostgresSession: Sendable {
    let probe: PostgresProbe
    var location: PostgresLocation { probe.location }
    /// Whether the last call reached the server.
    var reachability: StoreReachability { probe.reachability }
    private let connection = SanitizedMutex<PostgresConnection?>(nil)
    /// Told apart in `pg_stat_activity`.
    private let role: String
    private static let logger = Logger(label: "ObservatoryData.PostgreSQL")

    /// A session of `probe`'s server; `role` names its connections
    /// (`application_name`), and `connectNow` opens the first one at once.
    init(_ probe: PostgresProbe, role: String, connectNow: Bool) throws {
        self.probe = probe
        self.role = role
        if connectNow { try connection.withLock { _ = try open(&$0) } }
    }

    /// A session of its own, connected at once.
    convenience init(_ location: PostgresLocation) throws {
        try self.init(PostgresProbe(location), role: "observatory", connectNow: true)
    }

    deinit {
        connection.withLock { $0.take() }?.closeInBackground()
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back
    /// when it throws.
    func transaction<Result>(_ body: (PostgresStatements) throws -> Result) throws -> Result {
        try reporting { try run(body, inTransaction: true) }
    }

    /// Runs `body`, a single statement, which PostgreSQL makes atomic on its
    /// own: one round trip instead of three.
    func statement<Result>(_ body: (PostgresStatements) throws -> Result) throws -> Result {
        try reporting { try run(body, inTransaction: false) }
    }

    /// Runs `call`, and records whether it reached the server.
    private func reporting<Result>(_ call: () throws -> Result) throws -> Result {
        do {
            let result = try call()
            probe.reached()
            return result
        } catch ModelStoreError.unreachable(let reason) {
            probe.connectionLost(reason)
            throw ModelStoreError.unreachable(reason)
        }
    }

    private func run<Result>(_ body: (PostgresStatements) throws -> Result, inTransaction: Bool) throws -> Result {
        if MainQueue.isCurrent { probe.callsOnMainActor.add(1, ordering: .relaxed) }
        return try connection.withLock { connection in
            let statements = PostgresStatements(connection: try open(&connection), timeout: location.timeout, logger: Self.logger)
            do {
                if inTransaction { try statements.run(SQLFragment("BEGIN")) }
                let result = try body(statements)
                if inTransaction { try statements.run(SQLFragment("COMMIT")) }
                return result
            } catch {
                var failure = translated(error)
                if statements.connection.isClosed || error is NetworkWaitTimedOut || Self.saysTheServerIsGoing(error) {
                    if !statements.connection.isClosed { statements.connection.closeInBackground() }
                    connection = nil
                    failure = ModelStoreError.unreachable(Self.message(of: error))
                } else if inTransaction {
                    _ = try? statements.run(SQLFragment("ROLLBACK"))
                }
                throw failure
            }
        }
    }

    private func open(_ connection: inout PostgresConnection?) throws -> PostgresConnection {
        if let open = connection, !open.isClosed { return open }
        connection = nil
        var configuration = location.configuration
        configuration.options.additionalStartupParameters.append(("application_name", role))
        do {
            let connecting = PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: 1, logger: Self.logger)
            // A connection that opens after the bound is closed at once.
            let opened = try connecting.wait(atMost: location.timeout) {
                connecting.whenSuccess { $0.closeInBackground() }
            }
            connection = opened
            return opened
        } catch {
            throw ModelStoreError.unreachable("\(location): \(Self.message(of: error))")
        }
    }

    /// Records that a connection to the server was lost or refused.
    func connectionLost(_ reason: String) {
        probe.connectionLost(reason)
    }

    private func translated(_ error: any Error) -> any Error {
        if error is ModelStoreError { return error }
        if error is NetworkWaitTimedOut { return ModelStoreError.unreachable("\(error)") }
        return ModelStoreError.database(Self.message(of: error))
    }

    /// Whether `error` is the server ending the session: it is shutting
    /// down or restarting (SQLSTATE 57P…), or the connection failed (08…).
    /// The connection may not have closed yet when the error arrives.
    static func saysTheServerIsGoing(_ error: any Error) -> Bool {
        guard let state = (error as? PSQLError)?.serverInfo?[.sqlState] else { return false }
        return state.hasPrefix("57P") || state.hasPrefix("08")
    }

    /// What the server said, or what went wrong on the way to it.
    static func message(of error: any Error) -> String {
        guard let error = error as? PSQLError else { return "\(error)" }
        if let underlying = error.underlying as? NetworkWaitTimedOut { return "\(underlying)" }
        if let message = error.serverInfo?[.message] { return message }
        if let underlying = error.underlying { return "\(error.code): \(underlying)" }
        return "\(error.code)"
    }
}

/// The statements of one transaction.
struct PostgresStatements {
    let connection: PostgresConnection
    /// The longest a statement waits for its rows.
    let timeout: TimeAmount
    let logger: Logger

    /// Runs `fragment` and returns its rows, waiting at most `timeout`.
    @discardableResult
    func run(_ fragment: SQLFragment) throws -> [PostgresRow] {
        let connection = connection
        let answer = connection.query(try fragment.postgresQuery(), logger: logger).map(\.rows)
        return try answer.wait(atMost: timeout) { connection.closeInBackground() }
    }

    /// Runs `sql`, which binds nothing.
    func execute(_ sql: String) throws {
        try run(SQLFragment(sql))
    }
}

extension PostgresConnection {
    /// Closes the connection, which lives until it is closed.
    func closeInBackground() {
        close().whenComplete { _ in withExtendedLifetime(self) {} }
    }
}
#endif
