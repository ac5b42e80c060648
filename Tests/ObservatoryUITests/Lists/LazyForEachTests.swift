import Foundation
import ObservatoryTesting
import Testing
@testable @_spi(Observatory) import ObservatoryUI

/// A `ForEach` directly in a lazy container, under the windowed policy
/// (issue 34, step 2): only its window's rows are mounted, two spacers stand
/// for the others, and the window follows what the renderer shows.
@MainActor
@Suite("A lazy ForEach mounts a window of its rows")
struct LazyForEachTests {
    /// 10 rows at first, 2 ahead, 1 behind, 2 of slack.
    static let policy = LazyWindowPolicy(isWindowed: true, initialRows: 10, aheadRows: 2, behindRows: 1, slackRows: 2)

    @Observable final class Store {
        var items: [Int]
        init(count: Int) { items = Array(0..<count) }
    }

    /// The appearances and disappearances of rows, in order.
    final class Log {
        var appeared: [Int] = []
        var disappeared: [Int] = []
    }

    struct Rows: View {
        let store: Store
        var log = Log()
        var body: some View {
            List {
                ForEach(store.items, id: \.self) { item in
                    Text("Row \(item)")
                        .onAppear { log.appeared.append(item) }
                        .onDisappear { log.disappeared.append(item) }
                }
            }
        }
    }

    private func windowed(_ view: some View) -> ViewHost {
        var environment = EnvironmentValues()
        environment.lazyWindowPolicy = Self.policy
        return ViewHost(view, environment: environment)
    }

    /// The numbers of the rows shown, in order.
    private func shown(_ host: ViewHost) -> [Int] {
        host.all(role: .text).compactMap { $0["text"].flatMap { Int($0.dropFirst(4)) } }
    }

    private func spacers(_ host: ViewHost) throws -> (leading: Element, trailing: Element) {
        let spacers = host.all(role: .lazySpacer)
        try #require(spacers.count == 2)
        return (spacers[0], spacers[1])
    }

