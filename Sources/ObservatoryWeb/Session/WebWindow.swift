import Foundation
import ObservatoryUI

/// One browser tab: a window of the app, with its own view graph and
/// `@State`, rendered to HTML once and then kept in sync by patches.
///
/// The server creates one per `GET /`, hands the page its ``id`` and
/// ``token``, and connects the tab's WebSocket to it. Everything here runs
/// on the main actor, where the view graph lives.
///
/// The rendering lives in `Rendering/` (``HTMLRenderer``, the element
/// shells) and the protocol in `Protocol/` (messages, patch building); this
/// type only keeps the window's state: what the tab was sent, the message
/// numbers, and the recent messages for a reconnect.
@MainActor
public final class WebWindow {
    /// Public identity of the window, put in the page.
    public let id: String
    /// Secret the page's WebSocket must present.
    public let token: String
    /// The window's view graph.
    public let graph: ViewGraph
    /// Sends one JSON text frame to the connected tab; nil while disconnected.
    public var send: (@MainActor (String) -> Void)?
    /// Whether the window is served by the development loop
    /// (``WebConfiguration/developmentLoop``): its tab keeps the views' state
    /// too, not only `@SceneStorage`, and brings it to a new window.
    public var developmentLoop = false
    /// The restoration record the tab was last sent, and the scene storage's version then.
    private var sentRecord: String?
    private var sentSceneStorageVersion = 0
    /// Sends the record a moment after the development loop's changes settle.
    private var recordTask: Task<Void, Never>?
    /// Whether the window took a restoration record (once, before any event).
    private var wasRestored = false

    /// What the tab's DOM holds.
    private let tree = ClientTree()
    /// The number of the last message sent (patch or reset); the first paint is 0.
    public private(set) var sequence = 0
    /// The number of the last client event applied.
    public private(set) var acknowledged = 0
    private var buffer = PatchBuffer()
    private var hasRendered = false
    /// The last update whose report a patch carried (inspect mode).
    private var inspectedUpdate = 0
    /// How often `visible` reports are applied.
    private var visibleThrottle = VisibleThrottle()
    /// Reports the throttle held back: the latest per lazy segment.
    private var heldVisibleRows: [ElementID: VisibleRows] = [:]
    /// Applies the held reports when a token is due.
    private var heldVisibleTask: Task<Void, Never>?
    /// The files the tab sent for `.fileImporter`, and the copies of those it saved.
    lazy var uploads = UploadStore(window: id)
    /// The files of a `.fileExporter` the tab is downloading, by element.
    private var exports: [Int: [ExportedFile]] = [:]

    /// File `index` of the `.fileExporter` element `target`: its documents
    /// are written when the tab asks for the first, and kept until the last.
    func exportedFile(target: Int, index: Int) -> ExportedFile? {
        if index == 0 { exports[target] = graph.exportFiles(from: ElementID(rawValue: target)) }
        guard let files = exports[target], files.indices.contains(index) else { return nil }
        if index == files.count - 1 { exports[target] = nil }
        return files[index]
    }

    /// The largest client message accepted, in UTF-8 bytes.
    public static let maximumMessageBytes = ClientMessage.maximumBytes
    /// The frame that tells a stale page to reload (sent by the server for a
    /// window it does not know, after a restart).
    public static let reloadFrame = ServerMessage.reload

    /// Creates a window showing `graph`.
    ///
    /// A window lives as long as its tab, so it keeps counts of body
    /// evaluations but not a record of each (which would grow with every
    /// update); the graph's ``EvaluationStatistics/keepsRecords`` is turned off.
    public init(graph: ViewGraph, id: String, token: String) {
        self.graph = graph
        self.id = id
        self.token = token
        graph.statistics.keepsRecords = false
        graph.onUpdate = { [weak self] changes in self?.push(changes) }
        graph.openURLHandler = { [weak self] url in self?.open(url) ?? false }
        graph.openWindowHandler = { [weak self] id in self?.send?(ServerMessage.openWindow(id: id)) }
        // A tab can close itself only when a script opened it (`openWindow`).
        graph.dismissWindowHandler = { [weak self] _ in self?.send?(ServerMessage.closeWindow) }
        graph.scrollHandler = { [weak self] target, anchor in self?.send?(ServerMessage.scroll(to: target, anchor: anchor)) }
    }

