import Foundation

/// Where the development loop's build is, as `observatory dev` tells the
/// served app on its standard input (one JSON object per line) and the app
/// tells every tab (`{"type":"development",…}`):
///
/// ```
/// {"state":"building"}
/// {"state":"failed","diagnostics":[{"file":"/…/HabitViews.swift","line":12,"column":5,"message":"cannot find 'x' in scope"}],"log":"…"}
/// {"state":"restarting"}
/// {"state":"ready"}
/// ```
///
/// A failed build keeps the old app serving; its tabs show the compiler's
/// messages over the page until a build succeeds.
public struct DevelopmentStatus: Equatable, Sendable {
    /// The build's state.
    public enum State: String, Sendable {
        /// A build is running.
        case building
        /// The last build failed: the running app is the previous build.
        case failed
        /// The build succeeded; the app is about to restart.
        case restarting
        /// The app is the latest build.
        case ready
    }

    /// One compiler error or warning.
    public struct Diagnostic: Equatable, Sendable {
        /// The source file's path.
        public var file: String
        /// The line, from 1.
        public var line: Int
        /// The column, from 1.
        public var column: Int
        /// `error` or `warning`.
        public var severity: String
        /// The compiler's message.
        public var message: String

        /// A diagnostic at `file:line:column`.
        public init(file: String, line: Int, column: Int, severity: String = "error", message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.severity = severity
            self.message = message
        }
    }

    /// The state.
    public var state: State
    /// The errors of a failed build, in the compiler's order.
    public var diagnostics: [Diagnostic]
    /// The end of the build's output, for a failure the diagnostics do not explain.
    public var log: String

    /// The most diagnostics kept, and the longest message and log, in characters.
    static let maximumDiagnostics = 50
    static let maximumMessageLength = 2_000
    static let maximumLogLength = 20_000

    /// A status; the diagnostics and log are cut to their limits.
    public init(state: State, diagnostics: [Diagnostic] = [], log: String = "") {
        self.state = state
        self.diagnostics = Array(diagnostics.prefix(Self.maximumDiagnostics)).map {
            var diagnostic = $0
            diagnostic.message = String(diagnostic.message.prefix(Self.maximumMessageLength))
            diagnostic.file = String(diagnostic.file.prefix(Self.maximumMessageLength))
            return diagnostic
        }
        self.log = String(log.suffix(Self.maximumLogLength))
    }

    /// The status a line of `observatory dev` describes; nil for anything else.
    public init?(line: String) {
        guard line.utf8.count <= 1 << 20,
              let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let state = (object["state"] as? String).flatMap(State.init(rawValue:))
        else { return nil }
        var diagnostics: [Diagnostic] = []
        if let list = object["diagnostics"] {
            guard let list = list as? [[String: Any]] else { return nil }
            for item in list {
                guard let file = item["file"] as? String, let line = item["line"] as? Int, let column = item["column"] as? Int,
                      let message = item["message"] as? String
                else { return nil }
                diagnostics.append(Diagnostic(
                    file: file, line: line, column: column, severity: item["severity"] as? String == "warning" ? "warning" : "error",
                    message: message))
            }
        }
        self.init(state: state, diagnostics: diagnostics, log: object["log"] as? String ?? "")
    }

    /// The status as one JSON line, as `observatory dev` writes it.
    public var line: String {
        var object: [String: Any] = ["state": state.rawValue]
        if !diagnostics.isEmpty {
            object["diagnostics"] = diagnostics.map {
                ["file": $0.file, "line": $0.line, "column": $0.column, "severity": $0.severity, "message": $0.message] as [String: Any]
            }
        }
        if !log.isEmpty { object["log"] = log }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The message a tab gets: the line with `"type":"development"`.
    var frame: String {
        "{\"type\":\"development\"," + line.dropFirst()
    }
}
