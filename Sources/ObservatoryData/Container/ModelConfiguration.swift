import Foundation
import ObservatoryUI

/// Where a ``ModelContainer`` keeps its models: a file, a PostgreSQL
/// server, or memory only.
///
/// ```swift
/// ModelConfiguration()                                  // ~/.local/share/<app>/default.store
/// ModelConfiguration(url: URL(filePath: "habits.store"))
/// ModelConfiguration(url: URL(string: "postgres://app@localhost:5432/habits?schema=team")!)
/// ModelConfiguration(isStoredInMemoryOnly: true)        // previews and tests
/// ```
public struct ModelConfiguration: Hashable, Sendable {
    /// The configuration's name; the default store's file is named after it.
    public let name: String
    /// The store's file. For an in-memory store, where it would be.
    public let url: URL
    /// Whether the models live in memory only, gone when the container is.
    public let isStoredInMemoryOnly: Bool
    /// Whether saves are refused.
    public let allowsSave: Bool
    /// The models this configuration stores, when given (Xcode's template
    /// passes the container's schema); the container's schema otherwise.
    public let schema: Schema?

    /// A store in the file at `url`.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
        self.name = name ?? url.deletingPathExtension().lastPathComponent
        self.url = url
        isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.schema = schema
    }

    /// Whether `url` is a `postgres://` (or `postgresql://`) address.
    var namesPostgreSQLServer: Bool {
        ["postgres", "postgresql"].contains(url.scheme?.lowercased() ?? "")
    }

    /// A store in the default file, `$XDG_DATA_HOME/<app>/<name>.store`
    /// (`~/.local/share` when `XDG_DATA_HOME` is unset), or in memory.
    ///
    /// ```swift
    /// let schema = Schema([Item.self])
    /// let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)
    /// let container = try ModelContainer(for: schema, configurations: [configuration])
    /// ```
    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        let name = name ?? "default"
        self.name = name
        url = Self.defaultDirectory().appendingPathComponent("\(name).store")
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        self.schema = schema
    }

    /// `$XDG_DATA_HOME/<app>` or `~/.local/share/<app>`, where `<app>` is the
    /// executable's name.
    static func defaultDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        app: String = ProcessInfo.processInfo.processName
    ) -> URL {
        AppFolders.data(app: app, environment: environment)
    }
}
