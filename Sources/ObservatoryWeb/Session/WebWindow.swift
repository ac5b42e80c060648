import ObservatoryUI

/// One browser tab: a window of the app, with its own view graph and
/// `@State`, rendered to HTML once and then kept in sync by patches.
///
/// The server creates one per `GET /`, hands the page its ``id`` and
/// ``token``, and connects the tab's WebSocket to it. Everything here runs
/// on the main actor, where the view graph lives.
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

    /// Creates a window showing `graph`.
    public init(graph: ViewGraph, id: String, token: String) {
        self.graph = graph
        self.id = id
        self.token = token
    }

    /// The window's content as HTML: the first paint.
    public func renderHTML() -> String {
        fatalError("ObservatoryWeb: renderer not implemented yet")
    }

    /// Handles one text frame from the tab. Returns the frames to send back
    /// (the patch answering an event). Throws on a malformed or hostile message:
    /// the server then closes this socket and logs the error.
    public func receive(_ text: String) throws(WebProtocolError) -> [String] {
        throw WebProtocolError(reason: "not implemented")
    }

    /// Called when a tab (re)connects, telling the last patch sequence number
    /// it applied. Returns the frames that bring it up to date.
    public func resume(lastSequence: Int) -> [String] {
        []
    }

    /// Ends the window: its views disappear and its tasks are cancelled.
    public func close() {
        graph.close()
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
