import Foundation
import Logging

/// Reads the development loop's statuses (``DevelopmentStatus``) from the
/// served app's standard input, which `observatory dev` writes, and hands
/// each to the main actor. A line that is not a status is logged and skipped.
///
/// A thread of its own blocks on the reads, so that no task of the
/// cooperative pool waits on the pipe.
enum DevelopmentChannel {
    /// Starts reading; `deliver` runs on the main actor for each status.
    static func start(logger: Logger, deliver: @escaping @MainActor @Sendable (DevelopmentStatus) -> Void) {
        let thread = Thread {
            while let line = readLine(strippingNewline: true) {
                guard !line.isEmpty else { continue }
                guard let status = DevelopmentStatus(line: line) else {
                    logger.warning("development loop: not a status line", metadata: ["line": "\(line.prefix(120))"])
                    continue
                }
                Task { @MainActor in deliver(status) }
            }
        }
        thread.name = "ObservatoryWeb development channel"
        thread.start()
    }
}
