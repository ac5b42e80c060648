import Foundation
import Logging
import Testing
@testable import ObservatoryWeb

// A habit tracker in the style of the articles: shared app state, a list of
// rows with bindings, per-window state, navigation.

@Observable final class MemoryHabit: Identifiable {
    let id: Int
    var title: String
    var isDone = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable final class MemoryHabitStore {
    var habits = (1...20).map { MemoryHabit(id: $0, title: "Habit \($0)") }
}

struct MemoryHabitRow: View {
    @Bindable var habit: MemoryHabit
    var body: some View {
        HStack {
            Toggle(habit.title, isOn: $habit.isDone)
            Spacer()
            Text(habit.isDone ? "Done" : "To do")
        }
    }
}

struct MemoryHabitList: View {
    @Environment(MemoryHabitStore.self) private var store
    @State private var newTitle = ""
    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    ForEach(store.habits) { habit in MemoryHabitRow(habit: habit) }
                }
            }
            .navigationTitle("Habits")
            TextField("New habit", text: $newTitle)
            Button("Add") { newTitle = "" }
        }
    }
}

/// 100,000 habits in one shared store, listed lazily: a window mounts the
/// rows its page shows (issue 34).
@MainActor
let hundredThousandHabits = MemoryHabitStore(count: 100_000)

struct MemoryLongListApp: App {
    var body: some Scene {
        WindowGroup("Habits") { MemoryHabitList().environment(hundredThousandHabits) }
    }
}

extension MemoryHabitStore {
    convenience init(count: Int) {
        self.init()
        habits = (1...count).map { MemoryHabit(id: $0, title: "Habit \($0)") }
    }
}

struct MemoryHabitApp: App {
    @State private var store = MemoryHabitStore()
    var body: some Scene {
        WindowGroup("Habits") { MemoryHabitList().environment(store) }
    }
}

