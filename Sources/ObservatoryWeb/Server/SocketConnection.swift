/// The outgoing side of one tab's WebSocket, as the main actor sees it.
///
/// Frames from the window (pushes through ``WebWindow/send`` and the replies
/// to events) go to the connection's ``SocketOutput`` in the order the main
/// actor produced them. On a served socket that output writes each frame to
/// the channel at once (``ChannelSocketOutput``): no task and no queue wait
/// for frames, which took about 3.5 KB per live window.
final class SocketConnection: Sendable {
    /// An item for the socket.
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

    /// Where the frames go.
    let output: any SocketOutput

    init(output: any SocketOutput) {
        self.output = output
    }

    /// Sends a text frame.
    func send(_ text: String) {
        output.write(.text(text))
    }

    /// Closes the socket after whatever was sent; nothing is sent after it.
    func close(code: UInt16, reason: String) {
        output.write(.close(code: code, reason: reason))
        output.finish()
    }

    /// Ends the output: nothing more is sent.
    func finish() {
        output.finish()
    }

    /// Pings the tab, or closes the socket if it did not answer the last ping.
    func ping() {
        output.ping()
    }
}

/// Where a ``SocketConnection``'s frames go, in order.
protocol SocketOutput: Sendable {
    /// Sends `item` after everything written before it.
    func write(_ item: SocketConnection.Outgoing)
    /// Ends the output; later writes are dropped.
    func finish()
    /// Pings the tab, or closes the socket if the last ping is unanswered
    /// (``SocketPingWatch``).
    func ping()
}

extension SocketOutput {
    /// No ping: an output without a socket.
    func ping() {}
}
