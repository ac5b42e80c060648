import ArgumentParser
import Foundation
import ObservatoryWeb
import Observatory

/// `observatory dev <product>`: serves an app, and on every save rebuilds it
/// incrementally and restarts it on the same port. Open tabs reconnect by
/// themselves and come back where they were (``WebConfiguration/developmentLoop``);
/// a build error shows in them over the page, and the old app keeps serving.
struct DevCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dev",
        abstract: "Serve an app; rebuild and restart it whenever a source file changes, and bring every open tab back where it was.",
        discussion: """
            Watches the package's folder (hidden folders such as .build and Markdown files aside) and any --watch \
            folder. Arguments after -- go to the app.
            """
    )

    /// The executable product to serve.
    @Argument(help: "The executable product that serves the app, such as HabitTracker.")
    var product: String

    /// The port the app listens on, the same across restarts.
    @Option(help: "The port the app listens on (the same across restarts).")
    var port = WebConfiguration.defaultPort

    /// The package's folder.
    @Option(help: "The package's folder.")
    var packagePath = "."

    /// More folders to watch.
    @Option(name: .customLong("watch"), help: ArgumentHelp("Another folder to watch (repeatable).", valueName: "folder"))
    var watched: [String] = []

    /// The build configuration.
    @Option(name: [.customShort("c"), .customLong("configuration")], help: "debug or release.")
    var buildConfiguration = "debug"

    /// Serves the app's previews canvas instead of the app.
    @Flag(help: "Serve the app's previews canvas (--previews) instead of the app.")
    var previews = false

    /// The arguments passed to the app.
    @Argument(parsing: .postTerminator, help: "Arguments for the app, after --.")
    var appArguments: [String] = []

    func validate() throws {
        guard ["debug", "release"].contains(buildConfiguration) else {
            throw ValidationError("--configuration must be debug or release")
        }
        guard (1...65535).contains(port) else { throw ValidationError("--port must be 1 to 65535") }
    }

    func run() async throws {
        let root = Self.absolute(packagePath)
        let builder = PackageBuilder(packagePath: root, product: product, configuration: buildConfiguration)
        let served = ServedAppHolder()
        served.stopOnSignals()
        Self.say("building \(product)…")
        var watcher = SourceWatcher(roots: [root] + watched.map(Self.absolute))
        let first = try await builder.build()
        let executable = try await builder.executablePath()
        var binary = Self.stamp(executable)
        if first.succeeded {
            try await served.start(executable: executable, arguments: servedArguments())
            // SwiftPM plans a package's build again on the build after one
            // that planned it (seconds, for a target it had not built): a
            // build now, while the app serves, keeps that out of the first save.
            _ = try await builder.build()
            Self.say("built in \(Self.seconds(first.duration)); watching for changes")
        } else {
            report(first, root: root, to: nil)
        }
        while true {
            try await Task.sleep(for: .milliseconds(150))
            var changed = watcher.changes()
            guard !changed.isEmpty else { continue }
            // An editor's save may write several files: let them land.
            try await Task.sleep(for: .milliseconds(60))
            changed += watcher.changes()
            Self.say("changed: " + Set(changed).map { Self.relative($0, to: root) }.sorted().joined(separator: ", "))
            served.app?.show(DevelopmentStatus(state: .building))
            let outcome = try await builder.build()
            guard outcome.succeeded else {
                report(outcome, root: root, to: served.app)
                continue
            }
            let rebuilt = Self.stamp(executable)
            if rebuilt == binary, served.app?.isRunning == true {
                served.app?.show(DevelopmentStatus(state: .ready))
                Self.say("built in \(Self.seconds(outcome.duration)); the app did not change")
                continue
            }
            binary = rebuilt
            served.app?.show(DevelopmentStatus(state: .restarting))
            let restart = ContinuousClock.now
            try await served.start(executable: executable, arguments: servedArguments())
            Self.say("built in \(Self.seconds(outcome.duration)), restarted in \(Self.seconds(ContinuousClock.now - restart))")
        }
    }

    private func servedArguments() -> [String] {
        ["--port", String(port)] + (previews ? ["--previews"] : []) + appArguments
    }

    /// Shows a failed build in the terminal and in the app's tabs.
    private func report(_ outcome: PackageBuilder.Outcome, root: String, to app: ServedApp?) {
        let diagnostics = DevelopmentStatus.Diagnostic.parse(buildOutput: outcome.output, packagePath: root).filter { $0.severity == "error" }
        let tail = outcome.output.split(separator: "\n").suffix(40).joined(separator: "\n")
        Self.say("build failed in \(Self.seconds(outcome.duration))\(app == nil ? "" : "; the last build keeps serving")")
        if diagnostics.isEmpty {
            print(tail)
        } else {
            for diagnostic in diagnostics {
                print("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): error: \(diagnostic.message)")
            }
        }
        app?.show(DevelopmentStatus(state: .failed, diagnostics: diagnostics, log: tail))
    }

    private static func say(_ text: String) {
        FileHandle.standardOutput.write(Data("observatory dev: \(text)\n".utf8))
    }

    private static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return String(format: "%.1f s", value)
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
    }

    private static func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// The executable's modification time and size: a build that relinked it changes them.
    private static func stamp(_ path: String) -> String {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        return "\(attributes?[.modificationDate] ?? "none") \(attributes?[.size] ?? "none")"
    }
}

/// The app being served, which SIGINT and SIGTERM stop before the loop exits.
final class ServedAppHolder: Sendable {
    private let current = SanitizedMutex<ServedApp?>(nil)

    /// The app being served.
    var app: ServedApp? { current.withLock { $0 } }

    /// Stops the app being served and starts `executable`; waits until it serves.
    func start(executable: String, arguments: [String]) async throws {
        if let old = app { await old.stop() }
        let fresh = try ServedApp(executable: executable, arguments: arguments)
        current.withLock { $0 = fresh }
        guard await fresh.waitUntilServing(timeout: .seconds(30)) else {
            throw DevLoopError("the app did not start serving; see its output above")
        }
    }

    /// On SIGINT or SIGTERM, stops the app and exits.
    func stopOnSignals() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [self] in
                let app = self.app
                Task {
                    await app?.stop()
                    exit(0)
                }
            }
            source.resume()
            Self.sources.append(source)
        }
    }

    /// The signal sources, kept alive for the process's life: set once, at
    /// start-up, before any other thread reads it.
    nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
}