@MainActor
@Suite("Memory per idle window", .serialized)
struct WindowMemoryTests {
    /// The resident set size of the process in bytes (Linux), nil elsewhere.
    nonisolated static func residentBytes() -> Int? {
        // /proc/self/statm: size resident shared text lib data dt, in pages.
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    static var measured: [WindowRegistry] = []

    /// What the page of a window with a lazy list reports once painted:
    /// rows 0 to 39 in view, 44 px each.
    static func showFirst40Rows(_ window: WebWindow) {
        let spacer = window.graph.rootElement.descendants().first { $0.role == .lazySpacer && $0["lead"] == "true" }
        _ = try? window.receive(
            "{\"type\":\"visible\",\"target\":\(spacer?.id.rawValue ?? -1),\"first\":0,\"end\":40,\"dir\":0,\"pitch\":44}")
    }

    /// The rows (toggles) a window of `app` mounts once its page reported 40 rows in view.
    static func rowsMountedShowing40(of app: some App) throws -> Int {
        let sample = WebWindow(graph: ViewGraph(app: app), id: "s", token: "t")
        _ = sample.renderHTML()
        #expect(sample.graph.rootElement.descendants().contains { $0.role == .lazySpacer })
        showFirst40Rows(sample)
        return sample.graph.rootElement.descendants().filter { $0.role == .toggle }.count
    }

    /// Returns the allocator's free pages to the system (glibc's
    /// `malloc_trim`, looked up at run time; nothing where it is missing).
    static func returnFreedMemory() {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
        typealias MallocTrim = @convention(c) (Int) -> Int32
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    }

    /// Windows to open: 100 by default, a quick check that runs with the
    /// other tests; 2,000 for the figures in docs/web.md, run alone:
    /// `OBSERVATORY_MEASURE_MEMORY=1 swift test --filter WindowMemoryTests`.
    static let count = ProcessInfo.processInfo.environment["OBSERVATORY_MEASURE_MEMORY"] == nil ? 100 : 2000

    /// Opens windows of `app` through the registry and renders each one's
    /// first paint, as page loads do (`GET /` calls `renderHTML()`), and
    /// returns the growth of resident memory per window. So the renderer's
    /// per-window state (the record of what the tab was sent) is included;
    /// the page's HTML itself is sent and dropped. The windows stay idle:
    /// mounted, rendered, never connected, waiting out their grace period.
    ///
    /// With `rendered: false` the first paint is skipped (the figure before
    /// the renderer existed): the difference is the renderer's share.
    func residentBytesPerWindow<A: App>(
        of app: A, rendered: Bool = true, afterPaint: @escaping @MainActor (WebWindow) -> Void = { _ in }
    ) throws -> Int {
        let registry = WindowRegistry(gracePeriod: .seconds(600), logger: Logger(label: "memory")) { id, token in
            let window = WebWindow(graph: ViewGraph(app: app), id: id, token: token)
            if rendered {
                _ = window.renderHTML()
                afterPaint(window)
            }
            return window
        }
        // Kept open to the end of the process: memory freed here would be
        // reused, unseen, by the next measurement.
        Self.measured.append(registry)
        // Warm up: the first windows pay for type metadata, caches and the
        // allocator's pools.
        for _ in 0..<50 { _ = registry.open() }
        // Memory an earlier test freed would be reused, unseen, by these
        // windows: give it back to the system first.
        Self.returnFreedMemory()
        let before = try #require(Self.residentBytes())
        for _ in 0..<Self.count { _ = registry.open() }
        let after = try #require(Self.residentBytes())
        #expect(registry.count == Self.count + 50)
        return (after - before) / Self.count
    }

    @Test(.enabled(if: residentBytes() != nil)) func habitListWindow() throws {
        let perWindow = try residentBytesPerWindow(of: MemoryHabitApp())
        let graphOnly = try residentBytesPerWindow(of: MemoryHabitApp(), rendered: false)
        let elements = ViewGraph(app: MemoryHabitApp()).rootElement.descendants().count
        print("ObservatoryWeb: \(perWindow) bytes resident per idle window of a 20-row habit list, "
              + "\(graphOnly) without the first paint (\(elements) elements; \(Self.count) windows each)")
        // The measurement works (a window costs something), and the figure
        // does not slip back: docs/web.md gives 39,880 B (2,000 windows;
        // 39,895 B with 100). Measured with 2,000 windows, the figure of
        // record, it must meet issue 18's target of 40 KB; the quick check
        // of 100 leaves room for its noise. Run alone (scripts/test does):
        // in a parallel run, memory that other suites free is reused unseen.
        #expect(perWindow > 1_000)
        #expect(perWindow <= (Self.count >= 2_000 ? 40_000 : 46_000))
    }

    /// Issue 34: a window of a list of 100,000 rows whose page shows 40 of
    /// them (it reported rows 0..<40: the window then mounts them, 8 ahead
    /// and 4 of slack) costs at most 100 KB, whatever the data's size.
    @Test(.enabled(if: residentBytes() != nil)) func aLazyListOf100000RowsShowing40() throws {
        _ = hundredThousandHabits
        let perWindow = try residentBytesPerWindow(of: MemoryLongListApp(), afterPaint: Self.showFirst40Rows)
        let rows = try Self.rowsMountedShowing40(of: MemoryLongListApp())
        print("ObservatoryWeb: \(perWindow) bytes resident per idle window of a 100,000-row list showing 40 rows "
              + "(\(rows) rows mounted; \(Self.count) windows each)")
        #expect(rows >= 40 && rows <= 60)
        #expect(perWindow > 1_000)
        #expect(perWindow <= 100_000)
    }

    @Test(.enabled(if: residentBytes() != nil)) func oneTextWindow() throws {
        let perWindow = try residentBytesPerWindow(of: TitledApp())
        let graphOnly = try residentBytesPerWindow(of: TitledApp(), rendered: false)
        let elements = ViewGraph(app: TitledApp()).rootElement.descendants().count
        print("ObservatoryWeb: \(perWindow) bytes resident per idle window of a one-Text app, "
              + "\(graphOnly) without the first paint (\(elements) elements; \(Self.count) windows each)")
        #expect(perWindow < 100_000)
    }
}
