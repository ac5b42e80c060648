import ArgumentParser

/// An app that serves itself to browsers when it runs.
///
/// Conform the `@main` type and running the program serves it:
///
/// ```swift
/// import ObservatoryWeb
///
/// @main
/// struct HabitApp: WebApp {
///     var body: some Scene {
///         WindowGroup("Habits") { HabitListView() }
///     }
/// }
/// ```
///
/// ```sh
/// swift run HabitApp --port 3000
/// # Observatory: serving HabitApp at http://127.0.0.1:3000
/// ```
///
/// The command line takes ``WebOptions`` and, if the app declares them, its
/// own ``Options`` (declared with swift-argument-parser):
///
/// ```swift
/// import ArgumentParser
/// import ObservatoryWeb
///
/// @main
/// struct HabitApp: WebApp {
///     struct Options: ParsableArguments {
///         @Flag var demoData = false
///     }
///     @State private var store: HabitStore
///
///     init(options: Options) {
///         _store = State(initialValue: options.demoData ? .demo : HabitStore())
///     }
///     init() { self.init(options: Options()) }
///
///     var body: some Scene {
///         WindowGroup { HabitListView().environment(store) }
///     }
/// }
/// ```
///
/// The app's options must not reuse the names of ``WebOptions``.
@MainActor @preconcurrency
public protocol WebApp: App {
    /// The app's own command-line options, parsed next to ``WebOptions``.
    /// Default: none.
    associatedtype Options: ParsableArguments = NoAppOptions

    /// Creates the app with its parsed options. An app without ``Options``
    /// gets one that calls `init()`.
    init(options: Options)
}

extension WebApp where Options == NoAppOptions {
    /// Creates the app with `init()`: it has no options of its own.
    public init(options: NoAppOptions) {
        self.init()
    }
}

extension WebApp {
    /// Parses the command line (``WebOptions`` and ``Options``), creates the
    /// app, and serves it with ``WebHost`` until SIGINT or SIGTERM.
    ///
    /// Chosen by `@main` over `App.main()`, which only prints the first window
    /// as text. Invalid or unknown arguments and `--help` print a message and
    /// exit.
    @MainActor
    public static func main() async throws {
        let (configuration, options) = WebCommandLine<Options>.parseOrExit()
        if configuration.previews {
            try await WebHost.runPreviews(appName: String(describing: Self.self), configuration: configuration)
        } else {
            try await WebHost.run(Self(options: options), configuration: configuration)
        }
    }
}

/// The options of a ``WebApp`` that declares none of its own.
public struct NoAppOptions: ParsableArguments, Sendable {
    /// No options.
    public init() {}
}

/// A served app's whole command line: the server's options and the app's.
struct WebCommandLine<AppOptions: ParsableArguments>: ParsableCommand {
    /// Usage and help show the program's own name.
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") })
    }

    @OptionGroup(title: "Server options") var web: WebOptions
    @OptionGroup(title: "App options") var app: AppOptions

    /// Parses `arguments` (default: the process's) and resolves the server's
    /// configuration; on an error or `--help`, prints and exits.
    static func parseOrExit(_ arguments: [String]? = nil) -> (WebConfiguration, AppOptions) {
        let command: Self
        do {
            command = try parse(arguments)
        } catch {
            exit(withError: error)
        }
        do {
            return (try command.web.configuration(), command.app)
        } catch {
            exit(withError: ValidationError(error.description))
        }
    }
}
