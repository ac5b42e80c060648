import Logging
import Synchronization
import UnixSignals
@testable import ObservatoryWeb

/// An app with a title that needs escaping.
struct TitledApp: App {
    var body: some Scene {
        WindowGroup("Habits <&> \"co\"") { Text("hello") }
    }
}

/// A real server on a free port of 127.0.0.1, serving fake windows.
struct TestServer: Sendable {
    let port: Int
    let server: WebServer
    let windows: FakeWindows
    let task: Task<Void, any Error>
    private let lines: Lines

    /// Lines written to standard output by the server.
    var announced: [String] { lines.value.withLock { $0 } }

    var origin: String { "http://127.0.0.1:\(port)" }
    var host: String { "127.0.0.1:\(port)" }

    final class Lines: Sendable {
        let value = Mutex<[String]>([])
    }

    /// Starts a server and returns once it listens.
    @MainActor
    static func start(
        gracePeriod: Duration = .seconds(60),
        maxMessageSize: Int = WebConfiguration.defaultMaxMessageSize,
        maxUploadSize: Int = WebConfiguration.defaultMaxUploadSize,
        processName: String? = nil,
        shutdownSignals: [UnixSignal] = []
    ) async throws -> TestServer {
        let windows = FakeWindows()
        let lines = Lines()
        let (ready, readyContinuation) = AsyncStream.makeStream(of: Int.self)
        var logger = Logger(label: "ObservatoryWebTests")
        logger.logLevel = .critical
        let server = WebServer(
            app: TitledApp(),
            configuration: WebConfiguration(
                host: "127.0.0.1", port: 0, gracePeriod: gracePeriod, maxMessageSize: maxMessageSize,
                maxUploadSize: maxUploadSize, processName: processName),
            logger: logger,
            announce: { line in lines.value.withLock { $0.append(line) } },
            onReady: { port in readyContinuation.yield(port) },
            makeWindow: windows.factory
        )
        let task = Task {
            defer { readyContinuation.finish() }
            try await server.run(shutdownSignals: shutdownSignals)
        }
        var iterator = ready.makeAsyncIterator()
        guard let port = await iterator.next() else {
            try await task.value
            throw TestServerError.didNotStart
        }
        return TestServer(port: port, server: server, windows: windows, task: task, lines: lines)
    }

    /// Runs `body` with a started server, then stops it.
    static func with(
        gracePeriod: Duration = .seconds(60),
        maxMessageSize: Int = WebConfiguration.defaultMaxMessageSize,
        processName: String? = nil,
        _ body: (TestServer) async throws -> Void
    ) async throws {
        let server = try await start(gracePeriod: gracePeriod, maxMessageSize: maxMessageSize, processName: processName)
        do {
            try await body(server)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Stops the server (cancelling it) and waits until it has.
    func stop() async {
        task.cancel()
        _ = try? await task.value
    }

    /// Loads `GET /` and returns the window it opened.
    @MainActor
    func openWindow() async throws -> FakeWindow {
        let (status, _, _) = try await HTTP.get(port: port, path: "/")
        guard status == 200, let window = windows.all.last else { throw TestServerError.noWindow }
        return window
    }

    /// The WebSocket target for a window.
    /// The socket URL of `window`, as a tab opens it (the token comes after,
    /// in the hello).
    static func socketPath(window: String, sequence: Int = 0) -> String {
        "/_observatory/ws?w=\(window)&s=\(sequence)"
    }
}

enum TestServerError: Error {
    case didNotStart
    case noWindow
    case timedOut
}

/// Polls `condition` on the main actor until it holds or `timeout` passes.
///
/// The timeout is generous because the whole test run shares one main actor:
/// while hundreds of main-actor tests start together, a 50 ms timer can wait
/// seconds for its turn (seen on a loaded CI machine). A passing condition
/// returns within one poll.
@MainActor
func eventually(timeout: Duration = .seconds(30), _ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}
