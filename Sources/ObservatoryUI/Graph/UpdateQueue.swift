
/// Collects invalidations from any thread and asks for one update per turn.
///
/// Observation callbacks run on the thread that mutates. They only append
/// here (under a lock) and, for the first invalidation of a turn, schedule a
/// flush on the main actor. All mutations made while one event is handled
/// therefore produce one update.
final class UpdateQueue: Sendable {
    private struct Pending: ~Copyable {
        var entries: [(NodeToken, UpdateCause)] = []
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

    /// Records that `token`'s node must re-run because of `cause`.
    func invalidate(_ token: NodeToken, cause: UpdateCause) {
        // Only code inside withAnimation/withTransaction pays for reading the task-local.
        let transaction = TransactionScope.isActive ? Transaction.current : nil
        let mustSchedule = pending.withLock { pending -> Bool in
            if let transaction { pending.transaction = transaction }
            // A loop of writes to one property repeats the same entry: keep one.
            if let last = pending.entries.last, last.0 === token, last.1 == cause {
                return false
            }
            pending.entries.append((token, cause))
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
    func drain() -> [(NodeToken, UpdateCause)] {
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

/// A sendable handle on a node, given to observation callbacks.
///
/// Callbacks only pass the token to ``UpdateQueue/invalidate(_:cause:)``;
/// the node behind it is read on the main actor, by the graph, and only
/// while the node is mounted.
///
/// Invariant: ``node`` is the node until it leaves the tree or is freed,
/// then nil. The node clears it itself (``Node/unmount()`` and its
/// `deinit`), both on the main actor, so the reference needs no weak
/// reference's side table: a weak reference here cost every node that
/// observes anything a 32-byte allocation.
///
/// The token is also the observer of its node's trackings
/// (``ObservationTarget``): a change invalidates the node through the
/// graph's queue, and no closure is allocated per evaluation for it.
final class NodeToken: @unchecked Sendable, ObservationTarget {
    nonisolated(unsafe) private unowned(unsafe) var storedNode: Node?
    /// The queue of the node's graph, which outlives the node.
    private let queue: UpdateQueue

    init(_ node: Node, queue: UpdateQueue) {
        storedNode = node
        self.queue = queue
    }

    /// Invalidates the node for an observed change (any thread).
    func observedChange(_ tracking: ObservationTracking) {
        queue.invalidate(self, cause: .observed(ObservedProperty(tracking)))
    }

    /// The node, while it is mounted.
    @MainActor var node: Node? { storedNode }

    /// Called by the node as it leaves the tree, or is freed.
    func detach() { storedNode = nil }
}
