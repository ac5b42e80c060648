// ObservatoryWeb: one browser event through `WebWindow.receive(_:)`, the
// server's whole handling of it: JSON decode → validation → `graph.send` →
// update → patch ops → the encoded patch message.
//
// The claims measured (and checked) here: a tap that toggles one row of a
// 1,000-row list is answered by one patch of at most 200 bytes that touches
// that row alone, and a keystroke into a TextField bound to a model is
// answered by one small patch.

import Benchmark
import BenchmarkSupport
import Foundation
@_spi(Observatory) import ObservatoryUI
import ObservatoryWeb
import WebScenarios

// MARK: The apps

/// The list of `HabitList` in Tests/ObservatoryWebTests (rows with a delete
/// action), with every row mounted (the eager policy), so that the figures
/// in docs/performance.md keep measuring a list of 1,000 mounted rows.
struct WebHabitList: View {
    let store: WebHabitStore
    var body: some View {
        List {
            ForEach(store.habits) { WebHabitRow(habit: $0) }
                .onDelete { store.habits.remove(atOffsets: $0) }
        }
        .environment(\.lazyWindowPolicy, .eager)
    }
}

/// A row that is a `Toggle` bound to the model.
struct WebSwitchRow: View {
    @Bindable var habit: WebHabit
    var body: some View { Toggle(habit.title, isOn: $habit.done) }
}

struct WebSwitchList: View {
    let store: WebHabitStore
    var body: some View {
        List {
            ForEach(store.habits) { WebSwitchRow(habit: $0) }
        }
        .environment(\.lazyWindowPolicy, .eager)
    }
}

@Observable final class WebDraft {
    var title = ""
}

/// A TextField bound to a model, and a text that reads the model.
struct WebDraftForm: View {
    @Bindable var draft: WebDraft
    var body: some View {
        Form {
            Section("New habit") {
                TextField("Title", text: $draft.title)
                Text("\(draft.title.count) characters")
            }
        }
    }
}

/// The same field and count in the body of a view that also lists 1,000
/// rows: every keystroke re-runs that body, `ForEach` included.
struct WebDraftBesideList: View {
    @Bindable var draft: WebDraft
    let store: WebHabitStore
    var body: some View {
        List {
            Section("New habit") {
                TextField("Title", text: $draft.title)
                Text("\(draft.title.count) characters")
            }
            Section("Habits") {
                ForEach(store.habits) { WebHabitRow(habit: $0) }
            }
        }
        .environment(\.lazyWindowPolicy, .eager)
    }
}

// MARK: The benchmark

/// The custom metrics of the ObservatoryWeb group, per iteration.
public enum WebMetric {
    /// The UTF-8 bytes of every reply of the iteration, summed (the table
    /// divides by the events).
    public static let replyBytes = BenchmarkMetric.custom("replyBytesTotal", polarity: .prefersSmaller, useScalingFactor: false)
    /// The largest reply of the iteration, in UTF-8 bytes.
    public static let largestReply = BenchmarkMetric.custom("replyBytesMax", polarity: .prefersSmaller, useScalingFactor: false)

    public static var all: [BenchmarkMetric] { [replyBytes, largestReply] }
}

/// A mounted window of one of the apps above, and the measured operation on
/// it: `window.receive(message)` for one event message, as the server calls
/// it for a WebSocket text frame.
///
/// ``mount()`` and ``unmount()`` run as the benchmark's setup and teardown,
/// outside every measured iteration; ``measure(_:)`` is one iteration of
/// `benchmark.scaledIterations` events. The messages are built before the
/// measured region (the server gets them as strings from the socket layer).
@MainActor
public final class WebEventSubject {
    public enum Kind: Sendable {
        /// A tap on the check button of the next row of a list of `rows`
        /// `WebHabitRow`s (button + image + styled text).
        case rowTap(rows: Int)
        /// A `toggle` event on the `Toggle` of the next row of `rows`.
        case rowSwitch(rows: Int)
        /// An `input` event on a TextField bound to a model: the text grows by
        /// one character per keystroke up to 32, then shrinks by one (a
        /// backspace) down to empty, and again. The field and a count of its
        /// characters are the body of a form of their own (`besideRows` 0),
        /// or share a body with a list of `besideRows` rows.
        case keystroke(besideRows: Int)
    }

