#if PostgreSQL
import Foundation
import NIOCore
import PostgresNIO

/// Where a PostgreSQL store is: `postgres://user:password@host:port/database?schema=name`.
///
/// The user defaults to `$USER`, the port to 5432 and the database to the
/// user's name, as `psql` does. `schema` keeps the models in a schema of their
/// own (created when missing), so that several apps can share one database.
/// `timeout` (seconds, default 5) bounds every wait for the server: a
/// connection, a statement, a transaction's commit. The connection is not
/// encrypted: the server is expected on a private network.
struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    var host: String
    var port: Int
    var user: String
    var password: String?
    var database: String
    var schema: String?
    /// The longest any call waits for the server.
    var timeout: TimeAmount = .seconds(5)

    /// Reads a `postgres://user:password@host:port/database?schema=name` address.
    init(_ url: URL, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard ModelConfiguration(url: url).namesPostgreSQLServer,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else {
            throw ModelStoreError.database("\(url.absoluteString) is not a postgres:// address")
        }
        host = components.host.flatMap { $0.isEmpty ? nil : $0 } ?? "localhost"
        port = components.port ?? 5432
        user = components.user.flatMap { $0.isEmpty ? nil : $0 } ?? environment["USER"] ?? "postgres"
        password = components.password
        let path = components.path.drop { $0 == "/" }
        database = path.isEmpty ? user : String(path)
        schema = components.queryItems?.first { $0.name == "schema" }?.value.flatMap { $0.isEmpty ? nil : $0 }
        if let given = components.queryItems?.first(where: { $0.name == "timeout" })?.value {
            guard let seconds = Double(given), seconds > 0, seconds <= 3600 else {
                throw ModelStoreError.database("timeout=\(given) in \(Self.redacted(url)) is not a number of seconds from 0 to 3600")
            }
            timeout = .nanoseconds(Int64(seconds * 1_000_000_000))
        }
    }

    /// The connection's settings: the schema is the connection's search path.
    var configuration: PostgresConnection.Configuration {
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: .disable)
        if let schema {
            configuration.options.additionalStartupParameters = [("search_path", quoted(schema))]
        }
        configuration.options.connectTimeout = timeout
        return configuration
    }

    /// `url` without its password.
    private static func redacted(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "the address" }
        if components.password != nil { components.password = "…" }
        return components.string ?? "the address"
    }

    /// The address without its password, for logs and errors.
    var description: String {
        "postgres://\(user)@\(host):\(port)/\(database)" + (schema.map { "?schema=\($0)" } ?? "")
    }
}
#endif
