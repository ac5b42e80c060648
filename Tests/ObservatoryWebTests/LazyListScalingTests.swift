import Foundation
import Testing
@testable @_spi(Observatory) import ObservatoryUI
@testable import ObservatoryWeb

/// Issue 34's scaling claim, in counts that do not depend on the machine:
/// for N = 1,000, 100,000 and 1,000,000 rows from an array, the first
/// paint's bytes, the window's elements, and the replies to a scroll, a
/// row's change and a change of the data are the same within 1.5× (the
/// times are in docs/performance.md, "Lazy lists").
@MainActor
@Suite("A lazy list's costs do not grow with its rows")
struct LazyListScalingTests {
    @Observable final class Row: Identifiable {
        let id: Int
        var done = false
        init(id: Int) { self.id = id }
    }

    @Observable final class Rows {
        var all: [Row]
        init(count: Int) { all = (0..<count).map(Row.init) }
    }

    struct RowView: View {
        let row: Row
        var body: some View {
            HStack {
                Button(row.done ? "Undo" : "Done") { row.done.toggle() }
                Text("Row \(row.id)")
            }
        }
    }

    struct RowList: View {
        let rows: Rows
        var body: some View {
            List { ForEach(rows.all) { RowView(row: $0) } }
        }
    }

    /// What one window of N rows costs, in bytes and elements.
    struct Costs {
        var firstPaintBytes = 0, elements = 0, scrollBytes = 0, scrollOps = 0
        var rowChangeBytes = 0, appendBytes = 0, insertAtTopBytes = 0, elementsAfter = 0
    }

    func costs(rows count: Int) throws -> Costs {
        let rows = Rows(count: count)
        let harness = try Harness(RowList(rows: rows))
        var costs = Costs()
        costs.firstPaintBytes = WebWindow(graph: ViewGraph(RowList(rows: rows)), id: "p", token: "t").renderHTML().utf8.count
        costs.elements = harness.root.descendants().count
        // The page scrolls one screen down, from rows 0..<15 to 15..<30.
        try harness.scroll(toRows: 0..<15)
        let spacer = try #require(harness.root.descendants().first { $0.role == .lazySpacer && $0["lead"] == "true" })
        let frames = try harness.window.receive(
            "{\"type\":\"visible\",\"target\":\(spacer.id.rawValue),\"first\":15,\"end\":30,\"dir\":1}")
        for frame in frames { try harness.page.apply(frame) }
        costs.scrollBytes = frames.reduce(0) { $0 + $1.utf8.count }
        costs.scrollOps = try frames.reduce(0) { $0 + (try Harness.ops($1).count) }
        // One row in view changes.
        let button = try #require(harness.root.descendants().first {
            $0.role == .button && $0.parent?.children.contains { $0["text"] == "Row 20" } == true
        })
        costs.rowChangeBytes = try harness.send("tap", to: button).utf8.count
        #expect(rows.all[20].done)
        // The data changes: a row appended far below, then one inserted at the top.
        rows.all.append(Row(id: -1))
        costs.appendBytes = try harness.flush()?.utf8.count ?? 0
        rows.all.insert(Row(id: -2), at: 0)
        costs.insertAtTopBytes = try harness.flush()?.utf8.count ?? 0
        costs.elementsAfter = harness.root.descendants().count
        try harness.expectInSync()
        return costs
    }

    @Test func theCostsAreFlatFromAThousandToAMillionRows() throws {
        let small = try costs(rows: 1_000), medium = try costs(rows: 100_000), large = try costs(rows: 1_000_000)
        print("lazy list costs: N=1,000 \(small); N=100,000 \(medium); N=1,000,000 \(large)")
        let measures: [(String, KeyPath<Costs, Int>)] = [
            ("first paint bytes", \.firstPaintBytes), ("elements", \.elements), ("scroll reply bytes", \.scrollBytes),
            ("scroll ops", \.scrollOps), ("row change bytes", \.rowChangeBytes), ("append bytes", \.appendBytes),
            ("insert at top bytes", \.insertAtTopBytes), ("elements after", \.elementsAfter),
        ]
        for (name, path) in measures {
            let values = [small[keyPath: path], medium[keyPath: path], large[keyPath: path]]
            #expect(values.allSatisfy { $0 > 0 }, "\(name): \(values)")
            #expect(Double(values.max()!) <= 1.5 * Double(values.min()!), "\(name) grows with N: \(values)")
        }
        // A screen's worth of rows, not the data's.
        #expect(large.elements < 60 * 5)
    }
}
