extension ModelContext {
    /// Forgets the models `ids` names that nothing but the context holds and
    /// that have nothing to save, so that paging through a large fetch does
    /// not keep every model it read. A model still held elsewhere (a view
    /// shows it, a relationship or another page reaches it) stays, and so
    /// does one with unsaved changes. Fetching a forgotten row again makes a
    /// new instance, which no one can tell apart: nothing held the old one.
    func releaseUnreferencedModels<Model: PersistentModel>(_ ids: [PersistentIdentifier], as type: Model.Type) {
        // A save being written holds its models; release nothing meanwhile.
        guard writing == nil else { return }
        for id in ids {
            guard var model = registered[id] as? Model else { continue }
            let state = model._$modelState
            guard state.context === self, !state.hasChanges else { continue }
            registered[id] = nil
            if !isKnownUniquelyReferenced(&model) { registered[id] = model }
        }
    }

    /// What a batched fetch's page of `Model` does when no snapshot holds it:
    /// offer its models back (see ``releaseUnreferencedModels(_:as:)``).
    func releasingPage<Model: PersistentModel>(of type: Model.Type) -> (inout [Model]) -> Void {
        { [weak self] models in
            // A loop by index: a key path `map` allocated per model in this
            // generic code.
            var ids: [PersistentIdentifier] = []
            ids.reserveCapacity(models.count)
            for index in models.indices { ids.append(models[index].persistentModelID) }
            models = []
            self?.releaseUnreferencedModels(ids, as: Model.self)
        }
    }
}
