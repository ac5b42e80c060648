// ObservatoryWeb + ObservatoryData: a lazy `List` of a paged `@Query`
// (issue 34), for N = 1,000 and 100,000 rows of an SQLite store.
//
// The claims measured (and checked) here: the first paint, one row's change,
// an insert (a query change) and a scroll report cost about the same whatever
// N, because the query reads a count and the pages in view, and the window
// mounts only the rows in view.

import Benchmark
import BenchmarkSupport
import Foundation
import ObservatoryData
@_spi(Observatory) import ObservatoryUI
@_spi(Observatory) import ObservatoryWeb

@Model final class LoggedHabit {
    #Index<LoggedHabit>([\.name])
    var name: String
    var streak: Int
    init(name: String, streak: Int) {
        self.name = name
        self.streak = streak
    }
}

/// A row of the log: the habit's name and streak.
struct LoggedHabitRow: View {
    let habit: LoggedHabit
    var body: some View {
        HStack {
            Text(habit.name)
            Text("\(habit.streak) days").foregroundStyle(.secondary)
        }
    }
}

/// Every habit by name, read a page at a time, with the actions a user
/// takes: one habit's streak up, a habit added (after the rows in view, or
/// among them).
struct PagedHabitLog: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \LoggedHabit.name) private var habits: FetchResultsCollection<LoggedHabit>

    var body: some View {
        NavigationStack {
            List {
                ForEach(habits) { LoggedHabitRow(habit: $0) }
            }
            .toolbar {
                ToolbarItem {
                    Button("Streak") {
                        habits[2].streak += 1
                        try? context.save()
                    }
                }
                ToolbarItem {
                    Button("Add at end") {
                        context.insert(LoggedHabit(name: "Z \(UUID().uuidString)", streak: 0))
                        try? context.save()
                    }
                }
                ToolbarItem {
                    Button("Add in view") {
                        // Each name sorts before the ones added before it, so the
                        // habit always goes in at position 1, in view.
                        InViewInserts.countdown -= 1
                        context.insert(LoggedHabit(name: "H0000005 \(InViewInserts.countdown)", streak: 0))
                        try? context.save()
                    }
                }
            }
        }
    }
}

/// Names for the habits added in view: counting down from ten million, so
/// that (seven digits each) every name sorts before the last.
@MainActor
enum InViewInserts {
    static var countdown = 10_000_000
}

/// A window of ``PagedHabitLog`` over a store of `rows` habits, and the
/// measured operation on it. One iteration is one operation.
@MainActor
public final class PagedQuerySubject {
    public enum Kind: String, Sendable, CaseIterable {
        /// Mounting the view in a window (the count and the first page) and
        /// rendering its first paint.
        case firstPaint = "first paint"
        /// One habit's streak up and saved: its row changes.
        case rowChange = "row change"
        /// A habit inserted after the rows in view and saved: the count changes.
        case insertAtEnd = "insert at end"
        /// A habit inserted among the rows in view and saved.
        case insertInView = "insert in view"
        /// A `visible` report one screen (15 rows) further down.
        case scroll = "scroll a screen"
    }

    public nonisolated let kind: Kind
    public nonisolated let rows: Int
    /// The rows the page reports in view at the mount (15: a phone's
    /// screen); a larger window shows what each mounted row adds.
    public nonisolated let rowsInView: Int
    private var container: ModelContainer?
    private var window: WebWindow?
    private var sequence = 0
    private var screen = 0

    public nonisolated init(_ kind: Kind, rows: Int, rowsInView: Int = 15) {
        self.kind = kind
        self.rows = rows
        self.rowsInView = rowsInView
    }

    private func makeWindow(_ container: ModelContainer) -> (WebWindow, String) {
        let window = WebWindow(graph: ViewGraph(PagedHabitLog().modelContainer(container)), id: "paged", token: "paged-token")
        let html = window.renderHTML()
        window.graph.statistics.keepsRecords = false
        window.throttleVisibleReports(burst: 1_000_000, perSecond: 1_000_000)
        return (window, html)
    }

