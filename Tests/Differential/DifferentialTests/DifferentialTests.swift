// Runs every scenario of Tests/Differential/ToolchainScenarios/ twice, once
// against the toolchain's Observation and once against Observatory, and
// compares the two event logs.
//
// The logs must be identical, except for the scenarios in
// `intendedDifferences`: there the toolchain has a defect that Observatory
// fixes on purpose, and both logs are asserted exactly.

import ObservatoryScenarios
import Testing
import ToolchainScenarios

/// A scenario whose behaviour differs on purpose, with both expected logs.
struct IntendedDifference: Sendable {
    let toolchain: [String]
    let observatory: [String]
}

/// The toolchain logs were measured with Swift 6.3.1 on Linux.
let intendedDifferences: [String: IntendedDifference] = [
    // The toolchain calls onChange before cancelling the tracking, so a write
    // inside onChange re-enters it (the scenario stops after three nested
    // writes). Observatory cancels first: onChange runs exactly once.
    "intended.mutationInsideOnChange": IntendedDifference(
        toolchain: [
            "write 10",
            "onChange entry 1 x=0",
            "onChange entry 2 x=0",
            "onChange entry 3 x=0",
            "onChange entry 4 x=0",
            "x=10 entries=4",
            "write 11",
        ],
        observatory: [
            "write 10",
            "onChange entry 1 x=0",
            "x=10 entries=1",
            "write 11",
        ]
    ),

    // apply reads x, then writes it: the toolchain installs the tracking
    // after apply returns and loses that change. Observatory notices that
    // what apply read is already stale and fires before returning.
    "intended.mutationInsideApply": IntendedDifference(
        toolchain: [
            "returned 0 x=1",
        ],
        observatory: [
            "onChange",
            "returned 0 x=1",
        ]
    ),

    // The same mechanism through _modify: `x += 1` inside apply reads x, then
    // writes it. The toolchain records the read but installs the tracking
    // only after apply, so the in-apply change is lost and onChange waits for
    // the next write. Observatory fires before returning, as in the scenario
    // above, and the later write finds the tracking already used.
    "intended.modifyInsideApply": IntendedDifference(
        toolchain: [
            "x=1",
            "write 5",
            "onChange",
        ],
        observatory: [
            "onChange",
            "x=1",
            "write 5",
        ]
    ),

    // The toolchain's iterators share the sequence's state: one "dirty" flag
    // for a change made while nobody waits, which the first iterator to call
    // next() consumes, so the second waits forever. Observatory gives each
    // iterator its own state.
    "intended.twoIteratorsOneSequence": IntendedDifference(
        toolchain: [
            "a: element 0",
            "b: element 0",
            "write 1",
            "a: element 1",
            "b: timed out",
        ],
        observatory: [
            "a: element 0",
            "b: element 0",
            "write 1",
            "a: element 1",
            "b: element 1",
        ]
    ),

    // The toolchain (6.3) does not re-evaluate when a tracked object is
    // freed, so an untilFinished closure that captures its subject weakly
    // never gets to return .finish. Observatory re-evaluates on deinit.
    "intended.weakSubjectFreed": IntendedDifference(
        toolchain: [
            "element 0",
            "subject freed true",
            "timed out",
        ],
        observatory: [
            "element 0",
            "subject freed true",
            "finished",
        ]
    ),

    // Freeing an object that a tracking read. Swift 6.3 reports nothing;
    // the toolchain's upstream main (test "weak container observation")
    // fires the tracking once, and Observatory follows upstream: onChange
    // for the one-shot form, willSet (with no key path) for the other.
    "onChange.trackedObjectFreed": IntendedDifference(
        toolchain: ["releasing", "freed true"],
        observatory: ["releasing", "onChange", "freed true"]
    ),
    "onChange.trackingDoesNotRetain": IntendedDifference(
        toolchain: ["freed true"],
        observatory: ["onChange", "freed true"]
    ),
    // The tracking fires when its object is freed, and never again when new
    // objects (likely at the same address) are written.
    "onChange.freedObjectAddressReuse": IntendedDifference(
        toolchain: ["wrote 20 fresh objects"],
        observatory: ["onChange", "wrote 20 fresh objects"]
    ),
    "variants.trackedObjectFreed": IntendedDifference(
        toolchain: ["releasing", "freed true"],
        observatory: ["releasing", "willSet changed==nil true", "freed true"]
    ),

    // The toolchain's synthesized Codable sees the macro's storage: keys
    // prefixed with `_` and the registrar. Observatory encodes the declared
    // properties, exactly as the equivalent struct.
    "intended.codable": IntendedDifference(
        toolchain: [
            #"class {"_$observationRegistrar":{},"_count":1,"_name":"b"}"#,
            #"struct {"count":1,"name":"b"}"#,
            "same as struct false",
        ],
        observatory: [
            #"class {"count":1,"name":"b"}"#,
            #"struct {"count":1,"name":"b"}"#,
            "same as struct true",
        ]
    ),
]

let scenarioNames: [String] = ToolchainScenarios.Scenarios.all.map(\.name)

@Suite("Differential: toolchain Observation vs Observatory")
struct DifferentialTests {
    @Test("Both modules have the same scenarios, with unique names")
    func sameScenarios() {
        let observatoryNames = ObservatoryScenarios.Scenarios.all.map(\.name)
        #expect(observatoryNames == scenarioNames)
        #expect(Set(scenarioNames).count == scenarioNames.count)
    }

    @Test("Every intended difference names a scenario")
    func intendedDifferencesExist() {
        for name in intendedDifferences.keys {
            #expect(scenarioNames.contains(name), "no scenario named \(name)")
        }
    }

    @Test("Same event log", arguments: scenarioNames)
    func sameLog(_ name: String) async throws {
        let toolchain = try #require(ToolchainScenarios.Scenarios.named(name))
        let observatory = try #require(ObservatoryScenarios.Scenarios.named(name))
        let toolchainLog = await toolchain.run()
        let observatoryLog = await observatory.run()
        if let intended = intendedDifferences[name] {
            #expect(toolchainLog == intended.toolchain, "toolchain log of \(name)")
            #expect(observatoryLog == intended.observatory, "Observatory log of \(name)")
        } else {
            #expect(observatoryLog == toolchainLog, "logs of \(name)")
        }
    }
}
