
/// Collects invalidations from any thread and asks for one update per turn.
///
/// Observation callbacks run on the thread that mutates. They only append
/// here (under a lock) and, for the first invalidation of a turn, schedule a
/// flush on the main actor. All mutations made while one event is handled
/// therefore produce one update.
final class UpdateQueue: Sendable {
    private struct Pending: ~Copyable {
        var entries: [(nodeID: Int, cause: UpdateCause)] = []
        var flushScheduled = false
        /// The transaction of the latest invalidation made inside
        /// `withAnimation`/`withTransaction`, for the next update.
        var transaction: Transaction?
    }

    // Mutex plus ThreadSanitizer annotations: Synchronization's Mutex is
    // invisible to TSan on Linux.
    private let pending = SanitizedMutex(Pending())
    /// Asks the main actor to flush soon; set by the graph's owner.
    private let scheduleFlush: @Sendable () -> Void

    init(scheduleFlush: @escaping @Sendable () -> Void) {
        self.scheduleFlush = scheduleFlush
    }

    /// Records that the node with id `nodeID` must re-run because of
    /// `cause`. The graph finds the node when it drains the queue, among its
    /// observing nodes: a callback that comes after the node left finds none.
    func invalidate(_ nodeID: Int, cause: UpdateCause) {
        // Only code inside withAnimation/withTransaction pays for reading the task-local.
        let transaction = TransactionScope.isActive ? Transaction.current : nil
        let mustSchedule = pending.withLock { pending -> Bool in
            if let transaction { pending.transaction = transaction }
            // A loop of writes to one property repeats the same entry: keep one.
            if let last = pending.entries.last, last.nodeID == nodeID, last.cause == cause {
                return false
            }
            pending.entries.append((nodeID, cause))
            if pending.flushScheduled { return false }
            pending.flushScheduled = true
            return true
        }
        if mustSchedule { scheduleFlush() }
    }

    /// Schedules a flush without recording anything (an invalidation made on
    /// the main actor outside an update).
    func requestFlush() {
        let mustSchedule = pending.withLock { pending -> Bool in
            if pending.flushScheduled { return false }
            pending.flushScheduled = true
            return true
        }
        if mustSchedule { scheduleFlush() }
    }

    /// Takes everything recorded so far; the next invalidation schedules again.
    func drain() -> [(nodeID: Int, cause: UpdateCause)] {
        let entries = pending.withLock { pending in
            pending.flushScheduled = false
            let entries = pending.entries
            pending.entries.removeAll(keepingCapacity: true)
            return entries
        }
        return entries
    }

    /// Whether invalidations are waiting.
    var hasPending: Bool {
        pending.withLock { !$0.entries.isEmpty }
    }

    /// The transaction of the changes since the last call, if any was made
    /// inside a transaction; clears it.
    func takeTransaction() -> Transaction? {
        pending.withLock { pending in
            let transaction = pending.transaction
            pending.transaction = nil
            return transaction
        }
    }
}
