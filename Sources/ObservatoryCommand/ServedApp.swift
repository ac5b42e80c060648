import Foundation
import ObservatoryWeb
import Observatory

/// The app the development loop serves: a child process with
/// `OBSERVATORY_DEV=1`, whose standard input carries the build's statuses
/// (``DevelopmentStatus``) to its tabs.
final class ServedApp: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    /// Set when the app prints that it serves.
    private let ready = DispatchSemaphore(value: 0)

    /// Starts `executable` with `arguments`; returns once it serves (or exits).
    init(executable: String, arguments: [String]) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment[WebOptions.developmentLoopVariable] = "1"
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        let ready = ready
        let tail = SanitizedMutex("")
        // The app's output is passed on; its start-up line says it serves
        // (looked for in what came with the end of the last read, in case a
        // read splits it).
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                ready.signal()
                return
            }
            FileHandle.standardOutput.write(data)
            let serves = tail.withLock { tail in
                let text = tail + String(decoding: data, as: UTF8.self)
                tail = String(text.suffix(Self.startLine.count))
                return text.contains(Self.startLine)
            }
            if serves { ready.signal() }
        }
        try process.run()
    }

    /// What a served app prints once it listens (``WebHost``).
    static let startLine = "Observatory: serving"

    /// Waits until the app serves, or exits, or `timeout` passes; true when it serves.
    func waitUntilServing(timeout: Duration) async -> Bool {
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        let ready = ready
        let signalled = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: ready.wait(timeout: .now() + seconds) == .success)
            }
        }
        return signalled && process.isRunning
    }

    /// Tells the app's tabs where the build is.
    func show(_ status: DevelopmentStatus) {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.write(contentsOf: Data((status.line + "\n").utf8))
    }

    /// Whether the app still runs.
    var isRunning: Bool { process.isRunning }

    /// Stops the app: SIGTERM (it closes its windows and sockets), then
    /// SIGKILL if it has not ended within `timeout`.
    func stop(timeout: Duration = .seconds(3)) async {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = ContinuousClock.now + timeout
        while process.isRunning && ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
