import Logging

extension ModelContext {
    /// Writes the context's inserts, changes and deletions to the store in
    /// one transaction. If it fails, nothing is written and the changes stay
    /// pending.
    public func save() throws {
        guard hasChanges else { return }
        var batch = StoreBatch()
        var changes = ModelChanges()
        let inserts = pendingInserts
        for model in inserts {
            let entity = try container.entity(for: model)
            batch.inserts.append(.init(entity: entity.description, values: Self.values(of: model, entity)))
        }
        let updates = pendingUpdates.filter { !$0._$modelState.isDeleted }
        for model in updates {
            let state = model._$modelState
            guard let rowID = state.rowID else { continue }
            let entity = try container.entity(for: model)
            batch.updates.append(.init(entity: entity.description, rowID: rowID, values: Self.values(of: model, entity)))
            changes.updated[model.persistentModelID] = Set(entity.schema.properties.filter { state.changed($0.index) }.map { $0.name })
        }
        let deletes = pendingDeletes
        for model in deletes {
            guard let rowID = model._$modelState.rowID else { continue }
            let entity = try container.entity(for: model)
            batch.deletes.append(.init(entity: entity.description, rowID: rowID))
            changes.deleted.append(model.persistentModelID)
        }
        let rowIDs = try container.store.apply(batch)

        // Written: the models take their rows, and the context forgets what it saved.
        for (model, rowID) in zip(inserts, rowIDs) {
            let state = model._$modelState
            state.isPendingInsert = false
            state.changedProperties = 0
            state.rowID = rowID
            let id = model.persistentModelID
            if let existing = registered[id], existing !== model {
                // A unique attribute matched a stored row: that row was updated.
                try Self.copyValues(of: model, into: existing, container.entity(for: model))
                changes.updated[id] = Set(try container.entity(for: model).schema.properties.map { $0.name })
            } else {
                registered[id] = model
                changes.inserted.append(id)
            }
        }
        for model in updates { model._$modelState.changedProperties = 0 }
        for model in deletes {
            let state = model._$modelState
            registered[model.persistentModelID] = nil
            state.context = nil
        }
        clearPending()
        container.changes.send(changes, by: ObjectIdentifier(self))
    }

    /// Discards the unsaved changes: inserted models leave the context,
    /// deleted ones come back, and changed ones take their stored values
    /// again (views showing them update).
    public func rollback() {
        for model in pendingInserts {
            let state = model._$modelState
            state.isPendingInsert = false
            state.changedProperties = 0
            state.context = nil
        }
        for model in pendingDeletes { model._$modelState.isDeleted = false }
        let changed = pendingUpdates
        clearPending()
        for model in changed {
            do {
                try refresh(model)
            } catch {
                Self.logger.error("rollback could not reload a model: \(error)", metadata: ["model": "\(model.persistentModelID)"])
            }
        }
    }

    /// Sets the properties of `model` to its stored values, as changes that
    /// observers hear of and that are not saved again.
    func refresh(_ model: some PersistentModel) throws {
        let state = model._$modelState
        guard let rowID = state.rowID else { return }
        let entity = try container.entity(for: model)
        var fetch = StoreFetch(entity: entity.description)
        fetch.filter = SQLFragment("\(quoted(SQLiteStore.keyColumn)) = ?", [.integer(rowID)])
        guard let row = try container.store.fetch(fetch).first else {
            registered[model.persistentModelID] = nil
            state.context = nil
            state.changedProperties = 0
            return
        }
        state.isApplyingStoredValues = true
        defer {
            state.isApplyingStoredValues = false
            state.changedProperties = 0
        }
        for property in entity.schema.properties where property.read(model) != row.values[property.index] {
            try property.write(model, row.values[property.index])
        }
    }

    private func clearPending() {
        pendingInserts.removeAll()
        pendingUpdates.removeAll()
        pendingDeletes.removeAll()
    }

    private static func values(of model: some PersistentModel, _ entity: RegisteredEntity) -> [StoreValue] {
        entity.schema.properties.map { $0.read(model) }
    }

    private static func copyValues(of source: some PersistentModel, into target: some PersistentModel, _ entity: RegisteredEntity) throws {
        let state = target._$modelState
        state.isApplyingStoredValues = true
        defer { state.isApplyingStoredValues = false }
        for property in entity.schema.properties {
            try property.write(target, property.read(source))
        }
    }

    static let logger = Logger(label: "ObservatoryData")

    static func reportAutosaveFailure(_ error: any Error) {
        logger.error("autosave failed; the changes stay unsaved: \(error)")
    }
}
