import ArgumentParser
import Foundation

/// The command-line options of a served app: `--host`, `--port`,
/// `--grace-period`, `--inspect` and `--process-name`.
///
/// Each option left out on the command line falls back to an environment
/// variable (`OBSERVATORY_HOST`, `OBSERVATORY_PORT`,
/// `OBSERVATORY_GRACE_PERIOD`, `OBSERVATORY_INSPECT`,
/// `OBSERVATORY_PROCESS_NAME`), then to the default of ``WebConfiguration``:
/// flags win over the environment. `OBSERVATORY_DEV=1`, which `observatory
/// dev` sets, turns the development loop on (``WebConfiguration/developmentLoop``).
///
/// An app with flags of its own embeds this group in its command and serves
/// with ``WebHost/run(_:options:)``:
///
/// ```swift
/// import ArgumentParser
/// import ObservatoryWeb
///
/// @main
/// struct Serve: AsyncParsableCommand {
///     @OptionGroup var web: WebOptions
///     @Flag var verbose = false
///
///     func run() async throws {
///         if verbose { print("options: \(web)") }
///         try await WebHost.run(HabitApp.self, options: web)
///     }
/// }
/// ```
///
/// A ``WebApp`` can instead declare its flags as ``WebApp/Options``.
public struct WebOptions: ParsableArguments, Sendable {
    /// The environment variable read when `--host` is absent.
    public static let hostVariable = "OBSERVATORY_HOST"
    /// The environment variable read when `--port` is absent.
    public static let portVariable = "OBSERVATORY_PORT"
    /// The environment variable read when `--grace-period` is absent.
    public static let gracePeriodVariable = "OBSERVATORY_GRACE_PERIOD"
    /// The environment variable read when `--inspect` is absent: `1` (or
    /// `true`, `yes`, `on`) turns inspect mode on, `0` (`false`, `no`, `off`) leaves it off.
    public static let inspectVariable = "OBSERVATORY_INSPECT"
    /// The environment variable read when `--process-name` is absent.
    public static let processNameVariable = "OBSERVATORY_PROCESS_NAME"
    /// The environment variable that turns the development loop on
    /// (``WebConfiguration/developmentLoop``); `observatory dev` sets it.
    public static let developmentLoopVariable = "OBSERVATORY_DEV"

    /// `--host`: the address to listen on.
    @Option(help: ArgumentHelp(
        "The address to listen on (default \(WebConfiguration.defaultHost); env \(Self.hostVariable)).",
        valueName: "address"
    ))
    public var host: String?

    /// `--port`: the TCP port; 0 picks a free one.
    @Option(help: ArgumentHelp(
        "The port to listen on, 0 for any free port (default \(WebConfiguration.defaultPort); env \(Self.portVariable)).",
        valueName: "port"
    ))
    public var port: Int?

    /// `--grace-period`: seconds a disconnected window is kept.
    @Option(help: ArgumentHelp(
        "Seconds a disconnected window keeps its state (default 300; env \(Self.gracePeriodVariable)).",
        valueName: "seconds"
    ))
    public var gracePeriod: Double?

    /// `--inspect`: inspect mode, where the page shows why each update ran.
    @Flag(help: "Inspect mode: outline the views that re-render and list why (env \(Self.inspectVariable)=1).")
    public var inspect = false

    /// `--previews`: serve the program's previews instead of the app.
    @Flag(help: "Serve the program's #Preview declarations, each in its own window, instead of the app.")
    public var previews = false

    /// `--process-name`: this process's name in a cluster (``WebConfiguration/processName``).
    @Option(help: ArgumentHelp(
        "This process's name behind a proxy: it starts every window id and the \(WebConfiguration.processHeader) header (env \(Self.processNameVariable)).",
        valueName: "name"
    ))
    public var processName: String?

    /// Options with nothing given: everything comes from the environment or the defaults.
    public init() {}