    /// Seeds the store (not measured) and mounts the window.
    public func mount() throws {
        let container = try ModelContainer(for: LoggedHabit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let seeder = ModelContext(container)
        for index in 0..<rows {
            seeder.insert(LoggedHabit(name: "H" + String(index * 10).leftPadded(to: 7), streak: index % 30))
        }
        try seeder.save()
        container.mainContext.autosaveEnabled = false
        self.container = container
        let (window, _) = makeWindow(container)
        self.window = window
        sequence = 0
        screen = 0
        _ = try? window.receive(visible(0..<rowsInView))
    }

    public func unmount() {
        window?.close()
        window = nil
        container = nil
    }

    private func visible(_ rows: Range<Int>) -> String {
        let spacer = window?.graph.rootElement.descendants().first { $0.role == .lazySpacer && $0["lead"] == "true" }
        return "{\"type\":\"visible\",\"target\":\(spacer?.id.rawValue ?? -1),\"first\":\(rows.lowerBound),\"end\":\(rows.upperBound),\"dir\":1}"
    }

    private func tap(_ title: String) -> String? {
        let button = window?.graph.rootElement.descendants().first { element in
            element.role == .button && element.descendants().contains { $0["text"] == title }
        }
        guard let button else { return nil }
        sequence += 1
        return "{\"type\":\"event\",\"seq\":\(sequence),\"target\":\(button.id.rawValue),\"event\":\"tap\"}"
    }

    /// One measured operation; records the bytes sent, and checks what the
    /// context and the window hold.
    public func measure(_ benchmark: Benchmark) {
        guard let container, let window else { return benchmark.error("the window is not mounted") }
        var bytes = 0
        switch kind {
        case .firstPaint:
            benchmark.startMeasurement()
            let (painted, html) = makeWindow(container)
            benchmark.stopMeasurement()
            bytes = html.utf8.count
            expect(html.utf8.count < 40_000, "a first paint of \(html.utf8.count) bytes", in: benchmark)
            painted.close()
        case .rowChange, .insertAtEnd, .insertInView, .scroll:
            guard let message = nextMessage() else { return benchmark.error("no button for \(kind)") }
            var frames: [String] = []
            var failed = false
            benchmark.startMeasurement()
            do { frames = try window.receive(message) } catch { failed = true }
            benchmark.stopMeasurement()
            bytes = frames.reduce(0) { $0 + $1.utf8.count }
            expect(!failed, "the window refused \(message)", in: benchmark)
            expect(!frames.isEmpty, "\(kind) sent nothing", in: benchmark)
        }
        benchmark.measurement(PagedQueryMetric.mountedRows, checkedMountedRows(benchmark))
        benchmark.measurement(WebMetric.replyBytes, bytes)
        benchmark.measurement(WebMetric.largestReply, bytes)
    }

    /// The message of the next operation of an event kind.
    private func nextMessage() -> String? {
        switch kind {
        case .scroll:
            screen = (screen + 1) % max(1, min(rows / 15 - 1, 2_000))
            return visible((screen * 15)..<(screen * 15 + 15))
        case .rowChange: return tap("Streak")
        case .insertAtEnd: return tap("Add at end")
        case .insertInView: return tap("Add in view")
        case .firstPaint: return nil
        }
    }

    /// Runs the next operation of an event kind, timed on its own (for a
    /// side-by-side case that times two windows in one iteration), and
    /// checks it; nil when it failed.
    func timedEvent(_ benchmark: Benchmark) -> (nanoseconds: Int, mountedRows: Int)? {
        guard let window, let message = nextMessage() else {
            benchmark.error("the window is not mounted, or \(kind) is not an event")
            return nil
        }
        // The thread's CPU time, not the wall clock: the time the machine
        // gives other work would fall unevenly on the two windows.
        let start = threadCPUNanoseconds()
        let frames = try? window.receive(message)
        let nanoseconds = threadCPUNanoseconds() - start
        expect(frames?.isEmpty == false, "\(kind) was refused or sent nothing", in: benchmark)
        return (nanoseconds, checkedMountedRows(benchmark))
    }

    /// The rows mounted, checked: whatever N, the window mounts the rows in
    /// view and a few more, and an insert in view went in at position 1.
    private func checkedMountedRows(_ benchmark: Benchmark) -> Int {
        guard let window else { return 0 }
        let names = window.graph.rootElement.descendants().filter { $0.role == .text && ($0["text"] ?? "").hasPrefix("H") }
        let mounted = names.count
        expect(mounted <= max(LazyWindowPolicy.windowed.initialRows, rowsInView + 32) + 16, "\(mounted) rows mounted", in: benchmark)
        if kind == .insertInView {
            let second = names.dropFirst().first?["text"]
            expect(second == "H0000005 \(InViewInserts.countdown)", "the habit added is not the second row (\(second ?? "none"))", in: benchmark)
        }
        return mounted
    }
}

/// Two windows of ``PagedHabitLog`` over stores of the same size, one with
/// 15 rows in view and one with 120, given the same operation in each
/// iteration, timed apart (the thread's CPU time), in alternating order. The difference of the two
/// times' medians over the difference of the rows mounted is what a mounted
/// row adds to the operation, measured side by side in one run rather than
/// as the difference of two runs minutes apart on a shared machine.
@MainActor
public final class PagedQueryRowCost {
    private let small: PagedQuerySubject
    private let large: PagedQuerySubject
    private var iteration = 0

