// ObservatoryUI: toggling one row of a list of N observable rows.
//
// The claim measured (and checked) here: a change to one row's model re-runs
// that row's body alone, so one toggle plus `graph.update()` costs the same
// whatever the length of the list.

import Benchmark
import BenchmarkSupport
import ObservatoryUI

@Observable final class Row: Identifiable {
    let id: Int
    var done = false

    init(id: Int) { self.id = id }
}

struct RowView: View {
    let row: Row
    var body: some View { Text(row.done ? "✓" : "·") }
}

struct ListScreen: View {
    let rows: [Row]
    var body: some View {
        VStack {
            ForEach(rows) { RowView(row: $0) }
        }
    }
}

/// A mounted `ListScreen` of `rows` rows, and the measured operation on it:
/// toggle one row's `done`, then `graph.update()`.
///
/// ``mount()`` and ``unmount()`` run as the benchmark's setup and teardown,
/// outside every measured iteration; ``measure(_:)`` is one iteration.
/// Each toggle takes the next row (`index i % N`), so every row gets its turn.
@MainActor
public final class ListToggle {
    /// How many rows the list has.
    public nonisolated let rowCount: Int
    private var rows: [Row] = []
    private var graph: ViewGraph?
    private var next = 0

    /// A list of `rows` rows; nothing is mounted until ``mount()``.
    public nonisolated init(rows: Int) {
        rowCount = rows
    }

    /// Builds the rows and mounts the list (not measured).
    public func mount() {
        rows = (0..<rowCount).map(Row.init)
        let graph = ViewGraph(ListScreen(rows: rows))
        graph.statistics.keepsRecords = false  // from now on, see measure(_:)
        let mounted = graph.statistics.count("RowView")
        precondition(mounted == rowCount, "mounted \(mounted) row views for \(rowCount) rows")
        precondition(texts(of: graph)?.count == rowCount, "the list does not show \(rowCount) texts")
        self.graph = graph
        next = 0
    }

    /// Drops the graph and the rows.
    public func unmount() {
        graph = nil
        rows = []
    }

    /// One measured iteration: `benchmark.scaledIterations` toggles, each
    /// followed by `graph.update()`.
    ///
    /// Checked on every iteration, so that the figures never come from a run
    /// that did something else:
    /// - an unmeasured toggle before and one after the measured ones must each
    ///   re-run exactly one body, a `RowView`, because its row's `done`
    ///   changed, and change that row's text alone;
    /// - during the measured toggles (which keep counts only, see below) each
    ///   update must change exactly one element's attributes, and the bodies
    ///   run must be exactly one `RowView` per toggle. A toggle's text can
    ///   only change if the row's `RowView` body ran, so these two counts
    ///   together mean exactly one row body per toggle.
    ///
    /// A failed check fails the benchmark (and `scripts/benchmark`).
    public func measure(_ benchmark: Benchmark) {
        guard let graph else {
            benchmark.error("the list is not mounted")
            return
        }
        let statistics = graph.statistics
        checkedToggle(graph, benchmark)

        // Counts only (records are off outside checkedToggle: they would grow
        // by one per toggle). The counts are never reset: the per-node counts
        // already hold every row from the mount, so the measured toggles do
        // not grow them.
        let rowBodiesBefore = statistics.count("RowView")
        let bodiesBefore = statistics.total
        let toggles = benchmark.scaledIterations.count
        var index = next
        var unexpected = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            rows[index].done.toggle()
            let changes = graph.update()
            if changes.attributes.count != 1 { unexpected += 1 }
            index = index + 1 == rows.count ? 0 : index + 1
        }
        benchmark.stopMeasurement()
        next = index
        let rowBodies = statistics.count("RowView") - rowBodiesBefore
        let bodies = statistics.total - bodiesBefore
        expect(unexpected == 0, "\(unexpected) of \(toggles) updates did not change exactly one element", in: benchmark)
        expect(
            rowBodies == toggles && bodies == toggles,
            "\(toggles) toggles re-ran \(bodies) bodies, \(rowBodies) of them RowView (expected \(toggles) and \(toggles))",
            in: benchmark
        )

        checkedToggle(graph, benchmark)
    }

    /// One toggle and update, unmeasured, with records on: exactly one
    /// evaluation, of `RowView`, caused by `done`, and one changed text.
    /// (Two records per iteration accumulate; `lastUpdate` filters them.)
    private func checkedToggle(_ graph: ViewGraph, _ benchmark: Benchmark) {
        let statistics = graph.statistics
        statistics.keepsRecords = true
        defer { statistics.keepsRecords = false }
        let index = next
        next = index + 1 == rows.count ? 0 : index + 1
        let row = rows[index]
        row.done.toggle()
        let changes = graph.update()
        let records = statistics.lastUpdate
        let expectedText = row.done ? "✓" : "·"
        let element = texts(of: graph)?[index]
        let bodyOK = records.count == 1 && records[0].viewType == "RowView"
            && records[0].causes.count == 1 && records[0].causes[0].description.hasSuffix(".done")
        let elementOK = element?["text"] == expectedText && changes.attributes.count == 1
            && changes.attributes[element!.id] == ["text": expectedText]
            && changes.created.isEmpty && changes.removed.isEmpty && changes.reorderedParents.isEmpty
        expect(bodyOK, "toggling row \(index) of \(rows.count) ran \(records)", in: benchmark)
        expect(elementOK, "toggling row \(index) of \(rows.count) changed \(changes)", in: benchmark)
    }

    /// The text elements of the list, in row order.
    private func texts(of graph: ViewGraph) -> [Element]? {
        guard graph.rootElement.children.count == 1 else { return nil }
        return Array(graph.rootElement.children[0].children)
    }
}
