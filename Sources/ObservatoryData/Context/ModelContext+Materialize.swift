extension ModelContext {
    /// The instance of a fetched row: the registered one, else a new one.
    ///
    /// A model's relationships load with it, eagerly: a required to-one
    /// before the instance is created (its initializer needs it), the others
    /// after it is registered, so that a cycle of relationships finds the
    /// instance instead of creating a second one. The outermost call loads
    /// them, breadth first, until every model it reached is complete.
    func materialize<Model: PersistentModel>(_ row: StoredRow, as type: Model.Type) throws -> Model {
        let schema = Model._$schema
        let id = PersistentIdentifier(entityName: schema.entityName, rowID: row.rowID)
        if let existing = (registered[id] ?? modelInWriting(id)) as? Model { return existing }
        var modelRow = ModelRow(schema: schema, values: row.values)
        guard !schema.relationships.isEmpty else { return register(try Model(_$row: modelRow), id) }

        materializeDepth += 1
        defer { materializeDepth -= 1 }
        for property in schema.relationships where property.relationship?.cardinality == .requiredToOne {
            guard requiredChain.insert(id).inserted else {
                throw ModelStoreError.relationshipCycle(model: schema.entityName, property: property.name)
            }
            defer { requiredChain.remove(id) }
            modelRow.related[property.index] = try requiredTarget(of: row.rowID, property, schema)
        }
        // Loading a required target can reach this row through the target's relationships.
        if let existing = registered[id] as? Model { return existing }
        let model = register(try Model(_$row: modelRow), id)
        relationshipLoads.append(model)
        if materializeDepth == 1 { try loadPendingRelationships() }
        return model
    }

    private func register<Model: PersistentModel>(_ model: Model, _ id: PersistentIdentifier) -> Model {
        model._$modelState.context = self
        model._$modelState.rowID = id.rowID
        registered[id] = model
        return model
    }

    private func requiredTarget(of rowID: Int64, _ property: PersistedProperty, _ schema: ModelSchema) throws -> AnyObject {
        guard let relationship = property.relationship,
            let first = try linkedRowIDs(of: [rowID], property, schema)[rowID]?.first,
            let target = try relationship.resolve(self, [first])[first]
        else {
            throw ModelStoreError.requiredRelationship(
                model: schema.entityName, property: property.name,
                target: property.relationship?.targetType._$schema.entityName ?? "model")
        }
        return target
    }

    /// The models of `type` in the rows `rowIDs`, by row: those the context
    /// holds, and the others fetched in one query.
    func models<Model: PersistentModel>(_ type: Model.Type, rowIDs: [Int64]) throws -> [Int64: Model] {
        let name = Model._$schema.entityName
        var found: [Int64: Model] = [:]
        var missing: [Int64] = []
        for rowID in rowIDs where found[rowID] == nil {
            let id = PersistentIdentifier(entityName: name, rowID: rowID)
            if let model = (registered[id] ?? modelInWriting(id)) as? Model {
                found[rowID] = model
            } else {
                missing.append(rowID)
            }
        }
        guard !missing.isEmpty else { return found }
        var unread: [Int64] = []
        for rowID in missing {
            if let readAhead, readAhead.wasRead(name, rowID) {
                if let row = readAhead.row(name, rowID) { found[rowID] = try materialize(row, as: Model.self) }
            } else {
                unread.append(rowID)
            }
        }
        guard !unread.isEmpty else { return found }
        for row in try container.store.fetch(try container.entity(Model.self).description, rowIDs: unread) {
            found[row.rowID] = try materialize(row, as: Model.self)
        }
        return found
    }

    /// Loads the relationships of the models fetched so far, and of those
    /// that loading them fetches: a round of queries per model type and
    /// relationship, whatever the number of models.
    private func loadPendingRelationships() throws {
        defer { relationshipLoads.removeAll() }
        var next = 0
        while next < relationshipLoads.count {
            let round = relationshipLoads[next...]
            next = relationshipLoads.count
            var byType: [ObjectIdentifier: [any PersistentModel]] = [:]
            var types: [ObjectIdentifier] = []
            for model in round {
                let key = ObjectIdentifier(type(of: model))
                if byType[key] == nil { types.append(key) }
                byType[key, default: []].append(model)
            }
            for key in types {
                let models = byType[key]!
                let first: any PersistentModel = models[0]
                try loadRelationships(of: models, as: first)
            }
        }
    }

    private func loadRelationships<Model: PersistentModel>(of models: [any PersistentModel], as _: Model) throws {
        let models = models.map { $0 as! Model }
        let rowIDs = models.compactMap { $0._$modelState.rowID }
        for property in Model._$schema.relationships {
            guard let relationship = property.relationship else { continue }
            if relationship.cardinality == .requiredToOne {
                for model in models { model._$modelState.linked[property.index] = relationship.targets(model) }
                continue
            }
            let linked = try linkedRowIDs(of: rowIDs, property, Model._$schema)
            let resolved = try relationship.resolve(self, Array(Set(linked.values.joined())))
            for model in models {
                let state = model._$modelState
                let targets = (linked[state.rowID ?? 0] ?? []).compactMap { resolved[$0] }
                state.isLoadingRelationships = true
                relationship.assign(model, targets)
                state.isLoadingRelationships = false
                state.linked[property.index] = targets
            }
        }
    }

    /// Sets the relationships of `model` to what the store holds, as changes
    /// observers hear of (and whose inverses follow) but that are not saved again.
    func refreshRelationships<Model: PersistentModel>(of model: Model) throws {
        let state = model._$modelState
        guard let rowID = state.rowID else { return }
        state.isApplyingStoredValues = true
        defer { state.isApplyingStoredValues = false }
        for property in Model._$schema.relationships {
            guard let relationship = property.relationship else { continue }
            let ids = try linkedRowIDs(of: [rowID], property, Model._$schema)[rowID] ?? []
            let resolved = try relationship.resolve(self, ids)
            let stored = ids.compactMap { resolved[$0] }
            let held = relationship.targets(model)
            if stored.count != held.count || zip(stored, held).contains(where: { $0 !== $1 }) {
                relationship.assign(model, stored)
            }
        }
    }

    /// The rows `property` of each of the rows `rowIDs` refers to, in the order they were linked.
    func linkedRowIDs(of rowIDs: [Int64], _ property: PersistedProperty, _ schema: ModelSchema) throws -> [Int64: [Int64]] {
        let storage = try container.entity(named: schema.entityName).storage(of: property)
        if let known = readAhead?.linked(storage.table, from: rowIDs, ownerSide: storage.isOwnerSide) { return known }
        return try container.store.linkedRowIDs(storage.table, from: rowIDs, ownerSide: storage.isOwnerSide)
    }
}
