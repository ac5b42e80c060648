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
        if let existing = registered[id] as? Model { return existing }
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
            let first = try linkedRowIDs(of: rowID, property, schema).first,
            let target = try relationship.resolve(self, [first]).first
        else {
            throw ModelStoreError.requiredRelationship(
                model: schema.entityName, property: property.name,
                target: property.relationship?.targetType._$schema.entityName ?? "model")
        }
        return target
    }

    /// Loads the relationships of the models fetched so far, and of those
    /// that loading them fetches.
    private func loadPendingRelationships() throws {
        defer { relationshipLoads.removeAll() }
        var next = 0
        while next < relationshipLoads.count {
            let model: any PersistentModel = relationshipLoads[next]
            try loadRelationships(of: model)
            next += 1
        }
    }

    private func loadRelationships<Model: PersistentModel>(of model: Model) throws {
        let state = model._$modelState
        guard let rowID = state.rowID else { return }
        for property in Model._$schema.relationships {
            guard let relationship = property.relationship else { continue }
            if relationship.cardinality == .requiredToOne {
                state.linked[property.index] = relationship.targets(model)
                continue
            }
            let targets = try relationship.resolve(self, linkedRowIDs(of: rowID, property, Model._$schema))
            state.isLoadingRelationships = true
            relationship.assign(model, targets)
            state.isLoadingRelationships = false
            state.linked[property.index] = targets
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
            let stored = try relationship.resolve(self, linkedRowIDs(of: rowID, property, Model._$schema))
            let held = relationship.targets(model)
            if stored.count != held.count || zip(stored, held).contains(where: { $0 !== $1 }) {
                relationship.assign(model, stored)
            }
        }
    }

    /// The rows `property` of the row `rowID` refers to, in the order they were linked.
    func linkedRowIDs(of rowID: Int64, _ property: PersistedProperty, _ schema: ModelSchema) throws -> [Int64] {
        let storage = try container.entity(named: schema.entityName).storage(of: property)
        return try container.store.linkedRowIDs(storage.table, from: rowID, ownerSide: storage.isOwnerSide)
    }
}
