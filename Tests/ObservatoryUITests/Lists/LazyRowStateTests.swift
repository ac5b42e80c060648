import ObservatoryTesting
import Testing
@testable @_spi(Observatory) import ObservatoryUI

/// The `@State` of a windowed `ForEach`'s rows across the window's moves
/// (issue 34, step 3): a row scrolled away and back keeps what it wrote, up
/// to the policy's `retainedRowStates` rows.
@MainActor
@Suite("A lazy row keeps its written state across the window's moves")
struct LazyRowStateTests {
    /// 10 rows at first, 2 ahead, 1 behind, 2 of slack: rows 0..<10 mount,
    /// `show(50..<56)` unmounts them all and `show(0..<6, direction: -1)`
    /// brings them back.
    static func policy(retaining retained: Int = 256) -> LazyWindowPolicy {
        LazyWindowPolicy(isWindowed: true, initialRows: 10, aheadRows: 2, behindRows: 1, slackRows: 2,
            retainedRowStates: retained)
    }

    @Observable final class Store {
        var items: [String]
        /// Whether rows show a view with a body between their two counters.
        var extra = false
        init(count: Int) { items = (0..<count).map { "r\($0)" } }
    }

    struct Counter: View {
        let name: String
        @State private var count = 0
        var body: some View {
            HStack {
                Text("\(name): \(count)")
                Button("Tap \(name)") { count += 1 }
            }
        }
    }

    /// A view with a body and no state.
    struct Plain: View {
        var body: some View { Text("plain") }
    }

    struct Rows: View {
        let store: Store
        var body: some View {
            List {
                ForEach(store.items, id: \.self) { Counter(name: $0) }
            }
        }
    }

    private func windowed(_ view: some View, retaining retained: Int = 256) -> ViewHost {
        var environment = EnvironmentValues()
        environment.lazyWindowPolicy = Self.policy(retaining: retained)
        return ViewHost(view, environment: environment)
    }

    /// Reports `rows` visible, as a renderer would after a scroll.
    private func show(_ rows: Range<Int>, in host: ViewHost, direction: Int8 = 1) throws {
        let spacer = try #require(host.all(role: .lazySpacer).first)
        try #require(host.graph.send(.visibleRows(VisibleRows(rows, direction: direction)), to: spacer.id) != nil)
    }

    /// Scrolls far down, then back to the top: rows 0..<10 unmount and mount again.
    private func scrollAwayAndBack(_ host: ViewHost) throws {
        try show(50..<56, in: host)
        #expect(!host.contains(text: "r3: 0") && !host.contains(text: "r3: 1"), "row 3 left the window")
        try show(0..<6, in: host, direction: -1)
    }

    /// The lazy `ForEach`'s node.
    private func forEachNode(_ host: ViewHost) throws -> any AnyForEachNode {
        var found: (any AnyForEachNode)?
        func visit(_ node: Node) {
            if found == nil, let node = node as? any AnyForEachNode, node.isLazyCandidate { found = node }
            node.forEachChild(visit)
        }
        visit(host.graph.root)
        return try #require(found)
    }

    @Test func writtenStateSurvivesScrollingAwayAndBack() throws {
        let host = windowed(Rows(store: Store(count: 100)))
        try host.tap("Tap r3")
        try host.tap("Tap r3")
        try host.tap("Tap r5")
        #expect(host.contains(text: "r3: 2") && host.contains(text: "r5: 1"))
        try show(50..<56, in: host)
        #expect(try forEachNode(host).retainedRowStateCount == 2)
        try show(0..<6, in: host, direction: -1)
        #expect(host.contains(text: "r3: 2"))
        #expect(host.contains(text: "r5: 1"))
        #expect(host.contains(text: "r4: 0"))
        #expect(try forEachNode(host).retainedRowStateCount == 0, "a row takes its state back when it mounts")
        // The restored state is live: it still re-renders its view.
        try host.tap("Tap r3")
        #expect(host.contains(text: "r3: 3"))
    }

    @Test func unwrittenStateIsNotArchived() throws {
        let host = windowed(Rows(store: Store(count: 100)))
        try show(50..<56, in: host)
        #expect(try forEachNode(host).retainedRowStateCount == 0)
        try host.tap("Tap r50")
        try show(0..<6, in: host, direction: -1)
        #expect(try forEachNode(host).retainedRowStateCount == 1)
    }

    @Test func archiveIsBoundedLRU() throws {
        let host = windowed(Rows(store: Store(count: 100)), retaining: 2)
        for name in ["r0", "r1", "r2"] { try host.tap("Tap \(name)") }
        // Row 0 leaves first, then rows 1 and 2: row 0 is the least recent.
        try show(4..<10, in: host)
        #expect(!host.contains(text: "r0: 1") && host.contains(text: "r1: 1"))
        #expect(try forEachNode(host).retainedRowStateCount == 1)
        try show(50..<56, in: host)
        #expect(try forEachNode(host).retainedRowStateCount == 2)
        try show(0..<6, in: host, direction: -1)
        #expect(host.contains(text: "r0: 0"), "evicted")
        #expect(host.contains(text: "r1: 1") && host.contains(text: "r2: 1"))
    }

