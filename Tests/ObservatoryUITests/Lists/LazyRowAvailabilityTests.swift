import Foundation
import ObservatoryTesting
import Testing
@testable @_spi(Observatory) import ObservatoryUI

/// Data that cannot read every row now (`_LazyRowAvailability`, as a paged
/// query of a store on the network): a windowed `ForEach` mounts the rows it
/// can read, leaves the others to its spacers (blank rows at the row pitch),
/// asks the data for them, and mounts them when new data has them.
@MainActor
@Suite("A lazy ForEach waits for rows its data has not loaded")
struct LazyRowAvailabilityTests {
    /// 10 rows at first, 2 ahead, 1 behind, 2 of slack.
    static let policy = LazyWindowPolicy(isWindowed: true, initialRows: 10, aheadRows: 2, behindRows: 1, slackRows: 2)

    /// What the data saw: rows asked for, and reads of rows it did not have.
    final class Log {
        var requests: [Range<Int>] = []
        var readsOfRowsNotLoaded = 0
    }

    /// `count` numbers, of which the pages (of 10) in `loaded` are at hand.
    struct PartlyLoaded: RandomAccessCollection, _LazyRowAvailability {
        let count: Int
        let loaded: Set<Int>
        let log: Log
        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(position: Int) -> Int {
            if !loaded.contains(position / 10) { log.readsOfRowsNotLoaded += 1 }
            return position
        }
        func _lazyAvailableRows(in offsets: Range<Int>) -> Range<Int> {
            var best = offsets.lowerBound..<offsets.lowerBound
            var start: Int?
            for offset in offsets {
                guard loaded.contains(offset / 10) else {
                    start = nil
                    continue
                }
                let run = (start ?? offset)..<(offset + 1)
                start = run.lowerBound
                if run.count > best.count { best = run }
            }
            return best
        }
        func _lazyRequestRows(_ offsets: Range<Int>) { log.requests.append(offsets) }
    }

    @Observable final class Store {
        var data: PartlyLoaded
        init(_ data: PartlyLoaded) { self.data = data }
    }

    struct Rows: View {
        let store: Store
        var body: some View {
            List {
                ForEach(store.data, id: \.self) { Text("Row \($0)") }
            }
        }
    }

    private func windowed(_ view: some View) -> ViewHost {
        var environment = EnvironmentValues()
        environment.lazyWindowPolicy = Self.policy
        return ViewHost(view, environment: environment)
    }

    private func shown(_ host: ViewHost) -> [Int] {
        host.all(role: .text).compactMap { $0["text"].flatMap { Int($0.dropFirst(4)) } }
    }

    @Test func rowsNotLoadedAreBlankUntilNewDataHasThem() throws {
        let log = Log()
        let store = Store(PartlyLoaded(count: 1_000, loaded: [0], log: log))
        let host = windowed(Rows(store: store))
        #expect(shown(host) == Array(0..<10))
        #expect(log.requests.isEmpty)

        // Far down: no row of the window is loaded. None mounts; the
        // spacers stand for every row, and the data is asked for the window.
        let leading = try #require(host.all(role: .lazySpacer).first)
        host.graph.send(.visibleRows(VisibleRows(500..<505, direction: 1)), to: leading.id)
        #expect(shown(host).isEmpty)
        let window = try #require(log.requests.last)
        #expect(window.contains(500) && window.contains(504))
        let spacers = host.all(role: .lazySpacer)
        #expect(spacers.count == 2)
        #expect(spacers[0]["rows"] == spacers[1]["start"])
        #expect(spacers[0]["rows"] == String(window.lowerBound))
        // The window's rows are pending: the trailing spacer begins with
        // them (placeholder rows), the leading one has none.
        #expect(spacers[0]["pending"] == nil)
        #expect(spacers[1]["pending"] == String(window.count))
        #expect(try host.lazySegments().first?.mounted.isEmpty == true)
        #expect(log.readsOfRowsNotLoaded == 0)

        // One page arrives: the longest run the data has mounts, and the
        // rest is asked for again.
        let requestsBefore = log.requests.count
        store.data = PartlyLoaded(count: 1_000, loaded: [0, 50], log: log)
        host.update()
        #expect(shown(host) == Array(500..<min(510, window.upperBound)))
        #expect(log.requests.count == requestsBefore + 1)
        // What is still read lies on both sides of the page that came.
        let partly = host.all(role: .lazySpacer)
        #expect(partly[0]["pending"] == (window.lowerBound < 500 ? String(500 - window.lowerBound) : nil))
        #expect(partly[1]["pending"] == (window.upperBound > 510 ? String(window.upperBound - 510) : nil))
        #expect(log.readsOfRowsNotLoaded == 0)

        // Every page of the window: every row of it mounts, and nothing is asked.
        store.data = PartlyLoaded(count: 1_000, loaded: Set((window.lowerBound / 10)...((window.upperBound - 1) / 10)), log: log)
        let requestsAfter = log.requests.count
        host.update()
        #expect(shown(host) == Array(window))
        #expect(log.requests.count == requestsAfter)
        #expect(host.all(role: .lazySpacer).allSatisfy { $0["pending"] == nil })
        #expect(try host.lazySegments().first?.mounted == window)
        #expect(log.readsOfRowsNotLoaded == 0)
    }

    @Test func dataThatHasEveryRowMountsTheWholeWindow() throws {
        let log = Log()
        let store = Store(PartlyLoaded(count: 1_000, loaded: Set(0..<100), log: log))
        let host = windowed(Rows(store: store))
        let leading = try #require(host.all(role: .lazySpacer).first)
        host.graph.send(.visibleRows(VisibleRows(500..<505, direction: 1)), to: leading.id)
        let segment = try #require(try host.lazySegments().first)
        #expect(segment.mounted.contains(500) && segment.mounted.contains(504))
        #expect(shown(host) == Array(segment.mounted))
        #expect(log.requests.isEmpty)
    }
}
