// A lazy list of N rows in a served window (issue 34), and the operations
// on it that the benchmarks measure: the first paint, a row's tap, scroll
// reports, an append and an insert at the top. WebSubjects times them in
// the harness; LazyListProbe repeats them for callgrind.

import Foundation
@_spi(Observatory) import ObservatoryUI
@_spi(Observatory) import ObservatoryWeb

/// How long the last button action of ``LazyHabitList`` took: the model's
/// own cost, apart from the view's.
@MainActor public var lastActionDuration = Duration.zero

/// A `List` of `WebHabitRow`s with buttons that change the data, as a user
/// would: a row appended at the end, or inserted at the top.
///
/// The array's mutation is the model's cost, not the view's: the `ForEach`
/// holds the array it shows (as SwiftUI's does), so a mutation copies it
/// (copy-on-write: a retain per element). The actions time themselves so
/// that the table can show the view's share.
public struct LazyHabitList: View {
    public let store: WebHabitStore

    public init(store: WebHabitStore) { self.store = store }

    public var body: some View {
        NavigationStack {
            List {
                ForEach(store.habits) { WebHabitRow(habit: $0) }
            }
            .toolbar {
                ToolbarItem {
                    Button("Append") {
                        lastActionDuration = ContinuousClock().measure { store.habits.append(WebHabit(id: store.habits.count)) }
                    }
                }
                ToolbarItem {
                    Button("Insert at top") {
                        lastActionDuration = ContinuousClock().measure { store.habits.insert(WebHabit(id: -store.habits.count), at: 0) }
                    }
                }
            }
        }
    }
}

/// A mounted window of ``LazyHabitList`` with `rows` rows, and the messages
/// of one kind of operation on it.
@MainActor
public final class LazyListScenario {
    /// An operation on the list.
    public enum Kind: String, Sendable, CaseIterable {
        /// Mounting the view in a window and rendering its first paint.
        case firstPaint = "first paint"
        /// A tap on the check button of a row in view.
        case rowTap = "row tap"
        /// A `visible` report one screen (15 rows) further down, as while flinging.
        case scroll = "scroll a screen"
        /// A `visible` report ``flingReportRows`` rows further down: what the
        /// page sends while a user flings (a report at most every 50 ms).
        case flingReport = "scroll a fling report"
        /// A `visible` report one row further down, as while scrolling slowly:
        /// most move nothing (hysteresis), every few mount a few rows.
        case scrollRow = "scroll a row"
        /// A tap on "Append": one row more at the end.
        case append = "append"
        /// A tap on "Insert at top": one row more at index 0 (the array's
        /// insert moves every element: the user's cost, not the view's).
        case insertAtTop = "insert at top"
    }

    /// How far a report moves while a user flings: the most the median
    /// report moves in `lazy_list_test.py`'s flings in Chromium (5,000 px/s
    /// over rows of 52 px, a report at most every 50 ms, aligned to frames),
    /// which that test checks. Measured there: a median of 6, at most 7.
    public static let flingReportRows = 7

    /// The operation.
    public nonisolated let kind: Kind
    /// The number of rows of the list.
    public nonisolated let rows: Int
    /// The rows of the mounted window.
    public private(set) var store: WebHabitStore?
    /// The mounted window.
    public private(set) var window: WebWindow?
    private var sequence = 0
    private var screen = 0

    /// A scenario of `kind` on a list of `rows` rows, not mounted yet.
    public nonisolated init(_ kind: Kind, rows: Int) {
        self.kind = kind
        self.rows = rows
    }

    /// The window of the list, painted, its page showing the first 15 rows.
    public func makeWindow(_ store: WebHabitStore) -> (WebWindow, String) {
        let window = WebWindow(graph: ViewGraph(LazyHabitList(store: store)), id: "lazy", token: "lazy-token")
        let html = window.renderHTML()
        window.graph.statistics.keepsRecords = false
        window.throttleVisibleReports(burst: 1_000_000, perSecond: 1_000_000)
        return (window, html)
    }

    /// Builds the rows, mounts the window and shows the first screen (not measured).
    public func mount() {
        let store = WebHabitStore(count: rows)
        self.store = store
        let (window, _) = makeWindow(store)
        self.window = window
        sequence = 0
        screen = 0
        _ = try? window.receive(visible(0..<15))
    }

    /// Closes the window and lets go of the rows.
    public func unmount() {
        window?.close()
        window = nil
        store = nil
    }

    private func spacer() -> Element? {
        window?.graph.rootElement.descendants().first { $0.role == .lazySpacer && $0["lead"] == "true" }
    }

    private func visible(_ rows: Range<Int>) -> String {
        let target = spacer()?.id.rawValue ?? -1
        return "{\"type\":\"visible\",\"target\":\(target),\"first\":\(rows.lowerBound),\"end\":\(rows.upperBound),\"dir\":1}"
    }

    private func tap(_ element: Element) -> String {
        sequence += 1
        return "{\"type\":\"event\",\"seq\":\(sequence),\"target\":\(element.id.rawValue),\"event\":\"tap\"}"
    }

    private func button(_ title: String) -> Element? {
        window?.graph.rootElement.descendants().first { element in
            element.role == .button && element.descendants().contains { $0["text"] == title }
        }
    }

    /// The message of the next operation of this kind, or nil when the
    /// window shows nothing to send it to.
    public func nextMessage(in window: WebWindow) -> String? {
        switch kind {
        case .scroll:
            screen = (screen + 1) % max(1, min(rows / 15 - 1, 2_000))
            return visible((screen * 15)..<(screen * 15 + 15))
        case .flingReport:
            let step = Self.flingReportRows
            screen = (screen + 1) % max(1, min(rows / step - 3, 5_000))
            return visible((screen * step)..<(screen * step + 15))
        case .scrollRow:
            screen = (screen + 1) % max(1, min(rows - 15, 30_000))
            return visible(screen..<(screen + 15))
        case .rowTap:
            let buttons = window.graph.rootElement.descendants().filter { $0.role == .button && $0.children.first?.role == .image }
            guard let row = buttons.dropFirst(3).first else { return nil }
            return tap(row)
        case .append:
            guard let add = button("Append") else { return nil }
            return tap(add)
        default:
            guard let insert = button("Insert at top") else { return nil }
            return tap(insert)
        }
    }

    /// Runs `operations` operations of this kind on a freshly mounted
    /// window, outside the benchmark harness: for an instruction count
    /// under `valgrind --tool=callgrind` (`LazyListProbe`), which is stable
    /// where times on a shared machine are not. Returns the bytes replied.
    /// `onReply`, when given, sees each operation's message and the frames replied.
    public func replay(_ operations: Int, onReply: ((String, [String]) -> Void)? = nil) -> Int {
        mount()
        defer { unmount() }
        guard let window else { return 0 }
        var bytes = 0
        for _ in 0..<operations {
            guard let message = nextMessage(in: window), let frames = try? window.receive(message) else { break }
            bytes += frames.reduce(0) { $0 + $1.utf8.count }
            onReply?(message, frames)
        }
        return bytes
    }
}
