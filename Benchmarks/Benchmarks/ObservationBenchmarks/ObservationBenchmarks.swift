// The suite: every case registered once per implementation, named
// "<case>/<variant>" with variant toolchain, observatory, plain or combine,
// so that `Benchmarks/Tools/table.py` can put them side by side. The
// ObservatoryUI group has no counterpart: its variants are the list lengths
// ("ObservatoryUI list toggle/N=100"); nor has the ObservatoryWeb group, whose
// variants are the kinds of event ("ObservatoryWeb receive/row tap N=1000").
//
// Run it with `scripts/benchmark` from the repository root.

import Benchmark
import BenchmarkSupport
import CombineSubjects
import DataSubjects
import ObservatorySubjects
import ToolchainSubjects
import RedrawComparison
import RedrawSubjects
import UISubjects
import WebSubjects

/// What one measured iteration is scaled by, and how long a case may run.
/// The whole suite has to fit in a few minutes on a two-core machine.
func configuration(
    scaling: BenchmarkScalingFactor = .kilo,
    memory: Bool = false,
    threads: Bool = false,
    maxIterations: Int = 2_000,
    maxDuration: Duration = .milliseconds(600),
    warmup: Int = 3,
    extra: [BenchmarkMetric] = []
) -> Benchmark.Configuration {
    var metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal] + extra
    if memory { metrics += [.mallocBytesCount, .memoryLeakedBytes] }
    if threads { metrics += ThreadMetric.all }
    // Counts are exported raw (not rounded to K or M), so that the table can
    // divide them by the number of operations without losing digits.
    var units: [BenchmarkMetric: BenchmarkUnits] = [:]
    for metric in metrics where metric != .wallClock { units[metric] = .count }
    return .init(
        metrics: metrics,
        timeUnits: .nanoseconds,
        units: units,
        warmupIterations: warmup,
        scalingFactor: scaling,
        maxDuration: maxDuration,
        maxIterations: maxIterations
    )
}

typealias Case = (any ObservationSubject.Type, Benchmark) -> Void

/// The figures of the two-thread cases, per iteration (raw nanoseconds, or
/// ratios in thousandths). Ratios are taken within one iteration, where the
/// one- and two-thread runs were a few milliseconds apart.
enum ThreadMetric {
    static let oneThreadWall = custom("oneThreadWall")
    static let twoThreadsWall = custom("twoThreadsWall")
    static let oneThreadCPU = custom("oneThreadCPU")
    static let twoThreadsCPU = custom("twoThreadsCPU")
    /// 2·T1/T2 × 1000: work per second on two threads ÷ on one.
    static let scaling = custom("scalingPermille")
    /// CPU per operation on two threads ÷ on one, × 1000.
    static let cpuRatio = custom("cpuRatioPermille")
    /// The two threads' CPU time ÷ their wall time, × 1000 (2000: always both running).
    static let overlap = custom("overlapPermille")

    static var all: [BenchmarkMetric] {
        [oneThreadWall, twoThreadsWall, oneThreadCPU, twoThreadsCPU, scaling, cpuRatio, overlap]
    }

    private static func custom(_ name: String) -> BenchmarkMetric {
        .custom(name, polarity: .prefersSmaller, useScalingFactor: false)
    }
}

/// Measures `run` on one thread and on two within each iteration.
func pairedThreads(_ run: @escaping (Int) -> ThreadTiming) -> (Benchmark) -> Void {
    { benchmark in
        let one: ThreadTiming
        let two: ThreadTiming
        if benchmark.currentIteration.isMultiple(of: 2) {
            one = run(1)
            two = run(2)
        } else {
            two = run(2)
            one = run(1)
        }
        benchmark.measurement(ThreadMetric.oneThreadWall, one.wall)
        benchmark.measurement(ThreadMetric.twoThreadsWall, two.wall)
        benchmark.measurement(ThreadMetric.oneThreadCPU, one.cpu)
        benchmark.measurement(ThreadMetric.twoThreadsCPU, two.cpu)
        benchmark.measurement(ThreadMetric.scaling, 2_000 * one.wall / max(two.wall, 1))
        benchmark.measurement(ThreadMetric.cpuRatio, 1_000 * two.cpu / max(2 * one.cpu, 1))
        benchmark.measurement(ThreadMetric.overlap, 1_000 * two.cpu / max(two.wall, 1))
    }
}

