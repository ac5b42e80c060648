import Logging

extension ModelContext {
    /// Writes the context's inserts, changes and deletions to the store in
    /// one transaction. If it fails, nothing is written and the changes stay
    /// pending.
    ///
    /// The main context of a store on the network (PostgreSQL) never makes
    /// the main actor wait for it: `save()` hands the changes to the store's
    /// writer and returns, and the models take their rows when the write
    /// commits (see ``hasChanges``). It throws at once when the store is
    /// known to be unreachable; a write that fails later leaves its changes
    /// pending again, and they are saved when the store is back.
    public func save() throws {
        if isMain && container.store.isOnNetwork {
            try saveInBackground()
            return
        }
        guard hasChanges else { return }
        let prepared = try prepareSave()
        container.changes.writeBegins()
        let rowIDs: [Int64]
        do {
            rowIDs = try container.store.apply(prepared.batch)
        } catch {
            container.changes.writeFailed()
            throw error
        }
        for model in prepared.updates { model._$modelState.clearChanges() }
        for model in prepared.inserts { model._$modelState.clearChanges() }
        clearPending()
        finishSave(prepared, rowIDs: rowIDs)
    }

    /// The batch that writes the pending changes, and what they are.
    func prepareSave() throws -> PreparedSave {
        postWillSave()
        for model in pendingDeletes {
            if let error = RelationshipGraph.deletionError(model) { throw error }
        }
        var batch = StoreBatch()
        var changes = ModelChanges()
        let inserts = pendingInserts
        var insertIndex: [ObjectIdentifier: Int] = [:]
        for (index, model) in inserts.enumerated() {
            let entity = try container.entity(for: model)
            insertIndex[ObjectIdentifier(model)] = index
            batch.inserts.append(.init(entity: entity.description, values: Self.values(of: model, entity)))
        }
        for model in inserts {
            batch.links += try links(of: model, changedOnly: false, inserted: insertIndex)
        }
        let updates = pendingUpdates.filter { !$0._$modelState.isDeleted }
        for model in updates {
            let state = model._$modelState
            guard let rowID = state.rowID else { continue }
            let entity = try container.entity(for: model)
            if state.changedProperties != 0 {
                let columns = entity.schema.properties.indices.filter { state.changed(entity.schema.properties[$0]) }
                let values = columns.map { entity.schema.properties[$0].read(model) }
                batch.updates.append(.init(entity: entity.description, rowID: rowID, columns: columns, values: values))
            }
            batch.links += try links(of: model, changedOnly: true, inserted: insertIndex)
            changes.updated[model.persistentModelID] = Set(entity.schema.members.filter { state.changed($0) }.map { $0.name })
        }
        let deletes = pendingDeletes
        for model in deletes {
            guard let rowID = model._$modelState.rowID else { continue }
            let entity = try container.entity(for: model)
            batch.deletes.append(.init(entity: entity.description, rowID: rowID))
            changes.deleted.append(model.persistentModelID)
        }
        batch.updated = changes.updated
        return PreparedSave(batch: batch, changes: changes, inserts: inserts, updates: updates, deletes: deletes)
    }

    /// What follows a written save: the inserted models take their rows,
    /// deleted ones leave, and every observer hears of the changes.
    func finishSave(_ prepared: PreparedSave, rowIDs: [Int64]) {
        var changes = prepared.changes
        for (model, rowID) in zip(prepared.inserts, rowIDs) {
            let state = model._$modelState
            state.isPendingInsert = false
            state.rowID = rowID
            let id = model.persistentModelID
            if let existing = registered[id], existing !== model {
                // A unique attribute matched a stored row: that row was updated.
                do {
                    let entity = try container.entity(for: model)
                    try Self.copyValues(of: model, into: existing, entity)
                    changes.updated[id] = Set(entity.schema.properties.map { $0.name })
                } catch {
                    Self.logger.error("could not merge an upserted model: \(error)", metadata: ["model": "\(id)"])
                }
            } else {
                registered[id] = model
                changes.inserted.append(id)
            }
        }
        for model in prepared.deletes {
            let state = model._$modelState
            registered[model.persistentModelID] = nil
            state.context = nil
        }
        // Another context's save reaches the main context with its rows read
        // here, off the main actor, when the store is on the network.
        let readAhead = !isMain && container.store.isOnNetwork
            ? ModelContainer.readAhead(of: changes, container.entities, container.store) : nil
        container.changes.send(changes, by: ObjectIdentifier(self), readAhead: readAhead, written: true)
        container.saveCount.increment()
        postDidSave(changes)
    }