    public nonisolated init(_ kind: PagedQuerySubject.Kind, rows: Int) {
        small = PagedQuerySubject(kind, rows: rows, rowsInView: 15)
        large = PagedQuerySubject(kind, rows: rows, rowsInView: 120)
    }

    /// Seeds both stores (not measured) and mounts both windows.
    public func mount() throws {
        try small.mount()
        try large.mount()
    }

    public func unmount() {
        small.unmount()
        large.unmount()
    }

    /// One operation on each window; records both times and both windows'
    /// mounted rows.
    public func measure(_ benchmark: Benchmark) {
        iteration += 1
        let smallFirst = iteration % 2 == 0
        let first = (smallFirst ? small : large).timedEvent(benchmark)
        let second = (smallFirst ? large : small).timedEvent(benchmark)
        guard let first, let second else { return }
        let (fewer, more) = smallFirst ? (first, second) : (second, first)
        expect(more.mountedRows - fewer.mountedRows >= 100, "the windows mount \(fewer.mountedRows) and \(more.mountedRows) rows", in: benchmark)
        benchmark.measurement(PagedQueryMetric.fewerRowsNanoseconds, fewer.nanoseconds)
        benchmark.measurement(PagedQueryMetric.moreRowsNanoseconds, more.nanoseconds)
        benchmark.measurement(PagedQueryMetric.extraMountedRows, more.mountedRows - fewer.mountedRows)
    }
}

/// The custom metrics of the paged query group.
public enum PagedQueryMetric {
    /// The rows mounted after the operation.
    public static let mountedRows = BenchmarkMetric.custom("mountedRows", polarity: .prefersSmaller, useScalingFactor: false)
    /// ``PagedQueryRowCost``: the operation's CPU time in the window with 15 rows in view.
    public static let fewerRowsNanoseconds = BenchmarkMetric.custom(
        "fewerRowsNanoseconds", polarity: .prefersSmaller, useScalingFactor: false)
    /// ``PagedQueryRowCost``: the operation's CPU time in the window with 120 rows in view.
    public static let moreRowsNanoseconds = BenchmarkMetric.custom(
        "moreRowsNanoseconds", polarity: .prefersSmaller, useScalingFactor: false)
    /// ``PagedQueryRowCost``: how many more rows the larger window mounts.
    public static let extraMountedRows = BenchmarkMetric.custom(
        "extraMountedRows", polarity: .prefersSmaller, useScalingFactor: false)
}

extension String {
    /// The string with zeros before it, `width` characters at least.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
