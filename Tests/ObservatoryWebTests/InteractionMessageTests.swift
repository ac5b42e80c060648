import Foundation
import Testing
@testable import ObservatoryWeb

/// Gestures, focus and shortcuts over the socket: the events a page sends,
/// how malformed ones are refused, and what the page is told to recognise.
@MainActor
@Suite("Interaction over the socket")
struct InteractionMessageTests {
    private struct Pad: View {
        @State var taps = 0
        @State var last = "none"
        @State var drag = "none"
        @State var pressing = false
        @State var hovering = false
        @GestureState var offset = CGSize.zero
        @FocusState var isFocused: Bool
        @State var text = ""

        var body: some View {
            VStack {
                Text("taps \(taps) at \(last)").onTapGesture(count: 2, coordinateSpace: .global) { point in
                    taps += 1
                    last = "\(Int(point.x)),\(Int(point.y))"
                }
                Text("drag \(drag) offset \(Int(offset.width))").gesture(
                    DragGesture().updating($offset) { value, state, _ in state = value.translation }
                        .onEnded { drag = "\(Int($0.translation.width)),\(Int($0.translation.height))" })
                Text(pressing ? "pressing" : "released").onLongPressGesture {} onPressingChanged: { pressing = $0 }
                Text(hovering ? "hovering" : "away").onHover { hovering = $0 }
                TextField("Name", text: $text).focused($isFocused).submitLabel(.search)
                Text(isFocused ? "focused" : "blurred")
                Button("Save") {}.keyboardShortcut("s", modifiers: [.command, .shift])
                Text("Info").help("About this")
            }
        }
    }

    private func event(_ harness: Harness, _ target: Element, _ fields: String) -> String {
        "{\"type\":\"event\",\"seq\":\(harness.nextSequence()),\"target\":\(target.id.rawValue),\(fields)}"
    }

    private func gesture(_ harness: Harness, _ kind: String) -> Element {
        harness.root.descendants().first { $0.role == .gesture && $0["gesture"] == kind }!
    }

    @Test func gestureEventsRunTheirGestures() throws {
        let harness = try Harness(Pad())
        try harness.receive(event(harness, gesture(harness, "tap"), "\"event\":\"tapGesture\",\"x\":5,\"y\":6,\"ox\":10,\"oy\":20"))
        #expect(harness.page.canonical.contains("taps 1 at 15,26"))
        let drag = gesture(harness, "drag")
        try harness.receive(event(harness, drag,
            "\"event\":\"drag\",\"value\":\"changed\",\"sx\":0,\"sy\":0,\"x\":42,\"y\":3,\"ox\":0,\"oy\":0,\"vx\":10,\"vy\":0"))
        #expect(harness.page.canonical.contains("drag none offset 42"))
        try harness.receive(event(harness, drag,
            "\"event\":\"drag\",\"value\":\"ended\",\"sx\":0,\"sy\":0,\"x\":50,\"y\":4,\"ox\":0,\"oy\":0,\"vx\":0,\"vy\":0"))
        #expect(harness.page.canonical.contains("drag 50,4 offset 0"))
        try harness.receive(event(harness, gesture(harness, "longPress"), "\"event\":\"longPress\",\"value\":\"began\""))
        #expect(harness.page.canonical.contains(">pressing<"))
        try harness.receive(event(harness, gesture(harness, "hover"), "\"event\":\"hover\",\"value\":true"))
        #expect(harness.page.canonical.contains(">hovering<"))
        try harness.expectInSync()
    }

    @Test func focusEventsAndTheServersFocusTravelBothWays() throws {
        let harness = try Harness(Pad())
        let field = harness.element(.textField)
        #expect(harness.page.canonical.contains(" data-focus "), "the page reports this field's focus")
        #expect(harness.page.canonical.contains("enterkeyhint=\"search\""))
        let frame = try harness.receive(event(harness, field, "\"event\":\"focus\",\"value\":true"))
        #expect(harness.page.canonical.contains(">focused<"))
        #expect(frame.contains("data-focused"), "the page is told the field has the focus")
        try harness.receive(event(harness, field, "\"event\":\"focus\",\"value\":false"))
        #expect(harness.page.canonical.contains(">blurred<"))
        #expect(!harness.page.canonical.contains("data-focused"))
    }

