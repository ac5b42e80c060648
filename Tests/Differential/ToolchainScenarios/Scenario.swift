// Differential scenarios: every file in this folder is compiled twice.
//
// - `ToolchainScenarios` compiles them against the toolchain's `Observation`.
// - `ObservatoryScenarios` compiles them (through symlinks) against
//   `Observatory`, with `-D OBSERVATORY`.
//
// Every scenario returns an ordered log of what happened. `DifferentialTests`
// runs each scenario in both modules and compares the two logs: they must be
// identical, except for the few scenarios listed there as intended
// differences (toolchain defects that Observatory fixes).
//
// Keep every scenario deterministic: wait for values by awaiting them, and use
// sleeps only as the losing side of a timeout race.

/// One differential scenario: a name, and a closure that produces its event log.
public struct Scenario: Sendable {
    public let name: String
    public let run: @Sendable () async -> [String]

    public init(_ name: String, run: @escaping @Sendable () async -> [String]) {
        self.name = name
        self.run = run
    }
}

public enum Scenarios {
    /// Every scenario, in a stable order, with unique names.
    public static let all: [Scenario] =
        onChangeScenarios
        + equalityScenarios
        + modifyScenarios
        + scopeScenarios
        + variantScenarios
        + handWrittenScenarios
        + classShapeScenarios
        + observationsScenarios
        + intendedDifferenceScenarios

    /// The scenario called `name`.
    public static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }
}

extension Scenario {
    /// A synchronous scenario.
    static func sync(_ name: String, _ body: @escaping @Sendable (EventLog) -> Void) -> Scenario {
        Scenario(name) {
            let log = EventLog()
            body(log)
            return log.entries
        }
    }

    /// An asynchronous scenario that runs on the main actor.
    static func onMain(
        _ name: String, _ body: @escaping @MainActor @Sendable (EventLog) async -> Void
    ) -> Scenario {
        Scenario(name) {
            let log = EventLog()
            await body(log)
            return log.entries
        }
    }

    /// An asynchronous scenario that runs off any actor.
    static func detached(
        _ name: String, _ body: @escaping @Sendable (EventLog) async -> Void
    ) -> Scenario {
        Scenario(name) {
            let log = EventLog()
            await body(log)
            return log.entries
        }
    }
}