    /// Discards the unsaved changes: inserted models leave the context,
    /// deleted ones come back, and changed ones take their stored values
    /// again (views showing them update).
    public func rollback() {
        for model in pendingInserts {
            let state = model._$modelState
            state.isPendingInsert = false
            state.clearChanges()
            state.context = nil
        }
        for model in pendingDeletes { model._$modelState.isDeleted = false }
        let changed = pendingUpdates
        clearPending()
        for model in changed {
            do {
                // The values remembered at each first change, else the store's.
                if try !restoreStoredValues(of: model) { try refresh(model) }
            } catch {
                Self.logger.error("rollback could not reload a model: \(error)", metadata: ["model": "\(model.persistentModelID)"])
            }
        }
    }

    /// Sets the changed properties of `model` back to the stored values it
    /// remembered at their first change, without asking the store; false
    /// when it does not have them all (then ``refresh(_:)`` reads them).
    private func restoreStoredValues(of model: some PersistentModel) throws -> Bool {
        let state = model._$modelState
        guard let values = state.storedValuesOfChanges else { return false }
        let members = try container.entity(for: model).schema.members
        state.isApplyingStoredValues = true
        defer {
            state.isApplyingStoredValues = false
            state.clearChanges()
        }
        for (index, value) in values { try members[index].write(model, value) }
        return true
    }

    /// Sets the properties of `model` to its stored values, as changes that
    /// observers hear of and that are not saved again.
    func refresh(_ model: some PersistentModel) throws {
        let state = model._$modelState
        guard let rowID = state.rowID else { return }
        let entity = try container.entity(for: model)
        guard let row = try storedRow(of: entity, rowID) else {
            registered[model.persistentModelID] = nil
            state.context = nil
            state.clearChanges()
            return
        }
        state.isApplyingStoredValues = true
        defer {
            state.isApplyingStoredValues = false
            state.clearChanges()
        }
        for property in entity.schema.properties where property.read(model) != row.values[property.column] {
            try property.write(model, row.values[property.column])
        }
        try refreshRelationships(of: model)
    }

    /// What `model`'s relationships write to the link tables they own: all
    /// of them for a new model, the changed ones for a stored one.
    private func links<Model: PersistentModel>(
        of model: Model, changedOnly: Bool, inserted: [ObjectIdentifier: Int]
    ) throws -> [StoreBatch.Link] {
        let state = model._$modelState
        let entity = try container.entity(Model.self)
        func reference(_ object: AnyObject) -> StoreBatch.RowReference? {
            if let index = inserted[ObjectIdentifier(object)] { return .inserted(index) }
            guard let target = object as? any PersistentModel, target._$modelState.context === self,
                let rowID = target._$modelState.rowID
            else { return nil }
            return .stored(rowID)
        }
        guard let owner = reference(model) else { return [] }
        var links: [StoreBatch.Link] = []
        for property in Model._$schema.relationships where !changedOnly || state.changed(property) {
            let storage = entity.storage(of: property)
            guard storage.isOwnerSide, let relationship = property.relationship else { continue }
            let targets = relationship.targets(model).compactMap(reference)
            if !changedOnly && targets.isEmpty { continue }
            links.append(StoreBatch.Link(table: storage.table, owner: owner, targets: targets))
        }
        return links
    }

    func clearPending() {
        pendingInserts.removeAll()
        pendingUpdates.removeAll()
        pendingDeletes.removeAll()
    }

    private static func values(of model: some PersistentModel, _ entity: RegisteredEntity) -> [StoreValue] {
        entity.schema.properties.map { $0.read(model) }
    }

    static func copyValues(of source: some PersistentModel, into target: some PersistentModel, _ entity: RegisteredEntity) throws {
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
