extension ModelContext {
    /// The models `descriptor` selects, as ``fetch(_:)`` returns them, read
    /// without making the caller's actor wait for the store.
    ///
    /// On a store on the network (PostgreSQL) the rows, and everything
    /// their relationships reach, are read on the store's read queue; the
    /// models are then built on the context's actor. `fetch(_:)` keeps
    /// SwiftData's synchronous signature, so on the main context it holds
    /// up every window of the process until the database answers: call
    /// this one from the main actor instead.
    ///
    /// ```swift
    /// let overdue = try await modelContext.fetchInBackground(FetchDescriptor<Habit>(predicate: #Predicate { $0.isOverdue }))
    /// ```
    ///
    /// On SQLite it is `fetch(_:)`. Unsaved changes count as they do there,
    /// including those made while the rows were read.
    public func fetchInBackground<Model: PersistentModel>(
        _ descriptor: FetchDescriptor<Model>, isolation: isolated (any Actor)? = #isolation
    ) async throws -> [Model] {
        guard container.store.isOnNetwork else { return try fetch(descriptor) }
        while true {
            let plan = FetchPlan(descriptor, entity: try container.entity(Model.self), dialect: container.store.dialect)
            let windowed = isExactInSQL(plan)
            let readAhead = try await readAhead(of: plan, windowed: windowed)
            // Nil: a change made meanwhile counts, and the store's window no
            // longer gives the results. Read again, unwindowed.
            if let models = try withReadAhead(readAhead, { try results(of: plan, rows: readAhead.selected, windowed: windowed) }) {
                return models
            }
        }
    }

    /// How many models `descriptor` selects, as ``fetchCount(_:)`` says,
    /// without making the caller's actor wait for the store (see
    /// ``fetchInBackground(_:isolation:)``).
    public func fetchCountInBackground<Model: PersistentModel>(
        _ descriptor: FetchDescriptor<Model>, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Int {
        guard container.store.isOnNetwork else { return try fetchCount(descriptor) }
        let plan = FetchPlan(descriptor, entity: try container.entity(Model.self), dialect: container.store.dialect)
        if !plan.filtersInSwift && pendingModels(Model.self, plan.descriptor).isEmpty {
            let store = container.store, fetch = plan.storeFetch(windowed: true)
            return try await store.inBackground { try store.count(fetch) }
        }
        return try await fetchInBackground(descriptor).count
    }

    /// The identities of the models `descriptor` selects, as
    /// ``fetchIdentifiers(_:)`` gives them, without making the caller's
    /// actor wait for the store (see ``fetchInBackground(_:isolation:)``).
    public func fetchIdentifiersInBackground<Model: PersistentModel>(
        _ descriptor: FetchDescriptor<Model>, isolation: isolated (any Actor)? = #isolation
    ) async throws -> [PersistentIdentifier] {
        guard container.store.isOnNetwork else { return try fetchIdentifiers(descriptor) }
        let plan = FetchPlan(descriptor, entity: try container.entity(Model.self), dialect: container.store.dialect)
        if !plan.filtersInSwift, plan.order != nil, pendingModels(Model.self, plan.descriptor).isEmpty {
            let store = container.store, fetch = plan.storeFetch(windowed: true)
            let name = Model._$schema.entityName
            return try await store.inBackground { try store.fetchRowIDs(fetch) }.map {
                PersistentIdentifier(entityName: name, rowID: $0)
            }
        }
        return try await fetchInBackground(descriptor).map(\.persistentModelID)
    }

    /// The model with identity `id`, as ``model(for:as:)`` gives it: the one
    /// the context holds, else read without making the caller's actor wait
    /// for the store.
    ///
    /// - Throws: when no row has that identity.
    public func modelInBackground<Model: PersistentModel>(
        for id: PersistentIdentifier, as type: Model.Type = Model.self, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Model {
        if let model: Model = registeredModel(for: id) { return model }
        guard container.store.isOnNetwork, let rowID = id.rowID, id.entityName == Model._$schema.entityName else {
            return try model(for: id, as: type)
        }
        let entities = container.entities, store = container.store
        let readAhead = try await store.inBackground {
            try StoreReadAhead.read(roots: [id.entityName: [rowID]], entities: entities, from: store)
        }
        // The context may have got it meanwhile (a query, a save).
        if let model: Model = registeredModel(for: id) { return model }
        return try withReadAhead(readAhead) { try model(for: id, as: type) }
    }

    /// The rows `plan` selects and everything they reach, read on the
    /// store's read queue; a queued read of the same rows is shared.
    func readAhead<Model: PersistentModel>(
        of plan: FetchPlan<Model>, windowed: Bool, isolation: isolated (any Actor)? = #isolation
    ) async throws -> StoreReadAhead {
        let selected = (entity: Model._$schema.entityName, fetch: plan.storeFetch(windowed: windowed))
        let entities = container.entities, store = container.store
        return try await container.sharedReads.read(selected.fetch.readKey, on: store) {
            try StoreReadAhead.read(selected: selected, entities: entities, from: store)
        }
    }
}
