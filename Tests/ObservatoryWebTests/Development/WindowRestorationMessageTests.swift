import Foundation
import Testing
@testable import ObservatoryWeb

// A window sends its tab the restoration record (its @SceneStorage; in the
// development loop, its views' state too), and a new page's window takes a
// record back once, as its first message after the hello.

private struct Notebook: View {
    @SceneStorage("page") private var page = 1
    @State private var words = 0

    var body: some View {
        Button("Turn") { page += 1 }
        Button("Write") { words += 10 }
        Text("page \(page)")
        Text("words \(words)")
    }
}

@MainActor
@Suite("Restoration messages")
struct WindowRestorationMessageTests {
    private func records(in frames: [String]) throws -> [String] {
        try frames.compactMap { frame in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])
            return object["type"] as? String == "restoration" ? object["record"] as? String : nil
        }
    }

    private func restoreMessage(_ record: String) -> String {
        var out = #"{"type":"restore","record":"#
        JSON.appendString(record, to: &out)
        return out + "}"
    }

    @Test func sceneStorageIsSentWhenItChanges() throws {
        let harness = try Harness(Notebook())
        try harness.send("tap", to: harness.element(.button, text: "Write"))
        #expect(try records(in: harness.pushed).isEmpty)
        try harness.send("tap", to: harness.element(.button, text: "Turn"))
        let sent = try records(in: harness.pushed)
        #expect(sent.count == 1)
        // Scene storage only: @State is not restored outside the development loop.
        #expect(sent.first?.contains(#""page":2"#) == true)
        #expect(sent.first?.contains("words") == false)
        #expect(sent.first?.contains("views") == false)
    }

    @Test func aNewWindowTakesTheRecordOnceAndResets() throws {
        let old = try Harness(Notebook(), id: "old")
        try old.send("tap", to: old.element(.button, text: "Turn"))
        try old.send("tap", to: old.element(.button, text: "Turn"))
        try old.send("tap", to: old.element(.button, text: "Write"))
        let record = try #require(try records(in: old.pushed).last)

        let fresh = try Harness(Notebook(), id: "new")
        let frame = try fresh.receive(restoreMessage(record))
        #expect(frame.contains(#""type":"reset""#))
        #expect(fresh.graph.rootElement.descendants().contains { $0["text"] == "page 3" })
        #expect(fresh.graph.rootElement.descendants().contains { $0["text"] == "words 0" })
        // Once only: a second record is ignored.
        #expect(try fresh.window.receive(restoreMessage(#"{"v":1,"scene":{"page":9}}"#)).isEmpty)
        #expect(fresh.graph.rootElement.descendants().contains { $0["text"] == "page 3" })
    }

    @Test func aRecordAfterAnEventIsIgnored() throws {
        let harness = try Harness(Notebook())
        try harness.send("tap", to: harness.element(.button, text: "Write"))
        #expect(try harness.window.receive(restoreMessage(#"{"v":1,"scene":{"page":9}}"#)).isEmpty)
        #expect(harness.graph.rootElement.descendants().contains { $0["text"] == "page 1" })
    }

    @Test func aMalformedRecordIsAProtocolError() throws {
        let harness = try Harness(Notebook())
        for record in ["not json", #"{"v":7}"#, #"{"v":1,"scene":[1]}"#] {
            let fresh = try Harness(Notebook(), id: "w\(record.count)")
            #expect(throws: WebProtocolError.self) { try fresh.window.receive(restoreMessage(record)) }
        }
        #expect(throws: WebProtocolError.self) { try harness.window.receive(#"{"type":"restore","record":3}"#) }
    }

    @Test func theDevelopmentLoopSendsTheViewsStateAMomentLater() async throws {
        let harness = try Harness(Notebook())
        harness.window.developmentLoop = true
        try harness.send("tap", to: harness.element(.button, text: "Write"))
        #expect(try records(in: harness.pushed).isEmpty)
        try await Task.sleep(for: WebWindow.recordDelay * 4)
        let sent = try records(in: harness.pushed)
        #expect(sent.count == 1)
        #expect(sent.first?.contains(#""views""#) == true)
        #expect(sent.first?.contains("10") == true)

        // A new window of the development loop takes the views' state.
        let fresh = try Harness(Notebook(), id: "dev2")
        fresh.window.developmentLoop = true
        try fresh.receive(restoreMessage(try #require(sent.first)))
        #expect(fresh.graph.rootElement.descendants().contains { $0["text"] == "words 10" })
    }

    @Test func theDevelopmentLoopMarksItsPages() throws {
        let graph = ViewGraph(Notebook())
        let window = WebWindow(graph: graph, id: "w", token: "t")
        #expect(!window.renderHTML().contains("data-dev"))
        let looped = WebWindow(graph: ViewGraph(Notebook()), id: "w2", token: "t2")
        looped.developmentLoop = true
        #expect(looped.renderHTML().contains(#"data-dev="1""#))
    }
}