    /// The window's content as HTML: the first paint.
    ///
    /// A `<div id="observatory">` carrying the window's id, token and message
    /// number (`data-window`, `data-token`, `data-seq`) around the root
    /// element. The client script reads them to connect.
    public func renderHTML() -> String {
        // What changed since the mount (data loaded meanwhile) is painted too.
        if !hasRendered { _ = graph.update() }
        if hasRendered {
            // A second first paint: what the tab had is gone.
            sequence += 1
            buffer.removeAll()
        }
        hasRendered = true
        tree.removeAll()
        var renderer = HTMLRenderer(tree: tree)
        var out = MarkupBuffer()
        out.append("<div id=\"observatory\" data-window=\"\(HTML.escape(id))\" data-token=\"\(HTML.escape(token))\" data-seq=\"\(sequence)\"")
        out.append(developmentLoop ? " data-dev=\"1\">" : ">")
        renderer.render(graph.rootElement, placement: Placement(region: Placements.main, context: .plain), into: &out)
        tree.shrinkToFit()
        out.append("</div>")
        return out.text
    }

    /// Handles one text frame from the tab. Returns the frames to send back
    /// (the patch answering an event). Throws on a malformed or hostile message:
    /// the server then closes this socket and logs the error.
    public func receive(_ text: String) throws(WebProtocolError) -> [String] {
        let decoded = try ClientMessage.decodeFrame(text)
        if let applied = decoded.applied {
            guard applied <= sequence else {
                throw WebProtocolError(reason: "applied \(applied) is beyond the last message sent (\(sequence))")
            }
            buffer.drop(through: applied)
        }
        switch decoded.message {
        case .applied:
            return []
        case .event(let sequence, let target, let event):
            let element = try resolve(target)
            let graphEvent = try element.flatMap { element throws(WebProtocolError) in
                try EventRules.graphEvent(event, for: element)
            }
            guard sequence > acknowledged else { return [] }  // already applied (resent after a reconnect)
            let label = graph.inspector == nil ? nil : Self.label(event, target: target, element: element)
            guard var graphEvent else { return [answer(sequence, changes: nil, event: label)] }
            // The files a picker sent: their placeholders become the uploads' files.
            if case .fileImport(let outcome) = graphEvent { graphEvent = .fileImport(try uploads.resolve(outcome)) }
            if case .fileExport(let outcome) = graphEvent { graphEvent = .fileExport(try uploads.resolve(outcome)) }
            if case .drop(var sample) = graphEvent, case .outside(var drag) = sample.payload, !drag.files.isEmpty {
                guard case .files(let files) = try uploads.resolve(.files(drag.files)) else { return [] }
                drag.files = files
                sample.payload = .outside(drag)
                graphEvent = .drop(sample)
            }
            acknowledged = sequence
            return [answer(sequence, changes: graph.send(graphEvent, to: target), event: label)]
        case .navigate(let sequence, let stack, let depth):
            let element = try resolve(stack)
            if let element, element.role != .navigationStack {
                throw WebProtocolError(reason: "navigate target #\(stack.rawValue) is not a navigation stack")
            }
            guard sequence > acknowledged else { return [] }
            let label = "navigate #\(stack.rawValue) to depth \(depth)"
            guard element != nil else { return [answer(sequence, changes: nil, event: label)] }
            acknowledged = sequence
            // Back pops; forward pushes again what back popped.
            return [answer(sequence, changes: graph.send(.navigate(depth: depth), to: stack), event: label)]
        case .visible(let target, let rows):
            // A spacer that left the tree (its list changed meanwhile) is no error.
            guard let element = try resolve(target) else { return [] }
            guard element.role == .lazySpacer else {
                throw WebProtocolError(reason: "visible target #\(target.rawValue) (\(element.role)) is not a lazy list's spacer")
            }
            guard heldVisibleRows.isEmpty, visibleThrottle.admit(at: .now) else {
                holdVisibleRows(rows, for: target)
                return []
            }
            return showVisibleRows(rows, in: target).map { [$0] } ?? []
        case .restore(let record):
            // Once, for a page that has done nothing yet; a tab that
            // reconnects to its window has the state already.
            guard !wasRestored, acknowledged == 0 else { return [] }
            wasRestored = true
            do {
                try graph.restore(fromRecord: record, includingViewState: developmentLoop)
            } catch {
                throw WebProtocolError(reason: error.description)
            }
            sentRecord = record
            sentSceneStorageVersion = graph.sceneStorageVersion
            return [reset()]
        case .environment(let environment):
            graph.updateEnvironment { environment.apply(to: &$0) }
            let changes = graph.update()
            guard hasRendered, !changes.isEmpty else { return [] }
            return [frame(ops: PatchBuilder.ops(for: changes, graph: graph, tree: tree), animation: changes.animation, event: "environment \(environment)")]
        }
    }