    /// Reports `rows` visible; returns whether the element tree changed.
    @discardableResult
    private func show(_ rows: Range<Int>, in host: ViewHost, direction: Int8 = 1) throws -> Bool {
        let changes = try #require(host.graph.send(.visibleRows(VisibleRows(rows, direction: direction)),
            to: spacers(host).leading.id))
        return !changes.isEmpty
    }

    @Test func mountsOnlyTheInitialWindow() throws {
        let host = windowed(Rows(store: Store(count: 1000)))
        #expect(shown(host) == Array(0..<10))
        let list = try #require(host.all(role: .list).first)
        #expect(list.children.map(\.role) == [.lazySpacer] + Array(repeating: .text, count: 10) + [.lazySpacer])
        let (leading, trailing) = try spacers(host)
        #expect(leading["rows"] == "0" && leading["count"] == "1000" && leading["lead"] == "true")
        #expect(trailing["rows"] == "990" && trailing["start"] == "10")
        // The eager policy, as before, mounts every row.
        var eager = EnvironmentValues()
        eager.lazyWindowPolicy = .eager
        #expect(ViewHost(Rows(store: Store(count: 1000)), environment: eager).all(role: .text).count == 1000)
    }

    @Test func nodeAndElementCountsDoNotDependOnN() throws {
        func counts(_ count: Int) -> (nodes: Int, elements: Int) {
            let host = windowed(Rows(store: Store(count: count)))
            var nodes = 0
            func visit(_ node: Node) {
                nodes += 1
                node.forEachChild(visit)
            }
            visit(host.graph.root)
            return (nodes, host.graph.allElements.count)
        }
        let small = counts(1000)
        let large = counts(1_000_000)
        #expect(small.nodes == large.nodes)
        #expect(small.elements == large.elements)
        #expect(small.elements < 30)
    }

    @Test func visibleRowsMovesTheWindowWithHysteresis() throws {
        let host = windowed(Rows(store: Store(count: 1000)))
        // Rows the window holds, within the slack: nothing moves.
        #expect(try !show(0..<6, in: host))
        #expect(try !show(2..<8, in: host))
        #expect(shown(host) == Array(0..<10))
        // Rows 10 and 11 are needed ahead: the window moves, with slack.
        #expect(try show(4..<10, in: host))
        #expect(shown(host) == Array(1..<14))
        #expect(try !show(5..<11, in: host))
        #expect(shown(host) == Array(1..<14))
        // A far jump.
        #expect(try show(500..<506, in: host))
        #expect(shown(host) == Array(497..<510))
        let (leading, trailing) = try spacers(host)
        #expect(leading["rows"] == "497" && trailing["start"] == "510" && trailing["rows"] == "490")
        // Scrolling back swaps ahead and behind.
        #expect(try show(490..<496, in: host, direction: -1))
        #expect(shown(host) == Array(486..<499))
        // Past the end: clamped to the data.
        #expect(try show(995..<1200, in: host))
        #expect(shown(host) == Array(992..<1000))
    }

    @Test func onAppearAndOnDisappearFollowTheWindow() throws {
        let log = Log()
        let host = windowed(Rows(store: Store(count: 100), log: log))
        #expect(log.appeared == Array(0..<10))
        #expect(log.disappeared.isEmpty)
        try show(4..<10, in: host)
        #expect(log.appeared.sorted() == Array(0..<14))
        #expect(log.disappeared == [0])
        try show(50..<56, in: host)
        #expect(Set(log.disappeared) == Set(0..<14))
        #expect(Set(log.appeared) == Set(0..<14).union(47..<60))
    }

    @Test func insertAboveTheWindowKeepsTheAnchoredRows() throws {
        let store = Store(count: 100)
        let log = Log()
        let host = windowed(Rows(store: store, log: log))
        try show(50..<56, in: host)
        #expect(shown(host) == Array(47..<60))
        let appeared = log.appeared.count
        store.items.insert(-1, at: 0)
        host.update()
        #expect(shown(host) == Array(47..<60))
        #expect(log.appeared.count == appeared)
        let (leading, trailing) = try spacers(host)
        #expect(leading["rows"] == "48" && leading["count"] == "101" && trailing["start"] == "61")
        // A delete above shifts it back.
        store.items.removeFirst(3)
        host.update()
        #expect(shown(host) == Array(47..<60))
        #expect(try spacers(host).leading["rows"] == "45")
    }

    @Test func deleteInsideTheWindowMountsTheNextRow() throws {
        let store = Store(count: 100)
        let log = Log()
        let host = windowed(Rows(store: store, log: log))
        store.items.remove(at: 3)
        host.update()
        #expect(shown(host) == [0, 1, 2, 4, 5, 6, 7, 8, 9, 10])
        #expect(log.disappeared == [3])
        #expect(log.appeared.last == 10)
        #expect(try spacers(host).trailing["rows"] == "89")
    }

    @Test func dataThatArrivesAfterTheFirstPaintFillsTheInitialWindow() throws {
        let store = Store(count: 0)
        let host = windowed(Rows(store: store))
        #expect(shown(host).isEmpty)
        // Rows that all fit need no spacers.
        #expect(host.all(role: .lazySpacer).isEmpty)
        store.items = Array(0..<4)
        host.update()
        #expect(shown(host) == Array(0..<4))
        #expect(host.all(role: .lazySpacer).isEmpty)
        store.items = Array(0..<1000)
        host.update()
        #expect(shown(host) == Array(0..<10))
        #expect(try spacers(host).trailing["rows"] == "990")
    }

    @Test func duplicateIDsInTheWindowStillGetDistinctRows() throws {
        let host = windowed(List { ForEach(["a", "a", "b"], id: \.self) { Text($0) } })
        #expect(host.all(role: .text).compactMap { $0["text"] } == ["a", "a", "b"])
    }

    /// An id whose every value has the same hash value.
    struct CollidingID: Hashable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    @Test func idsWhoseHashesCollideStillSlideAsDistinctRows() throws {
        // The slide compares hash values first: equal hashes of unequal ids
        // must not be taken for a duplicate, nor hide one.
        let items = (0..<200).map { CollidingID(value: $0) }
        let host = windowed(List { ForEach(items, id: \.self) { Text("Row \($0.value)") } })
        try show(4..<10, in: host)
        #expect(shown(host) == Array(1..<14))
        try show(10..<16, in: host)
        #expect(shown(host) == Array(7..<20))
        try show(150..<156, in: host)
        #expect(shown(host) == Array(147..<160))
    }

    @Test func aDuplicateIDThatSlidesIntoTheWindowGetsARowOfItsOwn() throws {
        // Row 15 has row 8's id: the slide that brings it in meets the id twice.
        var items = Array(0..<100)
        items[15] = 8
        let host = windowed(List { ForEach(items, id: \.self) { Text("Row \($0)") } })
        try show(4..<10, in: host)
        #expect(shown(host) == Array(1..<14))
        try show(10..<16, in: host)
        #expect(shown(host) == Array(items[7..<20]))
        #expect(host.all(role: .text).count == 13)
    }

    /// An element that counts how often the `ForEach` identifies it.
    struct CountedItem: Identifiable {
        nonisolated(unsafe) static var identified = 0
        let value: Int
        var id: Int {
            Self.identified += 1
            return value
        }
    }

    @Test func aMoveOverUnchangedDataIdentifiesOnlyTheRowsThatComeIn() throws {
        let items = (0..<1000).map { CountedItem(value: $0) }
        let host = windowed(List { ForEach(items) { Text("Row \($0.value)") } })
        try show(4..<10, in: host)
        #expect(shown(host) == Array(1..<14))
        CountedItem.identified = 0
        // 6 rows further: the window slides by 6 (rows 7..<20).
        try show(10..<16, in: host)
        #expect(shown(host) == Array(7..<20))
        #expect(CountedItem.identified == 6)
        // Back up, and a far jump: every row shown is the data's, in order.
        try show(2..<8, in: host, direction: -1)
        #expect(shown(host) == Array(0..<11))
        try show(700..<706, in: host)
        #expect(shown(host) == Array(697..<710))
    }

    @Observable final class CountedStore {
        var items: [CountedItem]
        init(_ values: Range<Int>) { items = values.map { CountedItem(value: $0) } }
    }

    struct BucketRows: View {
        let store: CountedStore
        let log: Log
        var body: some View {
            List {
                ForEach(store.items, id: \.value.bucket) { item in
                    Text("Row \(item.value)")
                        .onAppear { log.appeared.append(item.value) }
                        .onDisappear { log.disappeared.append(item.value) }
                }
            }
        }
    }

    @Test func aMoveOverDuplicateIDsKeepsEveryRowAccountedFor() throws {
        // Ids repeat every 5 rows: every move meets an id already mounted,
        // whose occurrence counts from the window's start.
        let store = CountedStore(0..<200)
        let log = Log()
        let host = windowed(BucketRows(store: store, log: log))
        for first in stride(from: 4, through: 60, by: 4) {
            try show(first..<(first + 6), in: host)
            let rows = shown(host)
            #expect(rows == Array(rows.first!..<(rows.first! + rows.count)), "rows \(rows) after showing \(first)")
            #expect(rows.contains(first) && rows.contains(first + 5))
            #expect(log.appeared.count - log.disappeared.count == rows.count)
        }
        // New data whose ids come in another order (a reconcile by key):
        // every row mounted before is kept or leaves, none is left mounted
        // unseen.
        store.items = (1000..<1200).reversed().map { CountedItem(value: $0) }
        host.update()
        let rows = shown(host)
        #expect(!rows.isEmpty && rows == Array(rows.reversed().first!...rows.first!).reversed())
        #expect(log.appeared.count - log.disappeared.count == rows.count)
    }

    @Test func aForEachThatIsNotACandidateStaysEagerUnderTheWindowedPolicy() throws {
        let host = windowed(VStack { ForEach(0..<100) { Text("Row \($0)") } })
        #expect(shown(host) == Array(0..<100))
        #expect(host.all(role: .lazySpacer).isEmpty)
    }

    @Test func theSectionsOfAListShareItsInitialRows() throws {
        let host = windowed(List {
            Section("A") { ForEach(0..<6, id: \.self) { Text("Row \($0)") } }
            Section("B") { ForEach(100..<200, id: \.self) { Text("Row \($0)") } }
            Section("C") { ForEach(200..<300, id: \.self) { Text("Row \($0)") } }
        })
        // 10 rows in all, in tree order: the third section mounts none yet.
        #expect(shown(host) == Array(0..<6) + Array(100..<104))
        // The first section's rows all fit: it has no spacers.
        let leads = host.all(role: .lazySpacer).filter { $0["lead"] == "true" }
        try #require(leads.count == 2)
        #expect(host.all(role: .lazySpacer).filter { $0["lead"] != "true" }.map { $0["rows"] } == ["96", "100"])
        // Once the page shows the third section, it mounts its rows.
        let changes = try #require(host.graph.send(.visibleRows(VisibleRows(0..<3)), to: leads[1].id))
        #expect(!changes.isEmpty)
        #expect(shown(host).filter { $0 >= 200 } == Array(200..<(200 + 3 + Self.policy.aheadRows + Self.policy.slackRows)))
    }

    /// The row actions' calls, in order.
    final class Actions {
        var deleted: [IndexSet] = []
        var moved: [(IndexSet, Int)] = []
    }

    @Test func deleteAndMoveOffsetsAreDataIndices() throws {
        let actions = Actions()
        let host = windowed(List {
            ForEach(Array(0..<1000), id: \.self) { Text("Row \($0)") }
                .onDelete { actions.deleted.append($0) }
                .onMove { actions.moved.append(($0, $1)) }
        })
        try show(500..<506, in: host)
        let row = try #require(host.all(role: .row).first { $0.children.first?["text"] == "Row 502" })
        #expect(row["offset"] == "502")
        try host.send(.delete, to: row)
        #expect(actions.deleted == [IndexSet(integer: 502)])
        try host.send(.move(toOffset: 510), to: row)
        #expect(actions.moved.map(\.0) == [IndexSet(integer: 502)])
        #expect(actions.moved.map(\.1) == [510])
    }

    struct SchemeRow: View {
        let item: Int
        @Environment(\.colorScheme) private var scheme
        var body: some View { Text("Row \(item) \(scheme == .dark ? "dark" : "light")") }
    }

    @Test func environmentChangeTouchesMountedRowsOnly() throws {
        let host = windowed(List { ForEach(Array(0..<1000), id: \.self) { SchemeRow(item: $0) } })
        #expect(host.bodyCount(of: SchemeRow.self) == 10)
        host.graph.updateEnvironment { $0.colorScheme = .dark }
        host.update()
        // The ten mounted rows re-run; the 990 others are not there to touch.
        #expect(host.bodyCount(of: SchemeRow.self) == 20)
        #expect(host.texts.filter { $0.hasSuffix("dark") }.count == 10)
        // A row mounted later takes the environment as it is then.
        try show(500..<506, in: host)
        #expect(host.texts.contains("Row 500 dark"))
        #expect(!host.texts.contains { $0.hasSuffix("light") })
    }

    @Observable final class Selection {
        var id: Int?
        var ids: Set<Int> = []
    }

    @Test func selectionAndSwipeActionsWorkOnRowsMountedByScrolling() throws {
        let selection = Selection()
        struct Selectable: View {
            let selection: Selection
            var body: some View {
                @Bindable var selection = selection
                List(Array(0..<1000), id: \.self, selection: $selection.id) { item in
                    Text("Row \(item)").swipeActions { Button("Flag") { selection.ids.insert(item) } }
                }
            }
        }
        let host = windowed(Selectable(selection: selection))
        try show(700..<706, in: host)
        /// The list's child that shows `text`.
        func row(_ text: String) throws -> Element {
            var row = try host.find(text: text)
            while row.parent?.role != .list, let parent = row.parent { row = parent }
            return row
        }
        try host.tap(row("Row 703"))
        #expect(selection.id == 703)
        #expect(try row("Row 703")["selected"] == "true")
        try host.tap(.label("Flag").within(.id(row("Row 702").id)))
        #expect(selection.ids == [702])
        // A selected row scrolled away and back is still shown selected.
        try show(0..<6, in: host)
        #expect(!host.contains(text: "Row 703"))
        try show(700..<706, in: host)
        #expect(try row("Row 703")["selected"] == "true")
        #expect(try row("Row 702")["selected"] == "false")
    }
}

private extension Int {
    /// The same for every fifth number: ids that repeat.
    var bucket: Int { self % 5 }
}
