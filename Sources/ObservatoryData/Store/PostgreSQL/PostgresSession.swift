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
    private let connection = Mutex<PostgresConnection?>(nil)
    private static let logger = Logger(label: "ObservatoryData.PostgreSQL")

    init(_ location: PostgresLocation) throws {
        self.location = location
        try connection.withLock { _ = try open(&$0) }
    }

    deinit {
        if let open = connection.withLock({ $0.take() }) {
            // The connection must live until it is closed.
            open.close().whenComplete { _ in withExtendedLifetime(open) {} }
        }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back
    /// when it throws.
    func transaction<Result>(_ body: (PostgresStatements) throws -> Result) throws -> Result {
        try connection.withLock { connection in
            let statements = PostgresStatements(connection: try open(&connection), logger: Self.logger)
            do {
                try statements.run(SQLFragment("BEGIN"))
                let result = try body(statements)
                try statements.run(SQLFragment("COMMIT"))
                return result
            } catch {
                let failure = translated(error)
                if statements.connection.isClosed {
                    connection = nil
                } else {
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
            throw ModelStoreError.database("cannot reach \(location): \(Self.message(of: error))")
        }
    }

    private func translated(_ error: any Error) -> any Error {
        if error is ModelStoreError { return error }
        return ModelStoreError.database(Self.message(of: error))
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