    /// Called when a tab (re)connects, telling the last patch sequence number
    /// it applied. Returns the frames that bring it up to date: the messages
    /// it missed when they are still kept, else a `reset` with the whole
    /// content. A negative number asks for a reset.
    public func resume(lastSequence: Int) -> [String] {
        if hasRendered, lastSequence >= 0, lastSequence <= sequence,
           let missed = buffer.frames(after: lastSequence, latest: sequence) {
            return missed
        }
        return [reset()]
    }

    /// Sets how many `visible` reports the window applies at once after a
    /// rest (`burst`) and per second under a flood (`perSecond`); 10 and 60
    /// by default. Benchmarks lift it to measure every report.
    @_spi(Observatory)
    public func throttleVisibleReports(burst: Int, perSecond: Double) {
        visibleThrottle = VisibleThrottle(burst: burst, refillPerSecond: perSecond)
    }

    /// How many messages are kept for a reconnect (for tests).
    var bufferedMessageCount: Int { buffer.frames.count }

    /// Ends the window: its views disappear and its tasks are cancelled.
    public func close() {
        uploads.removeAll()
        heldVisibleTask?.cancel()
        heldVisibleTask = nil
        recordTask?.cancel()
        recordTask = nil
        graph.onUpdate = nil
        send = nil
        graph.close()
    }

    /// Asks the tab to open `url` (`openURL`): a web, mail or phone URL, or
    /// a relative one. Returns false for another scheme, or without a tab.
    func open(_ url: URL) -> Bool {
        let scheme = url.scheme?.lowercased()
        guard scheme == nil || ["http", "https", "mailto", "tel"].contains(scheme!), let send else { return false }
        send(ServerMessage.open(url.absoluteString))
        return true
    }

    // MARK: Internals

    /// The live element `id` names; nil when it was this tab's but has left
    /// the tree (a race, answered with an empty patch); an error when the id
    /// was never sent to this tab.
    private func resolve(_ id: ElementID) throws(WebProtocolError) -> Element? {
        guard id.rawValue <= tree.highestIssuedID else {
            throw WebProtocolError(reason: "element #\(id.rawValue) does not belong to this window")
        }
        return graph.element(id)
    }

    /// The patch answering the client's event `sequence`.
    private func answer(_ sequence: Int, changes: ElementChanges?, event: String?) -> String {
        acknowledged = max(acknowledged, sequence)
        if changes != nil { stateMayHaveChanged() }
        let ops = changes.map { PatchBuilder.ops(for: $0, graph: graph, tree: tree) } ?? []
        return frame(ops: ops, animation: ops.isEmpty ? nil : changes?.animation, event: event)
    }

    /// Numbers, keeps and returns a patch message. In inspect mode it carries
    /// the report of the update it shows (`event` names what caused it).
    private func frame(ops: [PatchOp], animation: Animation? = nil, event: String? = nil) -> String {
        sequence += 1
        var text = ServerMessage.patch(sequence: sequence, acknowledged: acknowledged, ops: ops, animation: animation?.attributeValue)
        if let inspector = graph.inspector {
            let report = inspector.lastReport.flatMap { $0.number > inspectedUpdate ? $0 : nil }
            if let report { inspectedUpdate = report.number }
            let payload = InspectionPayload.json(report: report, event: event, patchBytes: text.utf8.count)
            text = ServerMessage.addingInspection(payload, to: text)
        }
        buffer.append(sequence: sequence, text: text)
        return text
    }

    /// How the inspector names a client event: `tap #12 (button)`.
    private static func label(_ event: ElementEvent, target: ElementID, element: Element?) -> String {
        let role = element.map { " (\($0.role))" } ?? ""
        // The event's kind only: an input's text may be long, and the panel shows the mutation.
        let name = String(describing: event).prefix { $0 != "(" }
        return "\(name) #\(target.rawValue)\(role)"
    }

