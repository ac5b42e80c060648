import Synchronization

extension ModelContext {
    /// The models `descriptor` selects, in its order.
    ///
    /// - Throws: ``ModelStoreError/predicateFailed(model:reason:)`` when the
    ///   predicate cannot be evaluated for some model; never a partial result.
    public func fetch<Model: PersistentModel>(_ descriptor: FetchDescriptor<Model>) throws -> [Model] {
        warnIfWaitingOnMainActor("fetch")
        let plan = FetchPlan(descriptor, entity: try container.entity(Model.self), dialect: container.store.dialect)
        return try fetch(plan)
    }

    /// How many models `descriptor` selects.
    public func fetchCount<Model: PersistentModel>(_ descriptor: FetchDescriptor<Model>) throws -> Int {
        warnIfWaitingOnMainActor("fetchCount")
        let plan = FetchPlan(descriptor, entity: try container.entity(Model.self), dialect: container.store.dialect)
        if !plan.filtersInSwift && pendingModels(Model.self, plan.descriptor).isEmpty {
            return try container.store.count(plan.storeFetch(windowed: true))
        }
        return try fetch(plan).count
    }

    /// The identities of the models `descriptor` selects, in its order.
    public func fetchIdentifiers<Model: PersistentModel>(_ descriptor: FetchDescriptor<Model>) throws -> [PersistentIdentifier] {
        warnIfWaitingOnMainActor("fetchIdentifiers")
        let plan = FetchPlan(descriptor, entity: try container.entity(Model.self), dialect: container.store.dialect)
        if !plan.filtersInSwift, plan.order != nil, pendingModels(Model.self, plan.descriptor).isEmpty {
            let name = Model._$schema.entityName
            return try container.store.fetchRowIDs(plan.storeFetch(windowed: true)).map {
                PersistentIdentifier(entityName: name, rowID: $0)
            }
        }
        return try fetch(plan).map(\.persistentModelID)
    }

    func fetch<Model: PersistentModel>(_ plan: FetchPlan<Model>) throws -> [Model] {
        let exactInSQL = isExactInSQL(plan)
        let rows = try container.store.fetch(plan.storeFetch(windowed: exactInSQL))
        return try results(of: plan, rows: rows, windowed: exactInSQL)!
    }

    /// Whether the store's rows for `plan` are its results as they are: no
    /// predicate runs in Swift, the order is SQL's, and no unsaved change
    /// counts. Then the store applies the window too.
    func isExactInSQL<Model: PersistentModel>(_ plan: FetchPlan<Model>) -> Bool {
        !plan.filtersInSwift && plan.order != nil && pendingModels(Model.self, plan.descriptor).isEmpty
    }

    /// The results of `plan` from `rows`, the store's rows for it (windowed
    /// by the store or not); nil when windowed rows no longer do, because
    /// unsaved changes count now (fetch again, unwindowed).
    func results<Model: PersistentModel>(of plan: FetchPlan<Model>, rows: [StoredRow], windowed: Bool) throws -> [Model]? {
        let pending = pendingModels(Model.self, plan.descriptor)
        let exactInSQL = !plan.filtersInSwift && plan.order != nil && pending.isEmpty
        if windowed && !exactInSQL { return nil }
        var models = try rows.map { try materialize($0, as: Model.self) }
        if exactInSQL && windowed { return models }

        if plan.filtersInSwift { models = try models.filter(plan.accepts) }
        if !pending.isEmpty {
            // The store has the saved state; the context's unsaved changes decide.
            let changed = Set(pending.map(ObjectIdentifier.init))
            models.removeAll { changed.contains(ObjectIdentifier($0)) }
            models += try pending.filter { !$0.isDeleted }.filter(plan.accepts)
        }
        let ordered = plan.order == nil || !pending.isEmpty ? plan.sorted(models) : models
        return plan.window(ordered)
    }

    /// Says once per process that an explicit read of the main context
    /// waits for a store on the network on the main actor (bounded by the
    /// address's `timeout`), which its `InBackground` form and `@Query` do not.
    func warnIfWaitingOnMainActor(_ call: String) {
        guard isMain, container.store.isOnNetwork, !Self.warnedOfMainActorReads.exchange(true, ordering: .relaxed) else { return }
        Self.logger.warning(
            "mainContext.\(call) waits for PostgreSQL on the main actor (at most the address's timeout), holding up every window of the process; use its async form (fetchInBackground, fetchCountInBackground, fetchIdentifiersInBackground, modelInBackground(for:)) or a @Query, which read off the main actor")
    }

    private static let warnedOfMainActorReads = Atomic<Bool>(false)

    /// The unsaved models of `type` that a fetch must look at: inserted,
    /// changed and deleted ones, pending or being written (when the
    /// descriptor includes them).
    func pendingModels<Model: PersistentModel>(_ type: Model.Type, _ descriptor: FetchDescriptor<Model>) -> [Model] {
        guard descriptor.includePendingChanges, hasChanges else { return [] }
        var result: [Model] = []
        for list in [pendingInserts, pendingUpdates, pendingDeletes] {
            for case let model as Model in list { result.append(model) }
        }
        // A save still being written counts as unsaved: the store may not
        // have it yet, and its inserts have no rows until it commits.
        if let save = writing?.save {
            for list in [save.inserts, save.updates, save.deletes] {
                for case let model as Model in list where !result.contains(where: { $0 === model }) {
                    result.append(model)
                }
            }
        }
        return result
    }
}
