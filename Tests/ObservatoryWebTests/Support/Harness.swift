import Foundation
import Testing
@testable import ObservatoryWeb

/// A window and the page it rendered, kept in sync by applying every frame
/// the window produces, the way the browser would.
@MainActor
final class Harness {
    let graph: ViewGraph
    let window: WebWindow
    let page: MiniPage
    private(set) var pushed: [String] = []
    /// How many of `pushed` the page has applied.
    private var appliedPushes = 0
    private var sequence = 0

    init<V: View>(_ view: V, id: String = "w1", inspect: Bool = false) throws {
        graph = ViewGraph(view, inspector: inspect ? UpdateInspector(capacity: 1) : nil)
        window = WebWindow(graph: graph, id: id, token: "token-\(id)")
        page = try MiniPage(html: window.renderHTML())
        window.send = { [weak self] frame in self?.pushed.append(frame) }
    }

    var root: Element { graph.rootElement }

    /// The first element with `role` whose subtree has a text containing `text` (or any, when nil).
    func element(_ role: ElementRole, text: String? = nil) -> Element {
        let match = root.descendants().first { element in
            element.role == role && (text == nil || element.descendants().contains {
                ($0["text"] ?? $0["label"] ?? $0["title"] ?? "").contains(text!)
            })
        }
        guard let match else { fatalError("no \(role) with \(text ?? "anything")") }
        return match
    }

    /// Sends an event message and applies the answer; returns the frame.
    @discardableResult
    func send(_ event: String, to element: Element, value: String? = nil) throws -> String {
        sequence += 1
        var json = "{\"type\":\"event\",\"seq\":\(sequence),\"target\":\(element.id.rawValue),\"event\":\"\(event)\""
        if let value { json += ",\"value\":\(value)" }
        json += "}"
        return try receive(json)
    }

    /// Sends a raw message; applies and returns the single answer.
    @discardableResult
    func receive(_ json: String) throws -> String {
        let frames = try window.receive(json)
        #expect(frames.count == 1)
        for frame in frames { try page.apply(frame) }
        return frames.first ?? ""
    }

    /// Reports `rows` visible in the first lazy list, as the page does when
    /// the user scrolls there; applies the answer (if the window moved).
    func scroll(toRows rows: Range<Int>) throws {
        let spacer = try #require(root.descendants().first { $0.role == .lazySpacer && $0["lead"] == "true" })
        let json = "{\"type\":\"visible\",\"target\":\(spacer.id.rawValue),\"first\":\(rows.lowerBound),\"end\":\(rows.upperBound),\"dir\":1}"
        for frame in try window.receive(json) { try page.apply(frame) }
    }

    func nextSequence() -> Int {
        sequence += 1
        return sequence
    }

    /// Runs the graph's pending update and applies the pushed patch; returns it.
    @discardableResult
    func flush() throws -> String? {
        let before = pushed.count
        window.flushUpdate()
        guard pushed.count > before else { return nil }
        try applyPushed()
        return pushed[before]
    }

    /// Applies, in order, the frames the window pushed by itself (a task's
    /// change, an update it ran) that the page has not applied yet.
    func applyPushed() throws {
        while appliedPushes < pushed.count {
            try page.apply(pushed[appliedPushes])
            appliedPushes += 1
        }
    }

    /// The page equals a fresh render of the live tree.
    func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fresh = try DOMNode.parse(HTMLRenderer.html(graph.rootElement)).map(\.canonical).joined()
        #expect(page.canonical == fresh, sourceLocation: sourceLocation)
    }

    /// The ops of a patch frame, as JSON arrays.
    static func ops(_ frame: String) throws -> [[Any]] {
        let message = try JSONSerialization.jsonObject(with: Data(frame.utf8)) as! [String: Any]
        return message["ops"] as? [[Any]] ?? []
    }

    static func opKinds(_ frame: String) throws -> [String] {
        try ops(frame).map { $0[0] as! String }
    }
}
