/// The count and the pages of a paged fetch, read without making the
/// context's actor wait for the store: what a paged `@Query` on a store on
/// the network (PostgreSQL) reads, as ``fetchInBackground(_:isolation:)``
/// reads a whole fetch.
extension ModelContext {
    /// How many results `plan` (which the store decides exactly) has,
    /// counted on the store's read queue.
    func countInBackground<Model: PersistentModel>(
        of plan: FetchPlan<Model>, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Int {
        let store = container.store, fetch = plan.storeFetch(windowed: true)
        return try await store.inBackground { try store.count(fetch) }
    }

    /// The models at `offset ..< offset + limit` of `plan`'s results (which
    /// the store decides exactly), as a page of ``modelPages(of:batchSize:stale:)``
    /// reads them: the rows, and every row their relationships reach, read
    /// on the store's read queue (a queued read of the same page is
    /// shared), then the models built on the context's actor.
    func modelPageInBackground<Model: PersistentModel>(
        of plan: FetchPlan<Model>, offset: Int, limit: Int, isolation: isolated (any Actor)? = #isolation
    ) async throws -> [Model] {
        var window = plan.storeFetch(windowed: false)
        window.offset = (plan.descriptor.fetchOffset ?? 0) + offset
        window.limit = limit
        let page = window
        let entity = Model._$schema.entityName, entities = container.entities, store = container.store
        let readAhead = try await container.sharedReads.read(page.readKey, on: store) {
            try StoreReadAhead.read(selected: (entity: entity, fetch: page), entities: entities, from: store)
        }
        return try withoutObservationTracking {
            try withReadAhead(readAhead) { try readAhead.selected.map { try materialize($0, as: Model.self) } }
        }
    }

    /// The position of the row `rowID` among `plan`'s results (which the
    /// store decides exactly), found on the store's read queue from the
    /// keys of the results in order (no model is read); nil when no result
    /// has it.
    func positionInBackground<Model: PersistentModel>(
        of rowID: Int64, in plan: FetchPlan<Model>, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Int? {
        let store = container.store, fetch = plan.storeFetch(windowed: true)
        return try await store.inBackground { try store.fetchRowIDs(fetch).firstIndex(of: rowID) }
    }
}