    /// The largest reply the issue allows for a one-row change.
    public static let replyBudget = 200

    public nonisolated let kind: Kind
    /// Whether the window's graph is inspected (`--inspect`): every reply then
    /// also carries the update's report, which the byte budget does not count.
    public nonisolated let inspect: Bool
    private var window: WebWindow?
    private var store: WebHabitStore?
    private var draft: WebDraft?
    /// The element each event goes to (one per row; the field for keystrokes).
    private var targets: [Element] = []
    /// The elements a row's event may touch, per row (the row's subtree).
    private var rowElements: [Set<Int>] = []
    private var countText: Element?
    private var next = 0
    private var sequence = 0
    /// The view type whose body each event must re-run, once; "" when an
    /// event must re-run no body at all.
    private var bodyType = ""

    public nonisolated init(_ kind: Kind, inspect: Bool = false) {
        self.kind = kind
        self.inspect = inspect
    }

    /// The inspector of a new graph: one in inspect mode (as the server makes), else none.
    private func makeInspector() -> UpdateInspector? { inspect ? UpdateInspector(capacity: 1) : nil }

    /// The patch part of a reply: without the inspection data, which inspect
    /// mode appends last (`,"inspect":{…}}`).
    private static func patchPart(of frame: String) -> String {
        guard let start = frame.range(of: ",\"inspect\":") else { return frame }
        return String(frame[..<start.lowerBound]) + "}"
    }

    /// Builds the model, mounts the view in a window and renders its first
    /// paint, as a page load does (not measured).
    public func mount() {
        let graph: ViewGraph
        switch kind {
        case .rowTap(let rows), .rowSwitch(let rows):
            let store = WebHabitStore(count: rows)
            self.store = store
            if case .rowTap = kind {
                graph = ViewGraph(WebHabitList(store: store), inspector: makeInspector())
                bodyType = "WebHabitRow"
            } else {
                graph = ViewGraph(WebSwitchList(store: store), inspector: makeInspector())
                // The row's body reads the title, not `done`: the Toggle's
                // binding is read by its element alone, and no body re-runs.
                bodyType = ""
            }
        case .keystroke:
            let draft = WebDraft()
            self.draft = draft
            if case .keystroke(let rows) = kind, rows > 0 {
                let store = WebHabitStore(count: rows)
                self.store = store
                graph = ViewGraph(WebDraftBesideList(draft: draft, store: store), inspector: makeInspector())
                bodyType = "WebDraftBesideList"
            } else {
                graph = ViewGraph(WebDraftForm(draft: draft), inspector: makeInspector())
                bodyType = "WebDraftForm"
            }
        }
        let window = WebWindow(graph: graph, id: "benchmark", token: "benchmark-token")
        let html = window.renderHTML()
        precondition(html.hasPrefix("<div id=\"observatory\""), "no first paint")
        graph.statistics.keepsRecords = false
        let all = graph.rootElement.descendants()
        switch kind {
        case .rowTap(let rows), .rowSwitch(let rows):
            let role: ElementRole = if case .rowTap = kind { .button } else { .toggle }
            targets = all.filter { $0.role == role }
            precondition(targets.count == rows, "mounted \(targets.count) \(role)s for \(rows) rows")
            // A row: the list's child that holds the target.
            self.rowElements = targets.map { target in
                var row = target
                while let parent = row.parent, parent.role != .list { row = parent }
                precondition(row.parent?.role == .list, "\(role) #\(target.id) is not in the list")
                return Set(row.descendants().map(\.id.rawValue))
            }
        case .keystroke:
            guard let field = all.first(where: { $0.role == .textField }),
                  let text = all.first(where: { $0.role == .text && $0["text"] == "0 characters" }) else {
                preconditionFailure("the form has no field or no count")
            }
            targets = [field]
            countText = text
        }
        expectedDone = store?.habits.map(\.done) ?? []
        self.window = window
        next = 0
        sequence = 0
    }

