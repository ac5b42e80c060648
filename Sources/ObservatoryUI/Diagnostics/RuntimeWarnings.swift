import Foundation
import Synchronization

/// Where the runtime reports a misuse it can carry on after (what Xcode
/// shows as a purple runtime warning): standard error unless replaced.
///
/// Each kind of warning is reported once per process and subject (for
/// example, once per `ObservableObject` type), so a loop does not flood
/// the log.
public enum RuntimeWarnings {
    private struct State {
        var output: @Sendable (String) -> Void = { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
        var reported: Set<String> = []
    }

    private static let state = SanitizedMutex(State())

    /// Receives each warning, already prefixed with `Observatory: `.
    /// Replace it to collect the warnings, for example in a test.
    public static var output: @Sendable (String) -> Void {
        get { state.withLock { $0.output } }
        set { state.withLock { $0.output = newValue } }
    }

    /// Reports `message` unless a warning with the same `key` was reported.
    static func warnOnce(key: String, _ message: @autoclosure () -> String) {
        let output = state.withLock { state -> (@Sendable (String) -> Void)? in
            state.reported.insert(key).inserted ? state.output : nil
        }
        output?("Observatory: " + message())
    }
}
