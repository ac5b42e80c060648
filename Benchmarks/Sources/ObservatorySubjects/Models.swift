// The models every case uses. This file is compiled twice: in
// ObservatorySubjects against Observatory, and (through a symlink) in
// ToolchainSubjects against the toolchain's Observation.

#if OBSERVATORY
import Observatory
#else
@_spi(SwiftUI) import Observation
#endif
import BenchmarkSupport

@Observable
final class Sample: @unchecked Sendable {
    var count = 0
    var other = 0
    /// The `+= 1` case's own property. A property mutated in place anywhere
    /// in a module pays Swift's dynamic exclusivity check on every access
    /// there (its `_modify` yields the storage), so the read and write cases
    /// use `count`, which nothing mutates in place.
    var tally = 0
    var title = sampleTitles[0]
    var point = SamplePoint(x: 0, y: 0)
    var reference = samplePayloads[0]
}

@Observable
final class ThreeInts: @unchecked Sendable {
    var a = 0
    var b = 0
    var c = 0
}

/// How many `onChange` calls arrived; the cases check it after measuring.
/// Only the single-threaded cases touch it.
nonisolated(unsafe) var firedCount = 0

/// The `onChange` most cases install: counts, captures nothing, allocates nothing.
@Sendable func countFiring() {
    firedCount &+= 1
}

/// The didSet handler of the persistent-observer case.
@Sendable func countTrackingEvent(_ tracking: ObservationTracking) {
    firedCount &+= 1
}

/// The `onChange` of the multi-threaded case.
@Sendable func ignoreFiring() {}
