#if PostgreSQL
import Foundation
import PostgresNIO

/// Where a PostgreSQL store is: `postgres://user:password@host:port/database?schema=name`.
///
/// The user defaults to `$USER`, the port to 5432 and the database to the
/// user's name, as `psql` does. `schema` keeps the models in a schema of their
/// own (created when missing), so that several apps can share one database.
/// The connection is not encrypted: the server is expected on a private network.
struct PostgresLocation: Sendable, Equatable, CustomStringConvertible {
    var host: String
    var port: Int
    var user: String
    var password: String?
    var database: String
    var schema: String?

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
    }

    /// The connection's settings: the schema is the connection's search path.
    var configuration: PostgresConnection.Configuration {
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: .disable)
        if let schema {
            configuration.options.additionalStartupParameters = [("search_path", quoted(schema))]
        }
        return configuration
    }

    /// The address without its password, for logs and errors.
    var description: String {
        "postgres://\(user)@\(host):\(port)/\(database)" + (schema.map { "?schema=\($0)" } ?? "")
    }
}
#endif
