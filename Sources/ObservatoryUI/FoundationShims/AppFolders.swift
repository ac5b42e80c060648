import Foundation

/// The folders an app keeps its files in on Linux, by the XDG Base Directory
/// rules, each with a folder named after the app.
///
/// `URL.documentsDirectory`, `URL.applicationSupportDirectory` and the
/// default store of a `ModelContainer` are the app's data folder;
/// `URL.cachesDirectory` is its cache folder.
public enum AppFolders {
    /// `$XDG_DATA_HOME` when it is an absolute path, else `$HOME/.local/share`.
    public static func dataHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        base("XDG_DATA_HOME", else: ".local/share", environment)
    }

    /// `$XDG_CACHE_HOME` when it is an absolute path, else `$HOME/.cache`.
    public static func cacheHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        base("XDG_CACHE_HOME", else: ".cache", environment)
    }

    /// The app's data folder: `app` inside ``dataHome(environment:)``.
    public static func data(
        app: String = ProcessInfo.processInfo.processName,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        dataHome(environment: environment).appendingPathComponent(app, isDirectory: true)
    }

    /// The app's cache folder: `app` inside ``cacheHome(environment:)``.
    public static func caches(
        app: String = ProcessInfo.processInfo.processName,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        cacheHome(environment: environment).appendingPathComponent(app, isDirectory: true)
    }

    /// The folder a variable names when it is absolute (the XDG rule for a
    /// relative or empty value is to ignore it), else `fallback` in `$HOME`.
    private static func base(_ variable: String, else fallback: String, _ environment: [String: String]) -> URL {
        if let configured = environment[variable], configured.hasPrefix("/") {
            return URL(fileURLWithPath: configured, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
    }

    /// `folder`, created with its parents when missing, as an app's folders
    /// always exist on Apple's platforms. A folder that cannot be created is
    /// returned as it is: the app's first write to it reports the error.
    static func existing(_ folder: URL) -> URL {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
