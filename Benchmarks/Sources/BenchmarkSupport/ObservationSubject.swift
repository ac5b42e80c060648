import Benchmark

/// The operations the suite measures, for one implementation of Observation.
///
/// `ToolchainSubject` (the toolchain's `Observation`) and `ObservatorySubject`
/// (`Observatory`) conform to it from the *same* source files, compiled once
/// against each module, so both sides do exactly the same work.
///
/// Each requirement runs one measured iteration: it builds what it needs,
/// calls `benchmark.startMeasurement()`, performs a fixed number of
/// operations (``Ops``), calls `benchmark.stopMeasurement()`, and cleans up
/// unmeasured. The per-operation figures in the table are the iteration's
/// median divided by that number (see `Benchmarks/Tools/table.py`).
public protocol ObservationSubject {
    // 1. A read outside any tracking scope.
    static func untrackedRead(_ benchmark: Benchmark)

    // 2. Writes that nobody observes.
    static func writeInt(_ benchmark: Benchmark)
    static func writeString(_ benchmark: Benchmark)
    static func writeStruct(_ benchmark: Benchmark)
    static func writeReference(_ benchmark: Benchmark)
    static func writeIncrement(_ benchmark: Benchmark)
    static func writeEqualValue(_ benchmark: Benchmark)

    // 3. Reads inside an open tracking scope.
    static func trackedRead(_ benchmark: Benchmark, propertiesPerObject: Int)
    static func trackedRepeatedRead(_ benchmark: Benchmark)

    // 4. Track one property and fire it; track 10 objects and fire.
    static func trackAndFire(_ benchmark: Benchmark)
    static func trackAndFireTenObjects(_ benchmark: Benchmark)

    // 5. A write that notifies `observers` one-shot observers of one property.
    static func notify(_ benchmark: Benchmark, observers: Int)
    /// The same with persistent (didSet) observers: `1000 / observers` writes.
    static func notifyPersistent(_ benchmark: Benchmark, observers: Int)

    // 6. A write to one property while `observers` observe another.
    static func writeWhileOtherObserved(_ benchmark: Benchmark, observers: Int)

    // 7. Memory.
    static func createAndFree(_ benchmark: Benchmark)
    static func liveRegistrations(_ benchmark: Benchmark)
    static func memoryAfterFiringTogether(_ benchmark: Benchmark)
    static func memoryAfterFiringInTurn(_ benchmark: Benchmark)

    // 8. Threads: one run of the work on `threads` threads at once (see
    // `pairedThreads` in the benchmark executable, which measures).
    static func threadedWrites(threads: Int) -> ThreadTiming
    static func threadedReads(threads: Int) -> ThreadTiming
    static func threadedOwnReads(threads: Int) -> ThreadTiming
    static func threadedTrackAndFire(threads: Int) -> ThreadTiming

    // 9. Observations: the latency from a mutation to the next element.
    static func observationsElement(_ benchmark: Benchmark) async
}

/// How many operations one measured iteration performs. `table.py` divides
/// by the same numbers; keep the two in step.
public enum Ops {
    /// Most cases: one iteration is 1,000 operations (`scalingFactor: .kilo`).
    public static let standard = 1_000
    /// Each thread's share in the two-thread cases (`scalingFactor: .mega`).
    public static let perThread = 1_000_000
    /// Track-and-fire per thread in the two-thread case.
    public static let trackAndFirePerThread = 100_000
    /// One-shot registrations fired before measuring what stays allocated.
    public static let firedRegistrations = 100_000
}

/// Fails the benchmark when a case did not do what it claims to measure,
/// e.g. fewer observers fired than were installed.
///
/// package-benchmark then prints the message, writes no results for the
/// benchmark and goes on with the others, but still exits with status 0;
/// `scripts/benchmark` finds the failure by ``checkFailedMarker`` in its log.
public func expect(_ condition: Bool, _ message: @autoclosure () -> String, in benchmark: Benchmark) {
    if !condition { benchmark.error(checkFailedMarker + message()) }
}

/// What the message of every failed ``expect(_:_:in:)`` starts with.
public let checkFailedMarker = "benchmark check failed: "
