import Foundation
import Testing
@testable @_spi(Observatory) import ObservatoryUI
@testable @_spi(Observatory) import ObservatoryWeb

/// A lazy list in a served window (issue 34, step 6): the page reports what it
/// shows in a validated `visible` message, and the window answers with a
/// pushed patch that removes the rows that left, inserts those that came and
/// resizes the two spacers, keeping the page equal to a fresh render.
@MainActor
@Suite("Lazy lists in a window")
struct LazyListPatchTests {
    @Observable final class Numbers {
        var items: [Int]
        init(count: Int) { items = Array(0..<count) }
    }

    struct NumberList: View {
        let numbers: Numbers
        var body: some View {
            List {
                ForEach(numbers.items, id: \.self) { Text("Row \($0)") }
            }
            .environment(\.lazyWindowPolicy, .windowed)
        }
    }

    struct NumberGrid: View {
        let numbers: Numbers
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                    ForEach(numbers.items, id: \.self) { Text("Cell \($0)") }
                }
            }
            .environment(\.lazyWindowPolicy, .windowed)
        }
    }

    private func leadingSpacer(_ harness: Harness) throws -> Element {
        try #require(harness.root.descendants().first { $0.role == .lazySpacer && $0["lead"] == "true" })
    }

    /// The numbers of the rows the page shows, in order.
    private func shownRows(_ harness: Harness) -> [Int] {
        harness.root.descendants().compactMap { element in
            element.role == .text ? element["text"].flatMap { Int($0.split(separator: " ").last ?? "") } : nil
        }
    }

    private func visible(_ spacer: Element, _ rows: Range<Int>, dir: Int = 1, extra: String = "") -> String {
        "{\"type\":\"visible\",\"target\":\(spacer.id.rawValue),\"first\":\(rows.lowerBound),\"end\":\(rows.upperBound),\"dir\":\(dir)\(extra)}"
    }

    @Test func visibleMessagesAreValidated() throws {
        let harness = try Harness(NumberList(numbers: Numbers(count: 1000)))
        let spacer = try leadingSpacer(harness)
        let text = harness.element(.text).id.rawValue
        let id = spacer.id.rawValue
        for json in [
            "{\"type\":\"visible\",\"target\":\(id),\"first\":-1,\"end\":10,\"dir\":1}",        // negative
            "{\"type\":\"visible\",\"target\":\(id),\"first\":20,\"end\":10,\"dir\":1}",        // reversed
            "{\"type\":\"visible\",\"target\":\(id),\"first\":0,\"end\":4294967296,\"dir\":1}", // beyond 2^31
            "{\"type\":\"visible\",\"target\":\(id),\"first\":0,\"end\":10,\"dir\":2}",         // direction
            "{\"type\":\"visible\",\"target\":\(id),\"first\":0,\"end\":10}",                   // missing dir
            "{\"type\":\"visible\",\"target\":\(id),\"first\":0.5,\"end\":10,\"dir\":1}",       // not an integer
            "{\"type\":\"visible\",\"target\":\(id),\"first\":0,\"end\":10,\"dir\":1,\"pitch\":0}",
            "{\"type\":\"visible\",\"target\":\(id),\"first\":0,\"end\":10,\"dir\":1,\"pitch\":\"44\"}",
            "{\"type\":\"visible\",\"target\":\(id),\"first\":0,\"end\":10,\"dir\":1,\"columns\":0}",
            "{\"type\":\"visible\",\"target\":\(id),\"first\":0,\"end\":10,\"dir\":1,\"columns\":65}",
            "{\"type\":\"visible\",\"target\":\(id),\"first\":0,\"end\":10,\"dir\":1,\"seq\":3}", // extra field
            "{\"type\":\"visible\",\"target\":\(text),\"first\":0,\"end\":10,\"dir\":1}",       // not a spacer
            "{\"type\":\"visible\",\"target\":999999,\"first\":0,\"end\":10,\"dir\":1}",        // not this window's
            "{\"type\":\"event\",\"seq\":1,\"target\":\(id),\"event\":\"visibleRows\"}",          // not an event
        ] {
            #expect(throws: WebProtocolError.self, "\(json)") { try harness.window.receive(json) }
        }
        // Nothing moved.
        #expect(shownRows(harness) == Array(0..<48))
        // A range beyond the data, or wider than a window, is clamped, not refused.
        try harness.receive(visible(spacer, 0..<2_000_000_000))
        #expect(shownRows(harness).count == LazyWindowPolicy.windowed.maximumWindowRows)
        try harness.receive(visible(spacer, 5_000..<5_010))
        #expect(shownRows(harness).last == 999)
        try harness.expectInSync()
    }

    @Test func scrollingAScreenRemovesTheRowsThatLeftAndInsertsTheNewOnesTogether() throws {
        let harness = try Harness(NumberList(numbers: Numbers(count: 100_000)))
        let spacer = try leadingSpacer(harness)
        try harness.receive(visible(spacer, 0..<15))
        let window = shownRows(harness)
        #expect(window.first == 0 && window.count < 48)
        try harness.expectInSync()

        let frame = try harness.receive(visible(spacer, 15..<30))
        let ops = try Harness.ops(frame)
        let kinds = ops.map { $0[0] as! String }
        let shown = shownRows(harness)
        #expect(shown.contains(15) && shown.contains(29) && !shown.contains(0))
        let left = Set(window).subtracting(shown).count
        // One removal per row that left, the rows that came in one insertion,
        // and attribute changes on the two spacers only.
        #expect(kinds.filter { $0 == "r" }.count == left)
        #expect(kinds.filter { $0 == "i" }.count == 1)
        let touched = Set(ops.filter { $0[0] as! String == "a" }.map { $0[1] as! Int })
        let spacerIDs = Set(harness.root.descendants().filter { $0.role == .lazySpacer }.map(\.id.rawValue))
        #expect(touched.isSubset(of: spacerIDs))
        let answered = try JSONSerialization.jsonObject(with: Data(frame.utf8)) as! [String: Any]
        #expect(answered["ack"] as? Int == 0)  // a report is not an event: nothing is acknowledged
        try harness.expectInSync()
    }

    @Test func firstPaintBytesDoNotDependOnTheRowCount() throws {
        func firstPaint(_ count: Int) throws -> String {
            try Harness(NumberList(numbers: Numbers(count: count))).window.renderHTML()
        }
        let small = try firstPaint(1_000), large = try firstPaint(1_000_000)
        #expect(small.contains("Row 47") && !small.contains("Row 48"))
        // Only the digits of the spacer's counts differ.
        #expect(abs(large.utf8.count - small.utf8.count) <= 20)
        #expect(large.contains("data-count=\"1000000\""))
    }

    @Test func thePitchAndTheColumnsReachTheSpacers() throws {
        let harness = try Harness(NumberGrid(numbers: Numbers(count: 1000)))
        let spacer = try leadingSpacer(harness)
        try harness.receive(visible(spacer, 31..<50, extra: ",\"pitch\":52.3,\"columns\":3"))
        let spacers = harness.root.descendants().filter { $0.role == .lazySpacer }
        // The window starts on a line: its first row is a multiple of 3.
        let shown = shownRows(harness)
        #expect(shown.first.map { $0 % 3 } == 0)
        #expect(spacers.allSatisfy { $0["pitch"] == "52.25" && $0["columns"] == "3" })
        let html = HTMLRenderer.html(spacers[1])
        let lines = (1000 - (shown.last! + 1) + 2) / 3
        #expect(html.contains("--o-rows:\(lines);--o-pitch:52.25px"))
        try harness.expectInSync()
    }

    @Test func aReportForASpacerThatLeftIsIgnored() throws {
        let numbers = Numbers(count: 100)
        let harness = try Harness(ShowingList(numbers: numbers, shows: Shows()))
        let spacer = try leadingSpacer(harness)
        let toggle = harness.element(.toggle)
        try harness.send("toggle", to: toggle, value: "false")
        #expect(harness.root.descendants().allSatisfy { $0.role != .lazySpacer })
        #expect(try harness.window.receive(visible(spacer, 10..<20)) == [])
        try harness.expectInSync()
    }

    @Observable final class Shows { var list = true }

    struct ShowingList: View {
        let numbers: Numbers
        @Bindable var shows: Shows
        var body: some View {
            VStack {
                Toggle("Show", isOn: $shows.list)
                if shows.list { NumberList(numbers: numbers) }
            }
        }
    }

    @Test func aFloodOfReportsIsCoalescedAndTheLastOneApplies() async throws {
        let harness = try Harness(NumberList(numbers: Numbers(count: 100_000)))
        // A slow refill: the 40 reports outrun it even where each takes
        // 100 ms (a debug build on a loaded machine), and the held one is
        // still due within the wait below.
        let throttle = VisibleThrottle(burst: 10, refillPerSecond: 5)
        harness.window.throttleVisibleReports(burst: throttle.burstCount, perSecond: throttle.refillPerSecond)
        let spacer = try leadingSpacer(harness)
        var answered = 0
        let started = ContinuousClock.now
        for step in 0..<40 {
            let frames = try harness.window.receive(visible(spacer, (step * 100)..<(step * 100 + 15)))
            for frame in frames { try harness.page.apply(frame) }
            answered += frames.count
        }
        // The burst is answered at once; the rest wait for a token, and only
        // the latest of them is applied.
        let elapsed = started.duration(to: .now) / .milliseconds(1) / 1000
        #expect(answered >= throttle.burstCount)
        #expect(answered <= throttle.burstCount + Int(elapsed * throttle.refillPerSecond) + 1)
        #expect(answered < 40)
        #expect(!shownRows(harness).contains(3_900))
        for _ in 0..<100 where harness.pushed.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        #expect(harness.pushed.count == 1)
        for frame in harness.pushed { try harness.page.apply(frame) }
        #expect(shownRows(harness).contains(3_900))
        try harness.expectInSync()
    }
}

@Suite("The throttle of visible reports")
struct VisibleThrottleTests {
    @Test func aBurstPassesThenTokensRefillAtTheRate() {
        var throttle = VisibleThrottle(burst: 3, refillPerSecond: 10)
        func admitted(_ instant: ContinuousClock.Instant) -> Bool { throttle.admit(at: instant) }
        let start = ContinuousClock.now
        #expect([admitted(start), admitted(start), admitted(start), admitted(start)] == [true, true, true, false])
        let wait = throttle.delayUntilNextToken(after: start)
        #expect(wait > .milliseconds(90) && wait <= .milliseconds(100))
        #expect([admitted(start + .milliseconds(50)), admitted(start + .milliseconds(101))] == [false, true])
        // A long rest refills no more than the burst.
        let later = start + .seconds(60)
        #expect([admitted(later), admitted(later), admitted(later), admitted(later)] == [true, true, true, false])
    }
}