    /// Checks the options and the environment variables they fall back to, so
    /// that a bad value stops the program with a usage message.
    public mutating func validate() throws {
        do {
            _ = try configuration(environment: ProcessInfo.processInfo.environment)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The configuration these options describe: each option given on the
    /// command line, else its environment variable (an empty one counts as
    /// unset), else the default.
    ///
    /// - Parameter environment: The environment variables to fall back to.
    /// - Throws: ``WebOptionsError`` naming the flag or variable whose value is invalid.
    public func configuration(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(WebOptionsError) -> WebConfiguration {
        var configuration = WebConfiguration(inspect: inspect, previews: previews)

        func fallback(_ name: String) -> String? {
            guard let value = environment[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
            return value
        }

        if let host {
            configuration.host = try Self.checkedHost(host, source: "--host")
        } else if let value = fallback(Self.hostVariable) {
            configuration.host = try Self.checkedHost(value, source: Self.hostVariable)
        }

        if let port {
            configuration.port = try Self.checkedPort(port, text: String(port), source: "--port")
        } else if let value = fallback(Self.portVariable) {
            guard let number = Int(value) else {
                throw WebOptionsError(source: Self.portVariable, value: value, expected: "a port number from 0 to 65535")
            }
            configuration.port = try Self.checkedPort(number, text: value, source: Self.portVariable)
        }

        if let gracePeriod {
            configuration.gracePeriod = try Self.checkedSeconds(gracePeriod, text: String(gracePeriod), source: "--grace-period")
        } else if let value = fallback(Self.gracePeriodVariable) {
            guard let seconds = Double(value) else {
                throw WebOptionsError(source: Self.gracePeriodVariable, value: value, expected: "a number of seconds")
            }
            configuration.gracePeriod = try Self.checkedSeconds(seconds, text: value, source: Self.gracePeriodVariable)
        }
        if !inspect, let value = fallback(Self.inspectVariable) {
            configuration.inspect = try Self.checkedSwitch(value, source: Self.inspectVariable)
        }
        if let value = fallback(Self.developmentLoopVariable) {
            configuration.developmentLoop = try Self.checkedSwitch(value, source: Self.developmentLoopVariable)
        }
        if let processName {
            configuration.processName = try Self.checkedProcessName(processName, source: "--process-name")
        } else if let value = fallback(Self.processNameVariable) {
            configuration.processName = try Self.checkedProcessName(value, source: Self.processNameVariable)
        }
        return configuration
    }

    private static func checkedSwitch(_ text: String, source: String) throws(WebOptionsError) -> Bool {
        switch text.lowercased() {
        case "1", "true", "yes", "on": return true
        case "0", "false", "no", "off": return false
        default: throw WebOptionsError(source: source, value: text, expected: "1 or 0")
        }
    }

    private static func checkedProcessName(_ name: String, source: String) throws(WebOptionsError) -> String {
        guard WebConfiguration.isValidProcessName(name) else {
            throw WebOptionsError(source: source, value: name, expected: "1 to 16 letters, digits or _")
        }
        return name
    }

    private static func checkedHost(_ host: String, source: String) throws(WebOptionsError) -> String {
        let trimmed = host.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.contains(where: { $0 == "/" || $0 == " " }) else {
            throw WebOptionsError(source: source, value: host, expected: "a host name or IP address")
        }
        return trimmed
    }

    private static func checkedPort(_ port: Int, text: String, source: String) throws(WebOptionsError) -> Int {
        guard (0...65535).contains(port) else {
            throw WebOptionsError(source: source, value: text, expected: "a port number from 0 to 65535")
        }
        return port
    }

    private static func checkedSeconds(_ seconds: Double, text: String, source: String) throws(WebOptionsError) -> Duration {
        // Up to a year: beyond that a window would in effect never expire.
        guard seconds.isFinite, seconds >= 0, seconds <= 365 * 24 * 3600 else {
            throw WebOptionsError(source: source, value: text, expected: "a number of seconds from 0 to 31536000")
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
}

/// An option or environment variable with an invalid value.
public struct WebOptionsError: Error, Equatable, CustomStringConvertible {
    /// The flag (`--port`) or environment variable (`OBSERVATORY_PORT`) that had it.
    public let source: String
    /// The value as given.
    public let value: String
    /// What a valid value looks like.
    public let expected: String

    /// Describes an invalid value.
    public init(source: String, value: String, expected: String) {
        self.source = source
        self.value = value
        self.expected = expected
    }

    /// For example `invalid value "70000" for --port: expected a port number from 0 to 65535`.
    public var description: String {
        "invalid value \"\(value)\" for \(source): expected \(expected)"
    }
}
