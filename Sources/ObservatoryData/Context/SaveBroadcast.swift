import ObservatoryUI
import Dispatch
import Synchronization

/// Hears about every save of a container's contexts, on the main actor.
@MainActor
protocol SaveObserver: AnyObject {
    /// `changes` were saved by `context`; `readAhead`, when not nil, holds
    /// the rows they name (and what those reach), read off the main actor.
    func containerDidSave(_ changes: ModelChanges, by context: ObjectIdentifier, readAhead: StoreReadAhead?)
}

/// The container's list of save observers: `@Query` results and the main
/// context. A save on the main actor reaches them before `save()` returns;
/// a save elsewhere reaches them on the main actor soon after.
final class SaveBroadcast: Sendable {
    private struct Entry: @unchecked Sendable {
        // Dereferenced on the main actor only.
        weak var observer: (any SaveObserver)?
    }
    private let entries = Mutex<[Entry]>([])

    func add(_ observer: any SaveObserver) {
        entries.withLock { entries in
            entries.removeAll { $0.observer == nil }
            entries.append(Entry(observer: observer))
        }
    }

    func send(_ changes: ModelChanges, by context: ObjectIdentifier, readAhead: StoreReadAhead? = nil) {
        guard !changes.isEmpty else { return }
        let receivers = entries.withLock { entries in
            entries.removeAll { $0.observer == nil }
            return entries
        }
        let deliver: @MainActor () -> Void = {
            for entry in receivers { entry.observer?.containerDidSave(changes, by: context, readAhead: readAhead) }
        }
        if MainQueue.isCurrent {
            MainActor.assumeIsolated(deliver)
        } else {
            // Straight onto the main queue, the main actor's executor: a
            // `Task { @MainActor in … }` first needs a thread of the
            // cooperative pool, and when synchronous store calls hold every
            // one of those, the changes waited for seconds.
            DispatchQueue.main.async { MainActor.assumeIsolated(deliver) }
        }
    }
}