    /// A reset message with the whole content; what the tab had is forgotten.
    private func reset() -> String {
        hasRendered = true
        sequence += 1
        tree.removeAll()
        var renderer = HTMLRenderer(tree: tree)
        var html = MarkupBuffer()
        renderer.render(graph.rootElement, placement: Placement(region: Placements.main, context: .plain), into: &html)
        tree.shrinkToFit()
        buffer.removeAll()
        return ServerMessage.reset(sequence: sequence, acknowledged: acknowledged, html: html.text)
    }

    /// Moves a lazy segment's window to `rows` (the graph clamps them);
    /// the patch, if anything changed, is a pushed frame.
    private func showVisibleRows(_ rows: VisibleRows, in spacer: ElementID) -> String? {
        guard hasRendered, let changes = graph.send(.visibleRows(rows), to: spacer), !changes.isEmpty else { return nil }
        let ops = PatchBuilder.ops(for: changes, graph: graph, tree: tree)
        guard !ops.isEmpty else { return nil }
        return frame(ops: ops, animation: nil, event: "visible #\(spacer.rawValue) \(rows)")
    }

    /// Keeps a report the throttle held back (the latest per segment) and
    /// applies the held reports, in one update each, when a token is due.
    private func holdVisibleRows(_ rows: VisibleRows, for spacer: ElementID) {
        heldVisibleRows[spacer] = rows
        guard heldVisibleTask == nil else { return }
        let delay = visibleThrottle.delayUntilNextToken(after: .now)
        heldVisibleTask = Task { [weak self] in
            try? await Task.sleep(for: delay)
            guard !Task.isCancelled else { return }
            self?.applyHeldVisibleRows()
        }
    }

    private func applyHeldVisibleRows() {
        heldVisibleTask = nil
        _ = visibleThrottle.admit(at: .now)
        let held = heldVisibleRows
        heldVisibleRows = [:]
        for (spacer, rows) in held.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            // A spacer that left the tree meanwhile is skipped.
            guard graph.element(spacer) != nil, let text = showVisibleRows(rows, in: spacer) else { continue }
            send?(text)
        }
    }

    /// Runs the graph's pending update now and pushes its patch, as the
    /// graph's own scheduled update would (for tests).
    func flushUpdate() {
        let changes = graph.update()
        if !changes.isEmpty { push(changes) }
    }

    /// Pushes the patch of an update the graph ran by itself.
    private func push(_ changes: ElementChanges) {
        guard hasRendered else { return }
        let ops = PatchBuilder.ops(for: changes, graph: graph, tree: tree)
        guard !ops.isEmpty else { return }
        let text = frame(ops: ops, animation: changes.animation)
        send?(text)
        stateMayHaveChanged()
    }

    // MARK: Restoration

    /// Sends the tab the window's restoration record when it may have
    /// changed: at once when `@SceneStorage` changed; in the development
    /// loop, also a moment after the views' state changes settle (walking
    /// the tree for it is a cost only the development loop pays).
    private func stateMayHaveChanged() {
        if developmentLoop {
            guard recordTask == nil else { return }
            recordTask = Task { [weak self] in
                try? await Task.sleep(for: Self.recordDelay)
                guard !Task.isCancelled else { return }
                self?.sendRecord()
            }
        } else if graph.sceneStorageVersion != sentSceneStorageVersion {
            sendRecord()
        }
    }

    /// How long the development loop waits after a change before it sends the record.
    static let recordDelay: Duration = .milliseconds(150)

    /// Sends the record, unless it is what the tab has.
    func sendRecord() {
        recordTask = nil
        sentSceneStorageVersion = graph.sceneStorageVersion
        guard let send, let record = graph.restorationRecord(includingViewState: developmentLoop), record != sentRecord
        else { return }
        sentRecord = record
        send(ServerMessage.restoration(record))
    }
}

/// A message from a browser that breaks the protocol.
public struct WebProtocolError: Error, CustomStringConvertible {
    /// What was wrong, for the log.
    public let reason: String

    /// Describes a protocol violation.
    public init(reason: String) { self.reason = reason }

    public var description: String { "protocol error: \(reason)" }
}
