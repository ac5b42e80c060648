import Synchronization
@testable import ObservatoryWeb

/// A socket output that queues what a connection sends, for the tests to
/// read in order (a served socket writes to its channel instead).
final class QueuedSocketOutput: SocketOutput {
    let items: AsyncStream<SocketConnection.Outgoing>
    private let continuation: AsyncStream<SocketConnection.Outgoing>.Continuation
    private let pingCount = Mutex(0)

    /// How many times the connection was pinged.
    var pings: Int { pingCount.withLock { $0 } }

    init() {
        (items, continuation) = AsyncStream.makeStream(of: SocketConnection.Outgoing.self)
    }

    func write(_ item: SocketConnection.Outgoing) {
        continuation.yield(item)
    }

    func finish() {
        continuation.finish()
    }

    func ping() {
        pingCount.withLock { $0 += 1 }
    }
}

extension SocketConnection {
    /// A connection whose frames are queued for the test.
    convenience init() {
        self.init(output: QueuedSocketOutput())
    }

    /// What the connection sent, ending when it is finished or closed.
    var outgoing: AsyncStream<Outgoing> {
        (output as! QueuedSocketOutput).items
    }
}
