import Foundation
import Testing
@testable import ObservatoryWeb

// The development loop's build statuses: the lines `observatory dev` writes
// to the app, the frames the app sends its tabs, and the compiler's
// diagnostics read from a build's output.

@Suite("The development loop's statuses")
struct DevelopmentStatusTests {
    @Test func aStatusRoundTripsThroughItsLine() throws {
        let status = DevelopmentStatus(
            state: .failed,
            diagnostics: [.init(file: "Examples/HabitTracker/HabitViews.swift", line: 96, column: 26, message: "cannot find 'x' in scope")],
            log: "error: fatalError")
        let decoded = try #require(DevelopmentStatus(line: status.line))
        #expect(decoded == status)
        #expect(status.frame.hasPrefix(#"{"type":"development","#))
        let frame = try #require(try JSONSerialization.jsonObject(with: Data(status.frame.utf8)) as? [String: Any])
        #expect(frame["state"] as? String == "failed")
        #expect((frame["diagnostics"] as? [[String: Any]])?.first?["line"] as? Int == 96)
    }

    @Test func linesThatAreNotStatusesAreRefused() {
        for line in ["", "building", "[]", #"{"state":"exploded"}"#, #"{"state":"failed","diagnostics":[{"file":3}]}"#,
                     #"{"state":"failed","diagnostics":"many"}"#] {
            #expect(DevelopmentStatus(line: line) == nil, "\(line)")
        }
        #expect(DevelopmentStatus(line: #"{"state":"building"}"#)?.state == .building)
    }

    @Test func diagnosticsAndLogAreCutToTheirLimits() {
        let many = (1...80).map { DevelopmentStatus.Diagnostic(file: "A.swift", line: $0, column: 1, message: String(repeating: "m", count: 5_000)) }
        let status = DevelopmentStatus(state: .failed, diagnostics: many, log: String(repeating: "l", count: 50_000))
        #expect(status.diagnostics.count == DevelopmentStatus.maximumDiagnostics)
        #expect(status.diagnostics.allSatisfy { $0.message.count == DevelopmentStatus.maximumMessageLength })
        #expect(status.log.count == DevelopmentStatus.maximumLogLength)
    }

    @Test func theCompilersErrorsAreReadFromABuildsOutput() {
        let output = """
            Building for debugging...
            [3/5] Compiling DevLoopCopy HabitViews.swift
            /work/app/Examples/HabitTracker/HabitViews.swift:96:26: error: cannot find 'notDeclared' in scope
             94 |         }
             96 |         .navigationTitle(notDeclared)
                |                          `- error: cannot find 'notDeclared' in scope
            /work/app/Examples/HabitTracker/HabitViews.swift:96:26: error: cannot find 'notDeclared' in scope
            /work/app/Sources/Model.swift:3:9: warning: variable 'x' was never used
            /elsewhere/Lib.swift:1:1: error: expected declaration
            error: fatalError
            """
        let found = DevelopmentStatus.Diagnostic.parse(buildOutput: output, packagePath: "/work/app")
        #expect(found == [
            .init(file: "Examples/HabitTracker/HabitViews.swift", line: 96, column: 26, message: "cannot find 'notDeclared' in scope"),
            .init(file: "Sources/Model.swift", line: 3, column: 9, severity: "warning", message: "variable 'x' was never used"),
            .init(file: "/elsewhere/Lib.swift", line: 1, column: 1, message: "expected declaration"),
        ])
    }
}