    @Test func malformedInteractionEventsAreRejected() throws {
        let harness = try Harness(Pad())
        let tap = gesture(harness, "tap"), field = harness.element(.textField), button = harness.element(.button)
        for (target, fields) in [
            (tap, "\"event\":\"tapGesture\",\"x\":5,\"y\":6"),                               // no origin
            (tap, "\"event\":\"tapGesture\",\"x\":1e300,\"y\":6,\"ox\":0,\"oy\":0"),          // absurd point
            (tap, "\"event\":\"longPress\",\"value\":\"began\""),                             // wrong gesture: refused by the element
            (gesture(harness, "longPress"), "\"event\":\"longPress\",\"value\":\"held\""),    // unknown phase
            (gesture(harness, "drag"), "\"event\":\"drag\",\"value\":\"changed\",\"x\":1,\"y\":1"), // missing fields
            (gesture(harness, "hover"), "\"event\":\"hover\",\"value\":\"yes\""),             // not a Boolean
            (field, "\"event\":\"focus\",\"value\":1"),                                         // not a Boolean
            (button, "\"event\":\"focus\",\"value\":true"),                                    // a button takes no focus event
            (button, "\"event\":\"tapGesture\",\"x\":1,\"y\":1,\"ox\":0,\"oy\":0"),          // nor a tap gesture
        ] {
            let message = event(harness, target, fields)
            let refused: Bool
            do { refused = try harness.window.receive(message).allSatisfy { !$0.contains("\"ops\":[[") } } catch { refused = true }
            #expect(refused, "\(message)")
        }
        #expect(harness.page.canonical.contains("taps 0 at none"))
        #expect(harness.page.canonical.contains(">released<"))
    }

    @Test func thePageIsToldWhatToRecognise() throws {
        let root = try #require(try DOMNode.parse(HTMLRenderer.html(ViewGraph(Pad()).rootElement)).first)
        var nodes: [DOMNode] = []
        func visit(_ node: DOMNode) { nodes.append(node); node.elementChildren.forEach(visit) }
        visit(root)
        let tap = try #require(nodes.first { $0.attributes["data-g"] == "tap" })
        #expect(tap.attributes["data-count"] == "2")
        #expect(tap.attributes["class"]?.contains("o-gesture") == true)
        let press = try #require(nodes.first { $0.attributes["data-g"] == "longPress" })
        #expect(press.attributes["data-duration"] == "0.5" && press.attributes["data-distance"] == "10")
        let drag = try #require(nodes.first { $0.attributes["data-g"] == "drag" })
        #expect(drag.attributes["data-distance"] == "10")
        let hover = try #require(nodes.first { $0.attributes["data-g"] == "hover" })
        #expect(hover.attributes["data-priority"] == "simultaneous")
        let save = try #require(nodes.first { $0.attributes["data-shortcut"] != nil })
        #expect(save.attributes["data-shortcut"] == "shift+cmd+s")
        #expect(save.attributes["aria-keyshortcuts"] == "Shift+Meta+S")
        #expect(nodes.contains { $0.attributes["title"] == "About this" })
    }
}

/// `List(selection:)` in the page: selectable rows that a tap chooses.
@MainActor
@Suite("List selection over the socket")
struct ListSelectionMessageTests {
    private struct Times: View {
        @State var times: Set<String> = []
        var body: some View {
            VStack {
                List(selection: $times) {
                    Text("Morning").tag("Morning")
                    Text("Evening").tag("Evening")
                }
                Text("times \(times.sorted().joined(separator: "+"))")
            }
        }
    }

    @Test func aTapOnARowSelectsItAndThePageShowsIt() throws {
        let harness = try Harness(Times())
        #expect(harness.page.canonical.contains("role=\"checkbox\""), "several rows: check boxes")
        #expect(harness.page.canonical.contains("aria-checked=\"false\""))
        #expect(harness.page.canonical.contains("class=\"o-check\""), "several rows: a check circle")
        let evening = harness.root.descendants().first { $0.role == .option && $0["label"] == "Evening" }!
        try harness.send("tap", to: evening)
        #expect(harness.page.canonical.contains("times Evening"))
        #expect(harness.page.canonical.contains("aria-checked=\"true\""))
        #expect(harness.page.canonical.contains("o-check o-checked"))
        try harness.expectInSync()
        #expect(throws: WebProtocolError.self, "a row takes taps only") {
            try harness.window.receive("{\"type\":\"event\",\"seq\":9,\"target\":\(evening.id.rawValue),\"event\":\"delete\"}")
        }
    }
}