    struct TwoCounters: View {
        let store: Store
        var body: some View {
            List {
                ForEach(store.items, id: \.self) { name in
                    VStack {
                        Counter(name: "A\(name)")
                        if store.extra { Plain() }
                        Counter(name: "B\(name)")
                    }
                }
            }
        }
    }

    @Test func aChangedRowStructureResetsState() throws {
        let store = Store(count: 100)
        let host = windowed(TwoCounters(store: store))
        try host.tap("Tap Ar3")
        try host.tap("Tap Br3")
        try show(50..<56, in: host)
        // While row 3 is away, a view with a body appears between its counters.
        store.extra = true
        host.update()
        try show(0..<6, in: host, direction: -1)
        // The first counter is where it was; from the new view on, state resets.
        #expect(host.contains(text: "Ar3: 1"))
        #expect(host.contains(text: "Br3: 0"))
        // Unchanged structure: both come back.
        try host.tap("Tap Ar4")
        try host.tap("Tap Br4")
        try scrollAwayAndBack(host)
        #expect(host.contains(text: "Ar4: 1") && host.contains(text: "Br4: 1"))
    }

    final class Model: ObservableObject {
        nonisolated(unsafe) static var made = 0
        @Published var count = 0
        init() { Self.made += 1 }
    }

    struct ObjectRow: View {
        let name: String
        @StateObject private var model = Model()
        var body: some View {
            Button("\(name) \(model.count)") { model.count += 1 }
        }
    }

    @Test func stateObjectSurvives() throws {
        let store = Store(count: 100)
        let host = windowed(List { ForEach(store.items, id: \.self) { ObjectRow(name: $0) } })
        try host.tap("r3 0")
        #expect(host.contains(text: "r3 1"))
        let made = Model.made
        try show(50..<56, in: host)
        // Every row made its object, so every row that left keeps it.
        #expect(try forEachNode(host).retainedRowStateCount == 10)
        let madeAway = Model.made
        try show(0..<6, in: host, direction: -1)
        #expect(host.contains(text: "r3 1"))
        #expect(Model.made == madeAway, "rows 0..<10 came back with their objects")
        #expect(madeAway > made)
        // The object's changes still re-render the row.
        try host.tap("r3 1")
        #expect(host.contains(text: "r3 2"))
    }

    @MainActor final class TaskLog {
        var started: [String] = []
        var cancelled: [String] = []
    }

    struct TaskRow: View {
        let name: String
        let log: TaskLog
        var body: some View {
            Text(name).task {
                log.started.append(name)
                do {
                    try await Task.sleep(for: .seconds(60))
                } catch {
                    log.cancelled.append(name)
                }
            }
        }
    }

    @Test func taskIsCancelledAndRestarted() async throws {
        let log = TaskLog()
        let store = Store(count: 100)
        let host = windowed(List { ForEach(store.items, id: \.self) { TaskRow(name: $0, log: log) } })
        #expect(await waitUntil { log.started.count == 10 })
        try show(50..<56, in: host)
        #expect(await waitUntil { log.cancelled.count == 10 })
        #expect(Set(log.cancelled) == Set((0..<10).map { "r\($0)" }))
        #expect(await waitUntil { log.started.count == 23 }, "rows 47..<60 started theirs")
        try show(0..<6, in: host, direction: -1)
        #expect(await waitUntil { log.started.filter { $0 == "r3" }.count == 2 })
        host.graph.tasks.cancelAll()
    }

    @Test func stateOfADeletedRowIsNotRestoredForANewRowWithTheSameIndex() throws {
        let store = Store(count: 100)
        let host = windowed(Rows(store: store))
        try host.tap("Tap r3")
        try host.tap("Tap r6")
        // Row 3 is deleted while mounted, and an element with its id comes
        // back at its index: a new row, with fresh state.
        store.items.remove(at: 3)
        host.update()
        #expect(try forEachNode(host).retainedRowStateCount == 0, "a deleted row keeps nothing")
        store.items.insert("r3", at: 3)
        host.update()
        #expect(host.contains(text: "r3: 0"))
        // A row pushed out of the window by an insert keeps its state.
        store.items.insert(contentsOf: ["x0", "x1", "x2", "x3", "x4"], at: 4)
        host.update()
        #expect(!host.contains(text: "r6: 1"), "row 6 left the window")
        #expect(try forEachNode(host).retainedRowStateCount == 1)
        store.items.removeSubrange(4..<9)
        host.update()
        #expect(host.contains(text: "r6: 1"))
    }
}
