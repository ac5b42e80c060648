import Observatory
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
    private let entries = SanitizedMutex<[Entry]>([])
    /// Writes of the container's contexts begun (and not failed), and those
    /// whose changes the main actor has heard: while they differ, a read
    /// may see a save the queries have not applied yet.
    private let writesBegun = Atomic<Int>(0)
    private let writesHeard = Atomic<Int>(0)

    /// A context is about to write a save (call before the store commits
    /// it); its ``send(_:by:readAhead:written:)`` says when it is heard.
    func writeBegins() { writesBegun.add(1, ordering: .sequentiallyConsistent) }

    /// The write begun last failed: nothing of it will be heard.
    func writeFailed() { writesBegun.subtract(1, ordering: .sequentiallyConsistent) }

    /// Whether the main actor has heard every write begun so far: a read
    /// that ended before this call saw no save the queries lack (other
    /// processes' saves aside, which their notices bring).
    var heardEveryWrite: Bool {
        writesHeard.load(ordering: .sequentiallyConsistent) >= writesBegun.load(ordering: .sequentiallyConsistent)
    }

    func add(_ observer: any SaveObserver) {
        entries.withLock { entries in
            entries.removeAll { $0.observer == nil }
            entries.append(Entry(observer: observer))
        }
    }

    /// Delivers `changes` to the observers on the main actor; `written`
    /// says they are those of a write that ``writeBegins()`` announced,
    /// counted heard as they are delivered.
    func send(_ changes: ModelChanges, by context: ObjectIdentifier, readAhead: StoreReadAhead? = nil, written: Bool = false) {
        guard !changes.isEmpty else {
            if written { writesHeard.add(1, ordering: .sequentiallyConsistent) }
            return
        }
        let receivers = entries.withLock { entries in
            entries.removeAll { $0.observer == nil }
            return entries
        }
        let deliver: @MainActor () -> Void = {
            if written { self.writesHeard.add(1, ordering: .sequentiallyConsistent) }
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
