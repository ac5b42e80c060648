/// What one `save()` wrote: the models inserted, updated (with the names of
/// the properties that changed) and deleted.
public struct ModelChanges: Sendable, Equatable {
    /// The models inserted, with their new identities.
    public var inserted: [PersistentIdentifier] = []
    /// The models updated, and which of their properties changed.
    public var updated: [PersistentIdentifier: Set<String>] = [:]
    /// The models deleted.
    public var deleted: [PersistentIdentifier] = []

    /// Whether the save wrote nothing.
    public var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    /// The changes of models of the table `entityName`.
    func of(_ entityName: String) -> ModelChanges {
        ModelChanges(
            inserted: inserted.filter { $0.entityName == entityName },
            updated: updated.filter { $0.key.entityName == entityName },
            deleted: deleted.filter { $0.entityName == entityName })
    }
}

/// Hears about every save of a container's contexts, on the main actor.
@MainActor
protocol SaveObserver: AnyObject {
    /// `changes` were saved by `context`.
    func containerDidSave(_ changes: ModelChanges, by context: ObjectIdentifier)
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

    func send(_ changes: ModelChanges, by context: ObjectIdentifier) {
        guard !changes.isEmpty else { return }
        let receivers = entries.withLock { entries in
            entries.removeAll { $0.observer == nil }
            return entries
        }
        let deliver: @MainActor () -> Void = {
            for entry in receivers { entry.observer?.containerDidSave(changes, by: context) }
        }
        if MainQueue.isCurrent {
            MainActor.assumeIsolated(deliver)
        } else {
            Task { @MainActor in deliver() }
        }
    }
}

import ObservatoryUI
import Synchronization
