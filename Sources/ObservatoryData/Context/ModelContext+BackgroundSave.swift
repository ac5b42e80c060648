extension ModelContext {
    /// Saves, and returns once the database has the changes: the write
    /// committed, or it failed and this throws (the changes stay pending).
    ///
    /// `save()` of the main context of a PostgreSQL store returns before
    /// its write commits, so that the main actor never waits for the
    /// network; this waits, without blocking the main actor, for that write
    /// and for any save that had to wait for it. Any other context writes
    /// before `save()` returns, so this is `save()`.
    @MainActor
    public func saveAndWait() async throws {
        try save()
        while let current = writing {
            if let failure = await current.ended() { throw failure }
        }
    }

    /// Hands the pending changes to the store's writer and returns; at most
    /// one save is in writing, and changes made meanwhile are saved after it.
    func saveInBackground() throws {
        guard !pendingInserts.isEmpty || !pendingUpdates.isEmpty || !pendingDeletes.isEmpty else { return }
        if writing != nil {
            saveWhenWritten = true
            return
        }
        let reachability = container.store.reachability
        guard reachability.isReachable else {
            throw ModelStoreError.unreachable(reachability.problem ?? "the database does not answer")
        }
        let writing = SaveInWriting(try prepareSave())
        handOver(writing.save)
        self.writing = writing
        let store = container.store
        let batch = writing.save.batch
        let box = UncheckedContext(self)
        container.changes.writeBegins()
        Task { @MainActor in
            let result: Result<[Int64], any Error>
            do {
                result = .success(try await store.applyInBackground(batch) { keys in
                    writing.keys.withLock { $0 = keys }
                })
            } catch {
                result = .failure(error)
            }
            box.context.written(writing, result)
        }
    }

    /// The changes `save` writes are no longer pending; a change made while
    /// it is written is pending again, as after any save.
    private func handOver(_ save: PreparedSave) {
        for model in save.inserts {
            model._$modelState.isPendingInsert = false
            model._$modelState.clearChanges()
        }
        for model in save.updates { model._$modelState.clearChanges() }
        clearPending()
    }

    /// The writer's answer for `writing`: on success the models take their
    /// rows; on failure its changes are pending again, merged with those
    /// made meanwhile, and saved once the store is back.
    private func written(_ writing: SaveInWriting, _ result: Result<[Int64], any Error>) {
        self.writing = nil
        switch result {
        case .success(let rowIDs):
            finishSave(writing.save, rowIDs: rowIDs)
        case .failure(let error):
            container.changes.writeFailed()
            takeBack(writing)
            let asked = saveWhenWritten
            saveWhenWritten = false
            Self.logger.error("a save could not be written; its changes stay unsaved: \(error)")
            writing.finish(error)
            // Tried again by the next change, or an explicit save, or when
            // the store is back (autosave). The store may be back already:
            // its probe can beat this answer, and then nothing else would.
            guard case ModelStoreError.unreachable = error, asked || autosaveEnabled,
                container.store.reachability.isReachable
            else { return }
            do {
                try saveInBackground()
            } catch {
                Self.reportAutosaveFailure(error)
            }
            return
        }
        defer { writing.finish(nil) }
        guard saveWhenWritten || (autosaveEnabled && hasChanges) else { return }
        saveWhenWritten = false
        guard container.store.reachability.isReachable else { return }
        do {
            try saveInBackground()
        } catch {
            Self.reportAutosaveFailure(error)
        }
    }

    /// Makes the changes of a failed write pending again.
    private func takeBack(_ writing: SaveInWriting) {
        let save = writing.save
        var inserts: [any PersistentModel] = []
        for model in save.inserts {
            let state = model._$modelState
            if state.isDeleted {
                // Deleted while it was written: it never had a row.
                pendingDeletes.removeAll { $0 === model }
                state.isDeleted = false
                state.context = nil
                state.clearChanges()
                continue
            }
            state.isPendingInsert = true
            pendingUpdates.removeAll { $0 === model }
            inserts.append(model)
        }
        pendingInserts = inserts + pendingInserts
        var updates: [any PersistentModel] = []
        for (model, bits) in zip(save.updates, writing.updateBits) {
            let state = model._$modelState
            let wasPending = state.changedProperties != 0 || state.changedRelationships != 0
            state.changedProperties |= bits.properties
            state.changedRelationships |= bits.relationships
            if !wasPending { updates.append(model) }
        }
        pendingUpdates = updates + pendingUpdates
        let deletes = save.deletes.filter { model in
            model._$modelState.isDeleted && !pendingDeletes.contains { $0 === model }
        }
        pendingDeletes = deletes + pendingDeletes
    }

    /// The model being written whose row is `id`, once the writer knows its key.
    func modelInWriting(_ id: PersistentIdentifier) -> (any PersistentModel)? {
        guard let writing, let rowID = id.rowID else { return nil }
        return writing.insertedModel(id.entityName, rowID: rowID)
    }
}
