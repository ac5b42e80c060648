import Foundation
import Testing
@testable import ObservatoryWeb

/// The `scroll` and `visibility` events a page sends for
/// `.onScrollGeometryChange`, `.onScrollPhaseChange` and `.onScrollVisibilityChange`.
@MainActor
@Suite("Scroll observation over the socket")
struct ScrollObservationMessageTests {
    @Observable final class Log {
        var scrolled = false
        var phases: [String] = []
        var visible: [Bool] = []
    }

    struct Feed: View {
        let log: Log
        var body: some View {
            VStack {
                Text(log.scrolled ? "scrolled" : "at top")
                ScrollView {
                    Text("Row").onScrollVisibilityChange(threshold: 0.3) { log.visible.append($0) }
                }
                .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 40 } action: { _, new in log.scrolled = new }
                .onScrollPhaseChange { old, new in log.phases.append("\(old)→\(new)") }
            }
        }
    }

    private func event(_ target: Int, seq: Int, _ name: String, _ fields: String) -> String {
        "{\"type\":\"event\",\"seq\":\(seq),\"target\":\(target),\"event\":\"\(name)\",\(fields)}"
    }

    private func scroll(_ phase: String, y: Int) -> String {
        "\"value\":\"\(phase)\",\"x\":0,\"y\":\(y),\"cw\":390,\"ch\":2000,\"w\":390,\"h\":600"
    }

    @Test func aScrollViewThatIsWatchedReportsAndItsWatchersRun() throws {
        let log = Log()
        let harness = try Harness(Feed(log: log))
        #expect(harness.page.canonical.contains("data-scroll-report"))
        let view = harness.element(.scroll).id.rawValue
        _ = try harness.receive(event(view, seq: 1, "scroll", scroll("interacting", y: 10)))
        #expect(!log.scrolled)
        let frame = try harness.receive(event(view, seq: 2, "scroll", scroll("interacting", y: 120)))
        #expect(log.scrolled)
        #expect(frame.contains("scrolled"))
        _ = try harness.receive(event(view, seq: 3, "scroll", scroll("interacting", y: 20)))
        #expect(!log.scrolled)
        _ = try harness.receive(event(view, seq: 4, "scroll", scroll("idle", y: 120)))
        #expect(log.phases == ["idle→interacting", "interacting→idle"])
    }

    @Test func theFirstReportIsComparedWithTheUnscrolledStart() throws {
        let log = Log()
        let harness = try Harness(Feed(log: log))
        let view = harness.element(.scroll).id.rawValue
        _ = try harness.receive(event(view, seq: 1, "scroll", scroll("interacting", y: 300)))
        #expect(log.scrolled, "offset 0 → 300 crosses 40")
    }

    @Test func aWatchedViewReportsWhenItShowsAndHides() throws {
        let log = Log()
        let harness = try Harness(Feed(log: log))
        #expect(harness.page.canonical.contains("data-visibility-threshold=\"0.3\""))
        let row = try #require(harness.root.descendants().first { $0["modifier"] == "scrollVisibility" }).id.rawValue
        _ = try harness.receive(event(row, seq: 1, "visibility", "\"value\":true"))
        _ = try harness.receive(event(row, seq: 2, "visibility", "\"value\":true"))
        _ = try harness.receive(event(row, seq: 3, "visibility", "\"value\":false"))
        #expect(log.visible == [true, false])
    }

    @Test func malformedScrollsAreRejected() throws {
        let log = Log()
        let harness = try Harness(Feed(log: log))
        let view = harness.element(.scroll).id.rawValue
        let text = harness.element(.text).id.rawValue
        for fields in [
            "\"value\":\"flying\",\"x\":0,\"y\":0,\"cw\":1,\"ch\":1,\"w\":1,\"h\":1",   // unknown phase
            "\"value\":\"idle\",\"x\":0,\"y\":1e300,\"cw\":1,\"ch\":1,\"w\":1,\"h\":1",  // absurd offset
            "\"value\":\"idle\",\"x\":0,\"y\":0,\"cw\":-1,\"ch\":1,\"w\":1,\"h\":1",     // negative size
            "\"value\":\"idle\",\"x\":0,\"y\":0,\"cw\":1,\"ch\":1,\"w\":1",              // missing height
        ] {
            #expect(throws: WebProtocolError.self) { try harness.window.receive(event(view, seq: 1, "scroll", fields)) }
        }
        #expect(throws: WebProtocolError.self, "a text takes no scroll") {
            try harness.window.receive(event(text, seq: 1, "scroll", scroll("idle", y: 0)))
        }
        #expect(throws: WebProtocolError.self, "a visibility must be a Boolean") {
            try harness.window.receive(event(view, seq: 1, "visibility", "\"value\":\"yes\""))
        }
        #expect(log.phases.isEmpty && !log.scrolled)
    }
}
