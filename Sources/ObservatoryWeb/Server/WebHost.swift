import ArgumentParser

/// Serves an ``App`` to browsers.
///
/// For an app whose `@main` type is a plain `App`, or a program that prefers
/// a call to a protocol:
///
/// ```swift
/// @main
/// enum Main {
///     static func main() async throws {
///         try await WebHost.run(HabitApp.self)
///     }
/// }
/// ```
///
/// Each browser tab that loads the page is a window of the app's
/// `WindowGroup`, with its own `@State`; the app instance, and the state it
/// owns, is shared by all of them.
public enum WebHost {
    /// Serves a new instance of `app`, configured by the command line and the
    /// environment (see ``WebOptions``), until SIGINT or SIGTERM.
    ///
    /// Invalid options, `--help`, or arguments that ``WebOptions`` doesn't
    /// know print a message and exit the process.
    ///
    /// - Parameters:
    ///   - app: The app type; it is created once, on the main actor.
    ///   - arguments: The arguments to parse, without the program name.
    ///     Default: the process's.
    @MainActor
    public static func run<A: App>(_ app: A.Type, arguments: [String]? = nil) async throws {
        let (configuration, _) = WebCommandLine<NoAppOptions>.parseOrExit(arguments)
        if configuration.previews {
            try await runPreviews(appName: String(describing: A.self), configuration: configuration)
        } else {
            try await run(A(), configuration: configuration)
        }
    }

    /// Serves a new instance of `app` with options parsed elsewhere, for
    /// example in a command that embeds ``WebOptions`` with `@OptionGroup`.
    ///
    /// - Throws: ``WebOptionsError`` for an invalid environment variable, or
    ///   the server's error if it cannot listen.
    @MainActor
    public static func run<A: App>(_ app: A.Type, options: WebOptions) async throws {
        let configuration = try options.configuration()
        if configuration.previews {
            try await runPreviews(appName: String(describing: A.self), configuration: configuration)
        } else {
            try await run(A(), configuration: configuration)
        }
    }

    /// Serves `app` until SIGINT or SIGTERM, then shuts down gracefully: stops
    /// accepting connections, closes open sockets, and closes every window.
    ///
    /// Prints one line to standard output once it listens, such as
    /// `Observatory: serving HabitApp at http://127.0.0.1:8080`, and logs
    /// through swift-log (label `ObservatoryWeb`; level from `LOG_LEVEL`).
    @MainActor
    public static func run<A: App>(_ app: A, configuration: WebConfiguration) async throws {
        let server = WebServer(app: app, configuration: configuration)
        try await server.run()
    }
}
