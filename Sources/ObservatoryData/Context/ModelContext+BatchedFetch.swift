extension ModelContext {
    /// The models `descriptor` selects, in its order, read from the store in
    /// batches of `batchSize` as they are accessed (SwiftData's batched fetch).
    ///
    /// The count comes from one `SELECT count(*)`; accessing a position reads
    /// its batch (`LIMIT batchSize OFFSET …`, within the descriptor's own
    /// `fetchOffset` and `fetchLimit`) unless the collection holds it, and the
    /// collection holds the last 8 batches it read. The models are the
    /// context's: the ones it already holds, or new ones it then holds, as
    /// ``fetch(_:)`` gives.
    ///
    /// The collection reads the store, so it applies when the store alone
    /// decides the results. Otherwise it fetches every model at once, exactly
    /// as ``fetch(_:)`` does, and holds them:
    /// - the context has unsaved inserts, changes or deletions of `Model`
    ///   (and `descriptor.includePendingChanges` is on, as by default);
    /// - the predicate or a sort runs in Swift rather than SQL (docs/data.md,
    ///   "Where predicates and sorts run");
    /// - `batchSize` is 0 or less (as Core Data's `fetchBatchSize` 0 means
    ///   "no batches").
    ///
    /// Batches read later see the store as it is then: fetch again after a
    /// save (by any context), which can shift the positions of batches not
    /// yet read. A position whose row is no longer there, or whose batch
    /// the store fails to give, gives the element read last and logs a
    /// warning (a subscript cannot throw); only a collection that lost every
    /// row before reading any stops the program.
    ///
    /// The collection holds the models of the batches it keeps; the context
    /// forgets the models of a batch the collection dropped unless something
    /// else holds them or they have unsaved changes, so reading through a
    /// large fetch does not fill the context.
    ///
    /// On the main context of a PostgreSQL store, the count and each batch
    /// wait for the server on the main actor, as ``fetch(_:)`` does (the
    /// first such wait of a process logs a warning).
    ///
    /// - Throws: when the count (or the fetch of every model) fails.
    public func fetch<Model: PersistentModel>(
        _ descriptor: FetchDescriptor<Model>, batchSize: Int
    ) throws -> FetchResultsCollection<Model> {
        warnIfWaitingOnMainActor("fetch(_:batchSize:)")
        let plan = FetchPlan(descriptor, entity: try container.entity(Model.self), dialect: container.store.dialect)
        guard batchSize > 0, isExactInSQL(plan) else { return FetchResultsCollection(try fetch(plan)) }
        return FetchResultsCollection(pages: try modelPages(of: plan, batchSize: batchSize, stale: Self.logStaleBatch(of: Model.self)))
    }

    /// The identities of the models `descriptor` selects, in its order, read
    /// from the store in batches of `batchSize` as they are accessed.
    ///
    /// Batched and not as ``fetch(_:batchSize:)`` is, except that a batch
    /// reads only the rows' keys and creates no model.
    ///
    /// - Throws: when the count (or the fetch of every identity) fails.
    public func fetchIdentifiers<Model: PersistentModel>(
        _ descriptor: FetchDescriptor<Model>, batchSize: Int
    ) throws -> FetchResultsCollection<PersistentIdentifier> {
        warnIfWaitingOnMainActor("fetchIdentifiers(_:batchSize:)")
        let plan = FetchPlan(descriptor, entity: try container.entity(Model.self), dialect: container.store.dialect)
        guard batchSize > 0, isExactInSQL(plan) else {
            return FetchResultsCollection(try fetch(plan).map(\.persistentModelID))
        }
        let name = Model._$schema.entityName
        return FetchResultsCollection(pages: try pages(
            of: plan, batchSize: batchSize,
            read: { batch in try self.container.store.fetchRowIDs(batch).map { PersistentIdentifier(entityName: name, rowID: $0) } },
            stale: Self.logStaleBatch(of: Model.self)))
    }

    /// The pages of models of `plan`'s results (which the store decides
    /// exactly), counted now. A page no snapshot holds offers its models
    /// back (``releaseUnreferencedModels(_:as:)``); `stale` hears of a
    /// position the store lost or a page it could not give.
    func modelPages<Model: PersistentModel>(
        of plan: FetchPlan<Model>, batchSize: Int, stale: @escaping (String) -> Void
    ) throws -> FetchedPages<Model> {
        try pages(
            of: plan, batchSize: batchSize,
            read: { batch in
                try withoutObservationTracking {
                    try self.container.store.fetch(batch).map { try self.materialize($0, as: Model.self) }
                }
            },
            release: releasingPage(of: Model.self),
            locate: { id in
                guard id.entityName == Model._$schema.entityName, let rowID = id.rowID else { return nil }
                return try self.container.store.fetchRowIDs(plan.storeFetch(windowed: true)).firstIndex(of: rowID)
            },
            stale: stale)
    }

    /// The pages of `plan`'s results (which the store decides exactly),
    /// counted now; `read` reads the store's fetch of one page.
    private func pages<Element>(
        of plan: FetchPlan<some PersistentModel>, batchSize: Int, read: @escaping (StoreFetch) throws -> [Element],
        release: ((inout [Element]) -> Void)? = nil, locate: ((PersistentIdentifier) throws -> Int?)? = nil,
        stale: @escaping (String) -> Void
    ) throws -> FetchedPages<Element> {
        let count = try container.store.count(plan.storeFetch(windowed: true))
        let start = plan.descriptor.fetchOffset ?? 0
        let source = PageSource(
            load: { offset, limit in
                var batch = plan.storeFetch(windowed: false)
                batch.offset = start + offset
                batch.limit = limit
                return try read(batch)
            },
            release: release, locate: locate, stale: stale)
        return FetchedPages(count: count, batchSize: batchSize, source: source)
    }

    /// What a batched fetch does when the store changed under it: log it.
    private static func logStaleBatch<Model: PersistentModel>(of type: Model.Type) -> (String) -> Void {
        { reason in
            logger.warning(
                "fetch(_:batchSize:) of \(Model._$schema.entityName): \(reason); fetch again for the store's current results")
        }
    }
}
