#if PostgreSQL
import NIOCore

/// A wait on the network that did not end in time.
struct NetworkWaitTimedOut: Error, CustomStringConvertible {
    let limit: TimeAmount
    var description: String { "no answer within \(limit.nanoseconds / 1_000_000) ms" }
}

extension EventLoopFuture where Value: Sendable {
    /// The future, failed with ``NetworkWaitTimedOut`` if it has not
    /// completed within `limit`; then `onTimeout` runs too (it closes the
    /// connection, so the server ends the transaction as well).
    ///
    /// A connection is trusted to fail its pending queries when it closes;
    /// the bound does not depend on that.
    func bounded(atMost limit: TimeAmount, onTimeout: @escaping @Sendable () -> Void) -> EventLoopFuture<Value> {
        let bounded = eventLoop.makePromise(of: Value.self)
        let timer = eventLoop.scheduleTask(in: limit) {
            bounded.fail(NetworkWaitTimedOut(limit: limit))
            onTimeout()
        }
        whenComplete { result in
            timer.cancel()
            bounded.completeWith(result)
        }
        return bounded.futureResult
    }

    /// Waits for the future, never longer than `limit` (see ``bounded(atMost:onTimeout:)``).
    func wait(atMost limit: TimeAmount, onTimeout: @escaping @Sendable () -> Void) throws -> Value {
        try bounded(atMost: limit, onTimeout: onTimeout).wait()
    }
}
#endif