/// Registers `body` for the toolchain and Observatory (next to each other, so
/// that both run at nearly the same moment), then the optional columns.
func compare(
    _ name: String,
    _ configuration: Benchmark.Configuration = configuration(),
    plain: ((Benchmark) -> Void)? = nil,
    combine: ((Benchmark) -> Void)? = nil,
    _ body: @escaping Case
) {
    Benchmark("\(name)/toolchain", configuration: configuration) { body(ToolchainSubject.self, $0) }
    Benchmark("\(name)/observatory", configuration: configuration) { body(ObservatorySubject.self, $0) }
    if let plain {
        Benchmark("\(name)/plain", configuration: configuration) { plain($0) }
    }
    if let combine {
        Benchmark("\(name)/combine", configuration: configuration) { combine($0) }
    }
}

let benchmarks: @Sendable () -> Void = {
    // 1. A read outside any tracking scope.
    compare("untracked read", plain: PlainSubject.untrackedRead, combine: CombineSubject.untrackedRead) {
        $0.untrackedRead($1)
    }

    // 2. Writes with no observers (Combine: @Published with no subscribers).
    compare("write Int", plain: PlainSubject.writeInt, combine: CombineSubject.writeInt) {
        $0.writeInt($1)
    }
    compare("write String", plain: PlainSubject.writeString, combine: CombineSubject.writeString) {
        $0.writeString($1)
    }
    compare("write struct", plain: PlainSubject.writeStruct, combine: CombineSubject.writeStruct) {
        $0.writeStruct($1)
    }
    compare("write class reference", plain: PlainSubject.writeReference, combine: CombineSubject.writeReference) {
        $0.writeReference($1)
    }
    compare("write += 1", plain: PlainSubject.writeIncrement, combine: CombineSubject.writeIncrement) {
        $0.writeIncrement($1)
    }
    compare("write equal value", plain: PlainSubject.writeEqualValue, combine: CombineSubject.writeEqualValue) {
        $0.writeEqualValue($1)
    }

    // 6. A write to one property while K observers watch another.
    for observers in [1, 100, 1_000] {
        compare("write A while K observe B (K=\(observers))", configuration(maxIterations: 500)) {
            $0.writeWhileOtherObserved($1, observers: observers)
        }
    }

    // 3. Reads inside an open tracking scope.
    for properties in [1, 10, 100] {
        compare("tracked read (\(properties) per object)", configuration(maxIterations: 500)) {
            $0.trackedRead($1, propertiesPerObject: properties)
        }
    }
    compare("tracked read (same property x100)", configuration(maxIterations: 500)) {
        $0.trackedRepeatedRead($1)
    }

    // 4. Track and fire.
    compare("track and fire (1 property)", configuration(maxIterations: 300)) {
        $0.trackAndFire($1)
    }
    compare("track and fire (10 objects)", configuration(maxIterations: 200)) {
        $0.trackAndFireTenObjects($1)
    }

    // 5. A write that notifies K one-shot observers.
    for observers in [1, 10, 100, 1_000] {
        compare("notify K observers (K=\(observers))", configuration(maxIterations: 300)) {
            $0.notify($1, observers: observers)
        }
    }
    // 10. Persistent observers (didSet) next to @Published with K subscribers.
    for observers in [1, 100, 1_000] {
        let combine: (Benchmark) -> Void = { CombineSubject.notify($0, observers: observers) }
        compare("notify K persistent observers (K=\(observers))", configuration(maxIterations: 300), combine: combine) {
            $0.notifyPersistent($1, observers: observers)
        }
    }

    // 7. Memory.
    compare(
        "create and free 3 Ints", configuration(memory: true, maxIterations: 500),
        plain: PlainSubject.createAndFree, combine: CombineSubject.createAndFree
    ) {
        $0.createAndFree($1)
    }
    compare("live registration", configuration(memory: true, maxIterations: 200)) {
        $0.liveRegistrations($1)
    }
    let kept = configuration(scaling: .one, memory: true, maxIterations: 3, maxDuration: .seconds(2), warmup: 1)
    compare("memory kept after 100000 registrations fired together", kept) {
        $0.memoryAfterFiringTogether($1)
    }
    compare("memory kept after 100000 track and fire cycles", kept) {
        $0.memoryAfterFiringInTurn($1)
    }

    // 8. Threads: each iteration runs the work on one thread and on two
    // (in alternating order), so that both see the same machine load.
    let threaded = configuration(scaling: .mega, threads: true, maxIterations: 40, maxDuration: .milliseconds(800), warmup: 1)
    compare("write own object (threads)", threaded, plain: pairedThreads(PlainSubject.threadedWrites)) {
        pairedThreads($0.threadedWrites)($1)
    }
    compare("read shared object (threads)", threaded, plain: pairedThreads(PlainSubject.threadedReads)) {
        pairedThreads($0.threadedReads)($1)
    }
    compare("read own objects (threads)", threaded, plain: pairedThreads(PlainSubject.threadedOwnReads)) {
        pairedThreads($0.threadedOwnReads)($1)
    }
    compare("track and fire own object (threads)", threaded) {
        pairedThreads($0.threadedTrackAndFire)($1)
    }

    // 9. Observations: a mutation, then the element it produces.
    let latency = configuration(maxIterations: 200, maxDuration: .seconds(1))
    Benchmark("Observations element/toolchain", configuration: latency) { (benchmark: Benchmark) async in
        await ToolchainSubject.observationsElement(benchmark)
    }
    Benchmark("Observations element/observatory", configuration: latency) { (benchmark: Benchmark) async in
        await ObservatorySubject.observationsElement(benchmark)
    }

    // 11. ObservatoryUI: toggle one row of a list of N observable rows, then
    // `graph.update()`. Mounting the list is the benchmark's setup and is not
    // measured. `ViewGraph` is @MainActor. The runner calls an async closure
    // from a `Task` while its own thread waits (`Benchmark.runAsync`), and a
    // synchronous closure on a thread that is not the main thread (so
    // `MainActor.assumeIsolated` would trap). The closure is therefore a
    // @MainActor async closure: the `Task` hops to the main actor once,
    // before the closure starts, and `measure` calls startMeasurement() and
    // stopMeasurement() itself on the main actor, so the hop is outside the
    // measured region (`MainActor.run` inside the loop would measure a hop
    // per toggle). Nothing else touches the `Benchmark` while the runner
    // waits, so handing it to the main actor is safe.
    let list = configuration(maxIterations: 200, maxDuration: .seconds(1))
    for rows in [100, 1_000, 10_000] {
        let subject = ListToggle(rows: rows)
        Benchmark(
            "ObservatoryUI list toggle/N=\(rows)",
            configuration: list,
            closure: { @MainActor (benchmark: Benchmark) async in subject.measure(benchmark) },
            setup: { @MainActor in subject.mount() },
            teardown: { @MainActor in subject.unmount() }
        )
    }

    // 12. ObservatoryWeb: one browser event through `WebWindow.receive(_:)`
    // (JSON decode, graph.send, update, patch ops, the encoded reply), as the
    // server calls it for a WebSocket text frame; each iteration is 1,000
    // events (one for the keystroke beside a list, which re-runs the list's
    // body: about a millisecond), and records the bytes of the replies.
    // Mounting the view and the first paint are the setup. @MainActor async
    // closures, as above.
    let web = configuration(maxIterations: 200, maxDuration: .seconds(1), extra: WebMetric.all)
    let webSlow = configuration(scaling: .one, maxIterations: 500, maxDuration: .seconds(1), extra: WebMetric.all)
    let events: [(String, WebEventSubject.Kind, Benchmark.Configuration)] = [
        ("row tap N=1000", .rowTap(rows: 1_000), web),
        ("row switch N=1000", .rowSwitch(rows: 1_000), web),
        ("keystroke", .keystroke(besideRows: 0), web),
        ("keystroke beside N=1000", .keystroke(besideRows: 1_000), webSlow),
    ]
    // The same events in inspect mode (`--inspect`), beside the ones above
    // (inspect mode off): what inspection costs when on, and that off is free.
    let inspected: [(String, WebEventSubject.Kind, Benchmark.Configuration)] = [
        ("row tap N=1000 inspect", .rowTap(rows: 1_000), web),
        ("keystroke inspect", .keystroke(besideRows: 0), web),
    ]
    for (name, kind, configuration) in events + inspected {
        let subject = WebEventSubject(kind, inspect: name.hasSuffix(" inspect"))
        Benchmark(
            "ObservatoryWeb receive/\(name)",
            configuration: configuration,
            closure: { @MainActor (benchmark: Benchmark) async in subject.measure(benchmark) },
            setup: { @MainActor in subject.mount() },
            teardown: { @MainActor in subject.unmount() }
        )
    }

    // 12b. ObservatoryWeb: a lazy list of N rows from an array (issue 34):
    // the first paint, one row's tap, a scroll report, an append and an
    // insert at the top, one operation per iteration, for N = 1,000 to
    // 1,000,000. Only the window's rows are mounted, so the costs are flat in N.
    let lazy = configuration(scaling: .one, maxIterations: 300, maxDuration: .seconds(1),
                             extra: WebMetric.all + [LazyListMetric.actionNanoseconds, LazyListMetric.threadCPUNanoseconds])
    for rows in [1_000, 100_000, 1_000_000] {
        for kind in LazyListSubject.Kind.allCases {
            let subject = LazyListSubject(kind, rows: rows)
            Benchmark(
                "ObservatoryWeb lazy list/\(kind.rawValue) N=\(rows)",
                configuration: lazy,
                closure: { @MainActor (benchmark: Benchmark) async in subject.measure(benchmark) },
                setup: { @MainActor in subject.mount() },
                teardown: { @MainActor in subject.unmount() }
            )
        }
    }

    // 12c. ObservatoryWeb + ObservatoryData: a lazy list of a paged @Query
    // over N SQLite rows (issue 34): the first paint, one row's change, an
    // insert after the rows in view and among them, and a scroll report,
    // one operation per iteration. The query reads a count and the pages in
    // view, so the costs are flat in N. The query changes again with 120
    // rows in view: the difference is what each mounted row adds to a
    // query change.
    let paged = configuration(scaling: .one, maxIterations: 300, maxDuration: .seconds(1),
                              extra: WebMetric.all + [PagedQueryMetric.mountedRows])
    let pagedCases = [1_000, 100_000].flatMap { rows in
        PagedQuerySubject.Kind.allCases.map { (rows, $0, 15) } + [(rows, .insertAtEnd, 120), (rows, .insertInView, 120)]
    }
    for (rows, kind, inView) in pagedCases {
        let subject = PagedQuerySubject(kind, rows: rows, rowsInView: inView)
        let shown = inView == 15 ? "" : ", \(inView) rows in view"
        Benchmark(
            "ObservatoryWeb paged query/\(kind.rawValue)\(shown) N=\(rows)",
            configuration: paged,
            closure: { @MainActor (benchmark: Benchmark) async in subject.measure(benchmark) },
            setup: { @MainActor in try subject.mount() },
            teardown: { @MainActor in subject.unmount() }
        )
    }

    // 12d. What a mounted row adds to a query change, side by side: the
    // windows with 15 and with 120 rows in view get the same insert in each
    // iteration, timed apart (PagedQueryRowCost).
    let rowCost = configuration(scaling: .one, maxIterations: 400, maxDuration: .seconds(2),
                                extra: [PagedQueryMetric.fewerRowsNanoseconds, PagedQueryMetric.moreRowsNanoseconds,
                                        PagedQueryMetric.extraMountedRows])
    for kind in [PagedQuerySubject.Kind.insertAtEnd, .insertInView] {
        let subject = PagedQueryRowCost(kind, rows: 1_000)
        Benchmark(
            "ObservatoryWeb paged query/\(kind.rawValue), per mounted row N=1000",
            configuration: rowCost,
            closure: { @MainActor (benchmark: Benchmark) async in subject.measure(benchmark) },
            setup: { @MainActor in try subject.mount() },
            teardown: { @MainActor in subject.unmount() }
        )
    }

    // 13. The redraw comparison (Examples/RedrawComparison): the profile
    // screen and the expense tracker, each on ObservableObject and on
    // @Observable, put through the same scripted session of edits; one
    // iteration is one session, with its body evaluations as a custom
    // metric. Mounting and loading the screen is the setup.
    let redraw = configuration(scaling: .one, maxIterations: 300, maxDuration: .seconds(2),
                               extra: [RedrawMetric.bodyEvaluations])
    for screen in RedrawScreen.allCases {
        for model in RedrawModel.allCases {
            let subject = RedrawSessionSubject(screen, model)
            Benchmark(
                subject.name,
                configuration: redraw,
                closure: { @MainActor (benchmark: Benchmark) async in subject.measure(benchmark) },
                setup: { @MainActor in try await subject.mount() },
                teardown: { @MainActor in subject.unmount() }
            )
        }
    }

    // 14. ObservatoryData. A property read and a write on @Model objects
    // fetched from a store, next to the same on @Observable objects (both
    // reached through an array, 1,000 per iteration; a @Model's setter also
    // reports to its state, and before its first write since the last save
    // remembers the stored value for a rollback); inserting 10,000 models
    // and saving once, into a new store file; and a @Query over N models
    // kept current after one insert (insert, save, graph.update()), for a
    // view that shows the count and for one that lists every row.
    let reads = configuration(maxIterations: 2_000, maxDuration: .milliseconds(600))
    for (operation, variant, kind) in [
        ("read", "observable", PropertyReads.Kind.observable), ("read", "model", .model),
        ("read", "model never saved", .unsavedModel),
        ("write", "observable", .observable), ("write", "model", .model),
    ] {
        let subject = PropertyReads(kind, writes: operation == "write")
        Benchmark(
            "ObservatoryData property \(operation)/\(variant)",
            configuration: reads,
            closure: { @MainActor (benchmark: Benchmark) async in subject.measure(benchmark) },
            setup: { @MainActor in try subject.mount() },
            teardown: { @MainActor in subject.unmount() }
        )
    }
    let bulk = configuration(scaling: .one, maxIterations: 10, maxDuration: .seconds(3), warmup: 1)
    let insertion = InsertAndSave(count: 10_000)
    Benchmark("ObservatoryData insert and save/N=10000", configuration: bulk) { @MainActor (benchmark: Benchmark) async in
        do { try insertion.measure(benchmark) } catch { benchmark.error("\(error)") }
    }
    let queries = configuration(scaling: .one, maxIterations: 300, maxDuration: .seconds(1))
    for rows in [100, 1_000, 10_000] {
        for (shape, name) in [(QueryAfterInsert.Shape.count, "count"), (.list, "list")] {
            let subject = QueryAfterInsert(rows: rows, shape: shape)
            Benchmark(
                "ObservatoryData query after insert/\(name) N=\(rows)",
                configuration: queries,
                closure: { @MainActor (benchmark: Benchmark) async in
                    do { try subject.measure(benchmark) } catch { benchmark.error("\(error)") }
                },
                setup: { @MainActor in try subject.mount() },
                teardown: { @MainActor in subject.unmount() }
            )
        }
    }
}
