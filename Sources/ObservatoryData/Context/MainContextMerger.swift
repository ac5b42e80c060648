import ObservatoryUI

/// Brings the main context up to date with what other contexts save: models
/// it holds take their new stored values (so views showing them update), and
/// deleted ones leave it.
@MainActor
final class MainContextMerger: SaveObserver {
    private weak var context: ModelContext?

    init(_ context: ModelContext) {
        self.context = context
    }

    func containerDidSave(_ changes: ModelChanges, by saver: ObjectIdentifier, readAhead: StoreReadAhead?) {
        guard let context, saver != ObjectIdentifier(context) else { return }
        if changes.mayHaveMissedChanges {
            refreshAll(in: context)
            return
        }
        for id in changes.deleted {
            guard let model = context.registered.removeValue(forKey: id) else { continue }
            model._$modelState.context = nil
        }
        // A model with unsaved changes of its own keeps them (its save wins),
        // and a rollback of them reads the store.
        let stale = changes.updated.keys.filter { id in
            guard let state = context.registered[id]?._$modelState else { return false }
            if state.hasChanges { state.storedValuesMayBeOld = true }
            return !state.hasChanges
        }
        guard !stale.isEmpty else { return }
        if readAhead == nil && context.container.store.isOnNetwork {
            refreshInBackground(stale, in: context)
            return
        }
        refresh(stale, in: context, readAhead: readAhead)
    }

    private func refresh(_ ids: [PersistentIdentifier], in context: ModelContext, readAhead: StoreReadAhead?) {
        context.withReadAhead(readAhead) {
            for id in ids {
                guard let model = context.registered[id], !model._$modelState.hasChanges else { continue }
                do {
                    try context.refresh(model)
                } catch {
                    ModelContext.logger.error("could not merge a saved change: \(error)", metadata: ["model": "\(id)"])
                }
            }
        }
    }

    /// Reads the rows of `ids` off the main actor, then refreshes the models.
    private func refreshInBackground(_ ids: [PersistentIdentifier], in context: ModelContext) {
        let container = context.container
        var roots: [String: [Int64]] = [:]
        for id in ids { if let rowID = id.rowID { roots[id.entityName, default: []].append(rowID) } }
        let pending = PendingLoads.begin()
        Task { @MainActor [weak self] in
            defer { PendingLoads.end(pending) }
            do {
                let readAhead = try await container.store.inBackground { [roots] in
                    try StoreReadAhead.read(roots: roots, entities: container.entities, from: container.store)
                }
                guard let self, let context = self.context else { return }
                refresh(ids, in: context, readAhead: readAhead)
            } catch {
                ModelContext.logger.error("could not read saved changes again: \(error)")
            }
        }
    }

    /// Reads every model the context holds again, but those with unsaved
    /// changes; a model whose row is gone leaves the context. One read per
    /// model type: this runs once per gap in hearing other processes.
    private func refreshAll(in context: ModelContext) {
        let ids = Array(context.registered.keys)
        for model in context.registered.values where model._$modelState.hasChanges {
            model._$modelState.storedValuesMayBeOld = true
        }
        if context.container.store.isOnNetwork {
            refreshInBackground(ids, in: context)
        } else {
            refresh(ids, in: context, readAhead: nil)
        }
    }
}