    /// Closes the window and drops the model.
    public func unmount() {
        window?.close()
        window = nil
        store = nil
        draft = nil
        targets = []
        rowElements = []
        expectedDone = []
        countText = nil
    }

    /// One measured iteration: `benchmark.scaledIterations` events, each
    /// handed to `window.receive(_:)`.
    ///
    /// Checked on every iteration (a failed check fails the benchmark and
    /// `scripts/benchmark`):
    /// - an unmeasured event before and one after the measured ones: its one
    ///   reply is a patch acknowledging it, whose ops touch only the row's
    ///   elements (the field and the count for keystrokes), and the model
    ///   changed as the event says;
    /// - every measured event gets exactly one reply, no error, and (row
    ///   events) no reply over ``replyBudget`` bytes; the bodies run are
    ///   exactly one per event, of the row (of the form), or none for a
    ///   `Toggle` row; the model ends in the state the events put it in.
    ///
    /// Records `replyBytesTotal` and `replyBytesMax` of the measured replies.
    public func measure(_ benchmark: Benchmark) {
        guard let window else {
            benchmark.error("the window is not mounted")
            return
        }
        checkedEvent(window, benchmark)

        let events = benchmark.scaledIterations.count
        var messages: [String] = []
        messages.reserveCapacity(events)
        var lastValue = ""
        for _ in 0..<events {
            let (_, message, value) = nextMessage()
            messages.append(message)
            lastValue = value
        }
        let statistics = window.graph.statistics
        let typeBodiesBefore = statistics.count(bodyType)
        let bodiesBefore = statistics.total

        var totalBytes = 0
        var largest = 0
        var unexpected = 0
        var failures = 0
        benchmark.startMeasurement()
        for message in messages {
            do {
                let frames = try window.receive(message)
                if frames.count != 1 { unexpected += 1 }
                for frame in frames {
                    let bytes = frame.utf8.count
                    totalBytes += bytes
                    if bytes > largest { largest = bytes }
                }
            } catch {
                failures += 1
            }
        }
        benchmark.stopMeasurement()

        benchmark.measurement(WebMetric.replyBytes, totalBytes)
        benchmark.measurement(WebMetric.largestReply, largest)
        expect(failures == 0, "\(failures) of \(events) events were refused", in: benchmark)
        expect(unexpected == 0, "\(unexpected) of \(events) events did not get exactly one reply", in: benchmark)
        let typeBodies = statistics.count(bodyType) - typeBodiesBefore
        let bodies = statistics.total - bodiesBefore
        let expected = bodyType.isEmpty ? 0 : events
        expect(
            typeBodies == expected && bodies == expected,
            "\(events) events re-ran \(bodies) bodies, \(typeBodies) of them \(bodyType) (expected \(expected) and \(expected))",
            in: benchmark
        )
        switch kind {
        case .rowTap, .rowSwitch:
            // In inspect mode the replies carry the report too; the patch
            // part of the checked events before and after is held to the budget.
            expect(
                inspect || largest <= Self.replyBudget,
                "the largest reply to a one-row event was \(largest) bytes (budget \(Self.replyBudget))",
                in: benchmark
            )
            let wrong = store!.habits.indices.filter { store!.habits[$0].done != expectedDone[$0] }
            expect(wrong.isEmpty, "\(wrong.count) rows are not in the state their events asked for (first: \(wrong.first ?? -1))", in: benchmark)
        case .keystroke:
            expect(
                draft!.title == lastValue,
                "the model holds \(draft!.title.debugDescription), not \(lastValue.debugDescription)",
                in: benchmark
            )
        }

        checkedEvent(window, benchmark)
    }

    /// Each row's `done` once the events built so far are applied.
    private var expectedDone: [Bool] = []

