#if PostgreSQL
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import Synchronization

/// One connection to a PostgreSQL server, used by one caller at a time.
///
/// The store's methods are synchronous, as SwiftData's are, so each waits for
/// its statements on the connection's event loop. A connection that fails
/// is dropped, and the next call opens a new one.
final class PostgresSession: Sendable {
    let location: PostgresLocation
    /// Whether the last call reached the server.
    let reachability = StoreReachability()
    private let connection = Mutex<PostgresConnection?>(nil)
    private let isProbing = Atomic<Bool>(false)
    private static let logger = Logger(label: "ObservatoryData.PostgreSQL")

    init(_ location: PostgresLocation) throws {
        self.location = location
        try connection.withLock { _ = try open(&$0) }
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
            reachability.update(reachable: true)
            return result
        } catch ModelStoreError.unreachable(let reason) {
            connectionLost(reason)
            throw ModelStoreError.unreachable(reason)
        }
    }

    private func run<Result>(_ body: (PostgresStatements) throws -> Result, inTransaction: Bool) throws -> Result {
        try connection.withLock { connection in
            let statements = PostgresStatements(connection: try open(&connection), logger: Self.logger)
            do {
                if inTransaction { try statements.run(SQLFragment("BEGIN")) }
                let result = try body(statements)
                if inTransaction { try statements.run(SQLFragment("COMMIT")) }
                return result
            } catch {
                var failure = translated(error)
                if statements.connection.isClosed || Self.saysTheServerIsGoing(error) {
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
        do {
            let opened = try PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.next(), configuration: location.configuration,
                id: 1, logger: Self.logger
            ).wait()
            connection = opened
            return opened
        } catch {
            throw ModelStoreError.unreachable("\(location): \(Self.message(of: error))")
        }
    }

    /// Records that a connection to the server was lost or refused: the
    /// store is unreachable until a probe reaches the server again.
    func connectionLost(_ reason: String) {
        if reachability.isReachable {
            Self.logger.warning("the database cannot be reached: \(reason)")
        }
        // In words a window can show; the log has the details.
        reachability.update(reachable: false, problem: "the database at \(location.host):\(location.port) does not answer")
        startProbing()
    }

    /// Tries to connect in the background, after 100 ms and then twice as
    /// long each time up to 5 s, until the server answers; then the store
    /// is reachable again (the next call opens its connection).
    private func startProbing() {
        guard isProbing.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        probe(after: .milliseconds(100))
    }

    private func probe(after delay: TimeAmount) {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let configuration = location.configuration
        loop.scheduleTask(in: delay) { [weak self] in
            guard self != nil else { return }
            PostgresConnection.connect(on: loop, configuration: configuration, id: 3, logger: Self.logger)
                .whenComplete { [weak self] result in
                    guard let self else { return }
                    switch result {
                    case .success(let probe):
                        probe.closeInBackground()
                        isProbing.store(false, ordering: .relaxed)
                        reachability.update(reachable: true)
                    case .failure:
                        probe(after: min(delay * 2, .seconds(5)))
                    }
                }
        }
    }

    private func translated(_ error: any Error) -> any Error {
        if error is ModelStoreError { return error }
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
        if let message = error.serverInfo?[.message] { return message }
        if let underlying = error.underlying { return "\(error.code): \(underlying)" }
        return "\(error.code)"
    }
}

/// The statements of one transaction.
struct PostgresStatements {
    let connection: PostgresConnection
    let logger: Logger

    /// Runs `fragment` and returns its rows.
    @discardableResult
    func run(_ fragment: SQLFragment) throws -> [PostgresRow] {
        try connection.query(try fragment.postgresQuery(), logger: logger).wait().rows
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
