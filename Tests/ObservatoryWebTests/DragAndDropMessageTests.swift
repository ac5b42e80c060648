import Foundation
import Testing
@testable import ObservatoryWeb

/// Drag and drop over the socket: what the page renders for sources and
/// targets, `dragStart` and `drop` events in one window and from outside
/// (with an uploaded file), and malformed ones refused.
@MainActor
@Suite("Drag and drop over the socket")
struct DragAndDropMessageTests {
    private struct Board: View {
        @State var dropped = "nothing"
        @State var targeted = false
        var body: some View {
            VStack {
                Text("Milk").draggable("Milk")
                Text(targeted ? "over" : "idle")
                Text("dropped \(dropped)").onDrop(of: [.plainText, .url], isTargeted: $targeted) { providers in
                    for provider in providers {
                        _ = provider.loadDataRepresentation(forTypeIdentifier: UTType.data.identifier) { data, _ in
                            let text = data.flatMap { String(data: $0, encoding: .utf8) } ?? "?"
                            Task { @MainActor in dropped = text }
                        }
                    }
                    return true
                }
            }
        }
    }

    private func target(_ harness: Harness, _ modifier: String) -> Int {
        harness.root.descendants().first { $0["modifier"] == modifier }!.id.rawValue
    }

    private func message(_ harness: Harness, to target: Int, _ event: String, _ fields: String = "") -> String {
        "{\"type\":\"event\",\"seq\":\(harness.nextSequence()),\"target\":\(target),\"event\":\"\(event)\"\(fields.isEmpty ? "" : ",")\(fields)}"
    }

    /// Waits (up to 2 s) for the providers' background loads to reach the
    /// view: the window's tree shows `text`.
    private func settle(_ harness: Harness, until text: String) async throws {
        for _ in 0..<400 where !shows(harness, text) {
            try await Task.sleep(for: .milliseconds(5))
        }
        try harness.flush()
        try harness.applyPushed()
        #expect(harness.page.canonical.contains(">\(text)<"), "the page got the change")
    }

    private func shows(_ harness: Harness, _ text: String) -> Bool {
        harness.root.descendants().contains { $0["text"] == text }
    }

    @Test func sourcesAndTargetsAreMarkedInThePage() throws {
        let harness = try Harness(Board())
        #expect(harness.page.canonical.contains("data-drag=\"\" draggable=\"true\"") || harness.page.canonical.contains("draggable=\"true\""))
        #expect(harness.page.canonical.contains("data-drop=\"files text urls\""))
    }

    @Test func aDragWithinTheWindowDrops() async throws {
        let harness = try Harness(Board())
        let drop = target(harness, "onDrop")
        try harness.receive(message(harness, to: target(harness, "onDrag"), "dragStart"))
        try harness.receive(message(harness, to: drop, "drop", "\"value\":\"entered\",\"x\":4,\"y\":5,\"ox\":0,\"oy\":80,\"source\":\"window\""))
        #expect(harness.page.canonical.contains(">over<"))
        try harness.receive(message(harness, to: drop, "drop", "\"value\":\"performed\",\"x\":4,\"y\":5,\"ox\":0,\"oy\":80,\"source\":\"window\""))
        #expect(harness.page.canonical.contains(">idle<"))
        try await settle(harness, until: "dropped Milk")
        #expect(shows(harness, "dropped Milk"))
    }

    @Test func aDropFromOutsideBringsItsTextAndFiles() async throws {
        let harness = try Harness(Board())
        let drop = target(harness, "onDrop")
        try harness.receive(message(harness, to: drop, "drop", "\"value\":\"entered\",\"x\":1,\"y\":1,\"ox\":0,\"oy\":0,\"source\":\"outside\",\"kinds\":\"text\""))
        #expect(harness.page.canonical.contains(">over<"))
        try harness.receive(message(harness, to: drop, "drop", "\"value\":\"performed\",\"x\":1,\"y\":1,\"ox\":0,\"oy\":0,\"source\":\"outside\",\"kinds\":\"text\",\"text\":\"Eggs\""))
        try await settle(harness, until: "dropped Eggs")
        #expect(shows(harness, "dropped Eggs"))
        // A text file, uploaded as the page does before it sends the drop.
        let window = harness.window
        let place = try #require(window.uploads.reserve(named: "list.txt"))
        try FileManager.default.createDirectory(at: place.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("Bread".utf8).write(to: place.file)
        window.uploads.add(id: place.id, file: place.file)
        try harness.receive(message(harness, to: drop, "drop", "\"value\":\"performed\",\"x\":1,\"y\":1,\"ox\":0,\"oy\":0,\"source\":\"outside\",\"kinds\":\"files\",\"ids\":\"\(place.id)\""))
        try await settle(harness, until: "dropped Bread")
        #expect(shows(harness, "dropped Bread"))
        window.uploads.removeAll()
    }

    @Test func malformedDragsAndDropsAreRejected() throws {
        let harness = try Harness(Board())
        let drop = target(harness, "onDrop")
        let base = "\"x\":1,\"y\":1,\"ox\":0,\"oy\":0"
        let messages = [
            message(harness, to: drop, "drop", "\"value\":\"hovered\",\(base),\"source\":\"window\""),               // unknown phase
            message(harness, to: drop, "drop", "\"value\":\"entered\",\(base),\"source\":\"elsewhere\""),            // unknown source
            message(harness, to: drop, "drop", "\"value\":\"entered\",\(base),\"source\":\"outside\",\"kinds\":\"exe\""), // unknown kind
            message(harness, to: drop, "drop", "\"value\":\"entered\",\"x\":1,\"source\":\"window\""),              // no location
            message(harness, to: drop, "drop", "\"value\":\"performed\",\(base),\"source\":\"outside\",\"kinds\":\"urls\",\"urls\":\"file:///etc/passwd\""),
            message(harness, to: drop, "drop", "\"value\":\"performed\",\(base),\"source\":\"outside\",\"kinds\":\"urls\",\"urls\":\"javascript:alert(1)\""),
            message(harness, to: drop, "drop", "\"value\":\"performed\",\(base),\"source\":\"outside\",\"kinds\":\"text\",\"text\":\"\(String(repeating: "x", count: 100_001))\""),
            message(harness, to: drop, "drop", "\"value\":\"performed\",\(base),\"source\":\"outside\",\"kinds\":\"files\",\"ids\":\"0c6f8a1e-0000-4000-8000-000000000000\""), // not this window's upload
            message(harness, to: drop, "drop", "\"value\":\"performed\",\(base),\"source\":\"outside\",\"kinds\":\"files\",\"ids\":\"../../etc/passwd\""),
            message(harness, to: harness.element(.text, text: "idle").id.rawValue, "dragStart"),                  // a text takes no drag
        ]
        for message in messages {
            let refused: Bool
            do { refused = try harness.window.receive(message).allSatisfy { !$0.contains("\"ops\":[[") } } catch { refused = true }
            #expect(refused, "\(message.prefix(200))")
        }
        #expect(harness.page.canonical.contains("dropped nothing") && harness.page.canonical.contains(">idle<"))
    }
}
