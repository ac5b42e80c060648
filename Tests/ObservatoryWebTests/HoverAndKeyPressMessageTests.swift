import Foundation
import Testing
@testable import ObservatoryWeb

/// `.onContinuousHover` and `.onKeyPress` over the socket: what the page is
/// told to watch, the events it sends, and malformed ones refused.
@MainActor
@Suite("Continuous hover and key presses over the socket")
struct HoverAndKeyPressMessageTests {
    private struct Board: View {
        @State var hover = "none"
        @State var moves = 0
        @State var typed = ""
        @State var arrows = 0
        @State var released = ""

        var body: some View {
            VStack {
                Text("hover \(hover)").onContinuousHover(coordinateSpace: .global) { phase in
                    switch phase {
                    case .active(let point): hover = "\(Int(point.x)),\(Int(point.y))"
                    case .ended: hover = "ended"
                    }
                }
                VStack {
                    Text("typed \(typed) arrows \(arrows) released \(released)")
                }
                .focusable()
                .onKeyPress(.upArrow) {
                    arrows += 1
                    return .handled
                }
                .onKeyPress(characters: .letters) { press in
                    typed += press.characters
                    return .handled
                }
                .onKeyPress(keys: [.return], phases: .up) { press in
                    released = "\(press.key == .return)\(press.modifiers.contains(.shift) ? "+shift" : "")"
                    return .handled
                }
            }
        }
    }

    private func event(_ harness: Harness, _ target: Element, _ fields: String) -> String {
        "{\"type\":\"event\",\"seq\":\(harness.nextSequence()),\"target\":\(target.id.rawValue),\(fields)}"
    }

    private func gestures(_ harness: Harness, _ kind: String) -> [Element] {
        harness.root.descendants().filter { $0.role == .gesture && $0["gesture"] == kind }
    }

    @Test func thePageIsToldWhatToWatch() throws {
        let root = try #require(try DOMNode.parse(HTMLRenderer.html(ViewGraph(Board()).rootElement)).first)
        var nodes: [DOMNode] = []
        func visit(_ node: DOMNode) { nodes.append(node); node.elementChildren.forEach(visit) }
        visit(root)
        #expect(nodes.contains { $0.attributes["data-g"] == "hoverMove" })
        let keys = nodes.filter { $0.attributes["data-g"] == "keyPress" }
        #expect(keys.count == 3)
        #expect(Set(keys.map { $0.attributes["data-keys"] ?? "any" }) == ["arrowup", "any", "enter"])
        #expect(Set(keys.map { $0.attributes["data-phases"] ?? "" }) == ["down repeat", "up"])
    }

    @Test func hoverMovesReportTheLocationThenTheEnd() throws {
        let harness = try Harness(Board())
        let hover = try #require(gestures(harness, "hoverMove").first)
        try harness.receive(event(harness, hover, "\"event\":\"hoverMove\",\"value\":\"active\",\"x\":5,\"y\":6,\"ox\":10,\"oy\":20"))
        #expect(harness.page.canonical.contains("hover 15,26"), "in the global space")
        try harness.receive(event(harness, hover, "\"event\":\"hoverMove\",\"value\":\"ended\""))
        #expect(harness.page.canonical.contains("hover ended"))
        try harness.expectInSync()
    }

    @Test func keyPressesReachTheWrappersThatWantThem() throws {
        let harness = try Harness(Board())
        let wrappers = gestures(harness, "keyPress")
        let arrows = try #require(wrappers.first { $0["keys"] == "arrowup" })
        let letters = try #require(wrappers.first { $0["keys"] == nil })
        let enter = try #require(wrappers.first { $0["keys"] == "enter" })
        try harness.receive(event(harness, arrows, "\"event\":\"keyPress\",\"value\":\"down\",\"key\":\"arrowup\",\"chars\":\"\",\"mods\":0"))
        try harness.receive(event(harness, arrows, "\"event\":\"keyPress\",\"value\":\"repeat\",\"key\":\"arrowup\",\"chars\":\"\",\"mods\":0"))
        try harness.receive(event(harness, letters, "\"event\":\"keyPress\",\"value\":\"down\",\"key\":\"h\",\"chars\":\"H\",\"mods\":1"))
        try harness.receive(event(harness, letters, "\"event\":\"keyPress\",\"value\":\"down\",\"key\":\"1\",\"chars\":\"1\",\"mods\":0"))
        try harness.receive(event(harness, enter, "\"event\":\"keyPress\",\"value\":\"up\",\"key\":\"enter\",\"chars\":\"\",\"mods\":1"))
        #expect(harness.page.canonical.contains("typed H arrows 2 released true+shift"), "a digit is not a letter")
        // A phase the wrapper did not ask for runs nothing.
        _ = try? harness.receive(event(harness, enter, "\"event\":\"keyPress\",\"value\":\"down\",\"key\":\"enter\",\"chars\":\"\",\"mods\":0"))
        #expect(harness.page.canonical.contains("typed H arrows 2 released true+shift"))
        try harness.expectInSync()
    }

    @Test func malformedHoverAndKeyEventsAreRejected() throws {
        let harness = try Harness(Board())
        let hover = try #require(gestures(harness, "hoverMove").first)
        let keys = try #require(gestures(harness, "keyPress").first)
        for (target, fields) in [
            (hover, "\"event\":\"hoverMove\",\"value\":\"active\",\"x\":5,\"y\":6"),                     // no origin
            (hover, "\"event\":\"hoverMove\",\"value\":\"moving\""),                                   // unknown phase
            (hover, "\"event\":\"hoverMove\",\"value\":\"ended\",\"x\":1"),                            // extra field
            (keys, "\"event\":\"keyPress\",\"value\":\"pressed\",\"key\":\"a\",\"chars\":\"a\",\"mods\":0"),  // unknown phase
            (keys, "\"event\":\"keyPress\",\"value\":\"down\",\"key\":\"\",\"chars\":\"\",\"mods\":0"),       // no key
            (keys, "\"event\":\"keyPress\",\"value\":\"down\",\"key\":\"a\",\"chars\":\"a\",\"mods\":99"),    // unknown modifiers
            (keys, "\"event\":\"keyPress\",\"value\":\"down\",\"key\":\"a\",\"chars\":\"\(String(repeating: "a", count: 40))\",\"mods\":0"),
            (keys, "\"event\":\"hoverMove\",\"value\":\"ended\""),                                     // wrong gesture
        ] {
            let message = event(harness, target, fields)
            let refused: Bool
            do { refused = try harness.window.receive(message).allSatisfy { !$0.contains("\"ops\":[[") } } catch { refused = true }
            #expect(refused, "\(message)")
        }
        #expect(harness.page.canonical.contains("hover none"))
        #expect(harness.page.canonical.contains("typed  arrows 0"))
    }
}