    /// Builds the next event: the row it targets (0 for keystrokes), its
    /// message, and the text it types (keystrokes).
    private func nextMessage() -> (index: Int, message: String, value: String) {
        sequence += 1
        let step = next
        next += 1
        let prefix = "{\"type\":\"event\",\"seq\":\(sequence),\"target\":"
        switch kind {
        case .rowTap:
            let index = step % targets.count
            expectedDone[index].toggle()
            return (index, prefix + "\(targets[index].id.rawValue),\"event\":\"tap\"}", "")
        case .rowSwitch:
            let index = step % targets.count
            expectedDone[index].toggle()
            return (index, prefix + "\(targets[index].id.rawValue),\"event\":\"toggle\",\"value\":\(expectedDone[index])}", "")
        case .keystroke:
            let phase = step % 64
            let length = phase < 32 ? phase + 1 : 63 - phase
            let value = String(Self.typed.prefix(length))
            return (0, prefix + "\(targets[0].id.rawValue),\"event\":\"input\",\"value\":\"\(value)\"}", value)
        }
    }

    /// What the keystrokes type (32 characters, JSON-safe).
    private static let typed = "Read twenty pages of a good book"

    /// One event, unmeasured, whose reply is checked in full.
    private func checkedEvent(_ window: WebWindow, _ benchmark: Benchmark) {
        let (index, message, value) = nextMessage()
        let frames: [String]
        do {
            frames = try window.receive(message)
        } catch {
            expect(false, "the window refused \(message): \(error)", in: benchmark)
            return
        }
        guard frames.count == 1, let ops = Self.ops(of: frames[0], acknowledging: sequence) else {
            expect(false, "\(message) was answered by \(frames)", in: benchmark)
            return
        }
        let touched = Set(ops.compactMap { $0.count > 1 ? $0[1] as? Int : nil })
        switch kind {
        case .rowTap, .rowSwitch:
            let done = store!.habits[index].done
            let expected = expectedDone[index]
            expect(done == expected, "row \(index) is done=\(done) after its event, expected \(expected)", in: benchmark)
            let patch = Self.patchPart(of: frames[0])
            expect(patch.utf8.count <= Self.replyBudget, "row \(index): \(patch.utf8.count) bytes: \(patch)", in: benchmark)
            expect(
                frames[0].contains(",\"inspect\":{") == inspect,
                "the reply \(inspect ? "lacks" : "has") the inspection: \(frames[0])",
                in: benchmark
            )
            expect(
                !ops.isEmpty && touched.isSubset(of: rowElements[index]),
                "the reply to row \(index)'s event touches other elements: \(frames[0])",
                in: benchmark
            )
            if case .rowTap = kind {
                expect(touched.count == 2, "the reply to a row's tap should touch its image and its text: \(frames[0])", in: benchmark)
            }
            if case .rowSwitch = kind {
                expect(
                    ops.count == 1 && ops[0].count == 5 && ops[0][0] as? String == "p" && ops[0][3] as? String == "checked"
                        && ops[0][4] as? Bool == done,
                    "the reply to a switch is not one `checked` op: \(frames[0])",
                    in: benchmark
                )
            }
        case .keystroke:
            expect(draft!.title == value, "the model holds \(draft!.title.debugDescription) after typing \(value.debugDescription)", in: benchmark)
            let expectedText = "\(value.count) characters"
            expect(
                touched.isSubset(of: [targets[0].id.rawValue, countText!.id.rawValue])
                    && ops.contains { $0.first as? String == "t" && $0.last as? String == expectedText },
                "the reply to a keystroke is not the field and the count: \(frames[0])",
                in: benchmark
            )
        }
    }

    /// The ops of a patch message that acknowledges `sequence`; nil for anything else.
    private static func ops(of frame: String, acknowledging sequence: Int) -> [[Any]]? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any],
              object["type"] as? String == "patch", object["ack"] as? Int == sequence else { return nil }
        return object["ops"] as? [[Any]]
    }
}
