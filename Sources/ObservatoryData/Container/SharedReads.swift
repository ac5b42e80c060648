import Observatory
import Synchronization

/// Reads ahead of the main actor that are queued and not started yet, by
/// what they read: a query that many windows show is read once for all of
/// them (after a process missed changes, every window fetches again at once).
///
/// Invariant: a read leaves `queued` the moment it starts, so a caller that
/// joins one never gets rows read before it asked.
final class SharedReads: Sendable {
    /// A `SanitizedMutex`: reads started in the background take their
    /// entry out while other threads queue theirs, and ThreadSanitizer does
    /// not see a plain `Mutex` (futexes) order them.
    private let queued = SanitizedMutex<[String: Task<StoreReadAhead, any Error>]>([:])
    /// How many reads started (tests check that windows shared them).
    let startedCount = Atomic<Int>(0)
    /// How many reads were asked for, started or joined (tests wait for them).
    let requestedCount = Atomic<Int>(0)

    /// The result of `body` for `key`: of a queued read of the same key, or
    /// of a new one, run with `store.inBackground`.
    func read(
        _ key: String, on store: any ModelStore, _ body: @escaping @Sendable () throws -> StoreReadAhead
    ) async throws -> StoreReadAhead {
        let task = queued.withLock { queued in
            requestedCount.add(1, ordering: .relaxed)
            if let waiting = queued[key] { return waiting }
            let task = Task {
                try await store.inBackground {
                    self.queued.withLock { _ = $0.removeValue(forKey: key) }
                    self.startedCount.add(1, ordering: .relaxed)
                    return try body()
                }
            }
            queued[key] = task
            return task
        }
        return try await task.value
    }
}

extension StoreFetch {
    /// What the fetch reads, as a key: two fetches with the same key select
    /// the same rows.
    var readKey: String {
        var key = entity.name + "\u{1}" + (filter.map { $0.text + "\u{2}" + "\($0.arguments)" } ?? "")
        for term in order { key += "\u{1}" + term.text + "\u{2}" + "\(term.arguments)" }
        key += "\u{1}\(limit.map(String.init) ?? "")\u{1}\(offset.map(String.init) ?? "")"
        return key
    }
}
