/// Brings the main context up to date with what other contexts save: models
/// it holds take their new stored values (so views showing them update), and
/// deleted ones leave it.
@MainActor
final class MainContextMerger: SaveObserver {
    private weak var context: ModelContext?

    init(_ context: ModelContext) {
        self.context = context
    }

    func containerDidSave(_ changes: ModelChanges, by saver: ObjectIdentifier) {
        guard let context, saver != ObjectIdentifier(context) else { return }
        if changes.mayHaveMissedChanges {
            refreshAll(in: context)
            return
        }
        for id in changes.updated.keys {
            // A model with unsaved changes of its own keeps them (its save wins).
            guard let model = context.registered[id], !model._$modelState.hasChanges else { continue }
            do {
                try context.refresh(model)
            } catch {
                ModelContext.logger.error("could not merge a saved change: \(error)", metadata: ["model": "\(id)"])
            }
        }
        for id in changes.deleted {
            guard let model = context.registered.removeValue(forKey: id) else { continue }
            model._$modelState.context = nil
        }
    }

    /// Reads every model the context holds again, but those with unsaved
    /// changes; a model whose row is gone leaves the context. One read per
    /// model: this runs once per gap in hearing other processes.
    private func refreshAll(in context: ModelContext) {
        for (id, model) in Array(context.registered) where !model._$modelState.hasChanges {
            do {
                try context.refresh(model)
            } catch {
                ModelContext.logger.error("could not read a model again after missed changes: \(error)", metadata: ["model": "\(id)"])
            }
        }
    }
}
