/// The outgoing side of one tab's WebSocket, as the main actor sees it.
///
/// Frames from the window (pushes through ``WebWindow/send`` and the replies
/// to events) are queued here in the order the main actor produced them; one
/// writer task drains the queue into the socket.
final class SocketConnection: Sendable {
    /// An item for the writer.
    enum Outgoing: Sendable, Equatable {
        /// A text frame.
        case text(String)
        /// Close the socket with a WebSocket close code.
        case close(code: UInt16, reason: String)
    }

    /// Close code sent to a socket that another socket of the same window replaced.
    static let replacedCloseCode: UInt16 = 4001
    /// Close code sent when the server shuts down or the window expired.
    static let goingAwayCloseCode: UInt16 = 1001
    /// Close code sent after a protocol violation.
    static let policyViolationCloseCode: UInt16 = 1008

    /// The queued items, for the writer.
    let outgoing: AsyncStream<Outgoing>
    private let continuation: AsyncStream<Outgoing>.Continuation

    init() {
        (outgoing, continuation) = AsyncStream.makeStream(of: Outgoing.self)
    }

    /// Queues a text frame.
    func send(_ text: String) {
        continuation.yield(.text(text))
    }

    /// Queues a close after whatever is queued, and ends the queue.
    func close(code: UInt16, reason: String) {
        continuation.yield(.close(code: code, reason: reason))
        continuation.finish()
    }

    /// Ends the queue; the writer stops once it has written what is queued.
    func finish() {
        continuation.finish()
    }
}
