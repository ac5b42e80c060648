import ObservatoryUI

/// The results of one `@Query` in one view: fetched on first read, then
/// kept current by the container's saves. A save that changes them bumps
/// ``revision``, the one property views read, with the kind of change.
///
/// Keeping them current costs what the save touched, not the number of
/// results: an insert is placed by binary search in the query's order, a
/// deletion removed, an update moved only when a property the predicate or
/// the sort reads changed. A query with a window (`fetchLimit`,
/// `fetchOffset`) fetches again instead.
@Observable
final class QueryResults<Element: PersistentModel>: SaveObserver, UpdateCauseDescribing, @unchecked Sendable {
    // Used on the main actor only: every method that touches the results is
    // isolated to it; the class is not, so that `@State` can create it.
    /// Changes whenever the results do.
    private(set) var revision = 0
    @ObservationIgnored var models: [Element] = []
    @ObservationIgnored var members: Set<ObjectIdentifier> = []
    @ObservationIgnored weak var context: ModelContext?
    @ObservationIgnored var request: QueryRequest<Element>?
    @ObservationIgnored var plan: FetchPlan<Element>?
    @ObservationIgnored var isStale = true
    /// The results read a page at a time, when the query's shape asks for
    /// it and the store decides them exactly (see `QueryResults+Pages`).
    @ObservationIgnored var paged: FetchedPages<Element>?
    /// Moves on whenever the positions of `paged` may have moved (a fetch
    /// began, a save was applied): a page read in the background for an
    /// earlier generation is dropped (see `QueryResults+BackgroundPages`).
    @ObservationIgnored var pageGeneration = 0
    /// The pages being read in the background for this generation.
    @ObservationIgnored var pagesInFlight: Set<Int> = []
    /// A save left the count of `paged` an estimate: it is being counted
    /// again in the background.
    @ObservationIgnored var recountPending = false
    /// Whether the query's shape reads its models a page at a time.
    @ObservationIgnored private var readsInPages = false
    /// The last fetch could not reach the store; the next read after it is
    /// reachable again fetches.
    @ObservationIgnored private var awaitsReachability = false
    @ObservationIgnored private var isObservingSaves = false
    @ObservationIgnored var fetchError: (any Error)?
    @ObservationIgnored private var lastChange = ""
    /// The fingerprint of the request a fetch off the main actor is reading
    /// for, while it does (a store on the network).
    @ObservationIgnored var loading: String?
    /// Something changed while that fetch read: fetch again after it.
    @ObservationIgnored var loadAgain = false

    init() {}

    /// `@Query Habit (insert)`.
    @MainActor var updateCauseDescription: String {
        "@Query \(Element._$schema.entityName) (\(lastChange))"
    }

    /// The results for `request` in `context` as the query's shape reads
    /// them: a page at a time when `inPages` and the store allows it, else
    /// all held.
    @MainActor
    func collection(in context: ModelContext, for request: QueryRequest<Element>, inPages: Bool) -> FetchResultsCollection<Element> {
        if inPages != readsInPages {
            readsInPages = inPages
            isStale = true
        }
        let models = models(in: context, for: request)
        if let paged { return FetchResultsCollection(pages: paged) }
        return FetchResultsCollection(models)
    }

    /// The results for `request` in `context`, fetched when they are not current.
    @MainActor
    func models(in context: ModelContext, for request: QueryRequest<Element>) -> [Element] {
        _ = revision
        if context !== self.context {
            self.context = context
            isStale = true
            if !isObservingSaves {
                context.container.changes.add(self)
                isObservingSaves = true
            }
        }
        if request !== self.request {
            if self.request?.fingerprint != request.fingerprint { isStale = true }
            self.request = request
        }
        if awaitsReachability, context.container.reachability.isReachable {
            awaitsReachability = false
            isStale = true
        }
        if isStale { refetch() }
        // Read in the view's body, so that the body runs again when the store
        // is back (and if it came back meanwhile, fetch once more now).
        if awaitsReachability, context.container.reachability.isReachable {
            awaitsReachability = false
            refetch()
        }
        return models
    }

    @MainActor
    func refetch() {
        isStale = false
        guard let context, let request else { return }
        if context.isMain && context.container.store.isOnNetwork {
            fetchInBackground(context, request)
            return
        }
        do {
            let plan = FetchPlan(request.descriptor, entity: try context.container.entity(Element.self), dialect: context.container.store.dialect)
            self.plan = plan
            if readsInPages && context.isExactInSQL(plan) {
                paged = try readPages(of: plan, in: context)
                models = []
            } else {
                paged = nil
                models = try withoutObservationTracking { try context.fetch(plan) }
            }
            fetchError = nil
        } catch ModelStoreError.unreachable(let reason) {
            // The server is away: keep showing the last results, and fetch
            // again once it is back (see `models(in:)`).
            fetchError = ModelStoreError.unreachable(reason)
            awaitsReachability = true
            ModelContext.logger.warning("@Query \(Element._$schema.entityName) shows its last results: \(reason)")
        } catch {
            models = []
            paged = nil
            fetchError = error
            ModelContext.logger.error("@Query \(Element._$schema.entityName) could not fetch: \(error)")
        }
        members = Set(models.map(ObjectIdentifier.init))
    }

    /// Reads the results off the main actor (the rows, and every row their
    /// relationships reach), then builds them on it: the main actor never
    /// waits for a store on the network. Meanwhile the last results stay.
    /// Results read in pages read their count and first page so
    /// (`QueryResults+BackgroundPages`).
    @MainActor
    private func fetchInBackground(_ context: ModelContext, _ request: QueryRequest<Element>) {
        if loading != nil {
            loadAgain = true
            return
        }
        let plan: FetchPlan<Element>
        do {
            plan = FetchPlan(request.descriptor, entity: try context.container.entity(Element.self), dialect: context.container.store.dialect)
        } catch {
            fail(error)
            return
        }
        let windowed = context.isExactInSQL(plan)
        loading = request.fingerprint
        pageGeneration &+= 1
        pagesInFlight = []
        recountPending = false
        if readsInPages && windowed {
            fetchPagesInBackground(context, request, plan)
            return
        }
        let load = PendingLoads.begin()
        Task { @MainActor in
            defer { PendingLoads.end(load) }
            let read: Result<StoreReadAhead, any Error>
            do {
                read = .success(try await context.readAhead(of: plan, windowed: windowed))
            } catch {
                read = .failure(error)
            }
            self.loaded(read, plan: plan, windowed: windowed, for: request.fingerprint)
        }
    }

    @MainActor
    private func loaded(
        _ read: Result<StoreReadAhead, any Error>, plan: FetchPlan<Element>, windowed: Bool, for fingerprint: String
    ) {
        loading = nil
        let again = loadAgain
        loadAgain = false
        guard let context, let request else { return }
        if request.fingerprint != fingerprint {
            // The view asks for other results now: those are what it needs.
            refetch()
            return
        }
        do {
            let readAhead = try read.get()
            let fetched = try withoutObservationTracking {
                try context.withReadAhead(readAhead) { try context.results(of: plan, rows: readAhead.selected, windowed: windowed) }
            }
            guard let fetched else {
                // Unsaved changes count now: the store's window does not do.
                refetch()
                return
            }
            adoptFetched(models: fetched, paged: nil, plan: plan)
        } catch {
            fail(error)
        }
        if again { refetch() }
    }

    /// Takes the results a background fetch read, every model or pages of
    /// them, and tells the views that read the old ones.
    @MainActor
    func adoptFetched(models fetched: [Element], paged pages: FetchedPages<Element>?, plan: FetchPlan<Element>) {
        models = fetched
        paged = pages
        members = Set(models.map(ObjectIdentifier.init))
        self.plan = plan
        fetchError = nil
        announce(["fetch"])
    }

    /// Records a fetch that failed: an unreachable store keeps the last
    /// results (fetched again once it is back); any other error empties them.
    @MainActor
    func fail(_ error: any Error) {
        if case ModelStoreError.unreachable(let reason) = error {
            fetchError = error
            awaitsReachability = true
            ModelContext.logger.warning("@Query \(Element._$schema.entityName) shows its last results: \(reason)")
        } else {
            models = []
            members = []
            paged = nil
            fetchError = error
            ModelContext.logger.error("@Query \(Element._$schema.entityName) could not fetch: \(error)")
        }
        announce(["fetch failed"])
    }

    // MARK: Keeping current

    @MainActor
    func containerDidSave(_ changes: ModelChanges, by saver: ObjectIdentifier, readAhead: StoreReadAhead?) {
        if loading != nil {
            loadAgain = true
            return
        }
        guard !isStale, let context, let plan else { return }
        if changes.mayHaveMissedChanges {
            isStale = true
            announce(["missed changes"])
            return
        }
        let mine = changes.of(Element._$schema.entityName)
        if readsRelatedModels(plan), mine.updated.count + mine.inserted.count + mine.deleted.count
            != changes.updated.count + changes.inserted.count + changes.deleted.count
        {
            // A predicate or sort that runs in Swift may read through a
            // relationship (`$0.trip?.name`): a change of another model can
            // change these results, so they are fetched again.
            isStale = true
            announce(["related change"])
            return
        }
        guard !mine.isEmpty else { return }
        if plan.descriptor.fetchLimit != nil || plan.descriptor.fetchOffset != nil {
            isStale = true
            announce(Self.kinds(of: mine))
            return
        }
        if let paged {
            apply(mine, to: paged, context, plan)
            return
        }
        do {
            var kinds: [String] = []
            try withoutObservationTracking {
                try context.withReadAhead(readAhead) {
                    if removeDeleted(mine.deleted) { kinds.append("delete") }
                    if try placeInserted(mine.inserted, context, plan) { kinds.append("insert") }
                    if try moveUpdated(mine.updated, context, plan) { kinds.append("update") }
                }
            }
            if !kinds.isEmpty { announce(kinds) }
        } catch {
            isStale = true
            announce(Self.kinds(of: mine))
        }
    }

    /// Whether the query's filter or sort may read models of other types:
    /// the model has relationships, and not every node of them is a column.
    private func readsRelatedModels(_ plan: FetchPlan<Element>) -> Bool {
        plan.readProperties == nil && !Element._$schema.relationships.isEmpty
    }

    @MainActor
    func announce(_ kinds: [String]) {
        lastChange = kinds.joined(separator: ", ")
        if let animation = request?.animation {
            withAnimation(animation) { revision &+= 1 }
        } else {
            revision &+= 1
        }
    }

    static func kinds(of changes: ModelChanges) -> [String] {
        var kinds: [String] = []
        if !changes.deleted.isEmpty { kinds.append("delete") }
        if !changes.inserted.isEmpty { kinds.append("insert") }
        if !changes.updated.isEmpty { kinds.append("update") }
        return kinds
    }

    private func removeDeleted(_ deleted: [PersistentIdentifier]) -> Bool {
        guard !deleted.isEmpty else { return false }
        let ids = Set(deleted)
        let before = models.count
        models.removeAll { ids.contains($0.persistentModelID) }
        guard models.count != before else { return false }
        members = Set(models.map(ObjectIdentifier.init))
        return true
    }

    private func placeInserted(_ inserted: [PersistentIdentifier], _ context: ModelContext, _ plan: FetchPlan<Element>) throws -> Bool {
        var changed = false
        for id in inserted {
            let model = try heldOrRead(id, context)
            guard !members.contains(ObjectIdentifier(model)), try plan.accepts(model) else { continue }
            insert(model, plan)
            changed = true
        }
        return changed
    }

    private func moveUpdated(
        _ updated: [PersistentIdentifier: Set<String>], _ context: ModelContext, _ plan: FetchPlan<Element>
    ) throws -> Bool {
        var changed = false
        for (id, properties) in updated {
            if let read = plan.readProperties, read.isDisjoint(with: properties) { continue }
            let model = try heldOrRead(id, context)
            let isMember = members.contains(ObjectIdentifier(model))
            let accepted = try plan.accepts(model)
            if isMember, let index = models.firstIndex(where: { $0 === model }) {
                if accepted && isInPlace(index, plan) { continue }
                models.remove(at: index)
                members.remove(ObjectIdentifier(model))
                changed = true
            }
            if accepted {
                insert(model, plan)
                changed = true
            }
        }
        return changed
    }

    /// The model `id`: the one the context holds, or one built from the
    /// save's read-ahead. The main context of a store on the network reads
    /// nothing more on the main actor: without the row, the results are
    /// fetched again, off it.
    func heldOrRead(_ id: PersistentIdentifier, _ context: ModelContext) throws -> Element {
        if context.isMain && context.container.store.isOnNetwork, context.registeredModel(for: id) as Element? == nil,
            let rowID = id.rowID, context.readAhead?.wasRead(id.entityName, rowID) != true
        {
            throw ModelStoreError.unknownModel(id.description)
        }
        return try context.model(for: id, as: Element.self)
    }

    /// Whether the model at `index` is still in order with its neighbours.
    private func isInPlace(_ index: Int, _ plan: FetchPlan<Element>) -> Bool {
        if index > 0 && plan.precedes(models[index], models[index - 1]) { return false }
        if index + 1 < models.count && plan.precedes(models[index + 1], models[index]) { return false }
        return true
    }

    /// Inserts `model` after every model that does not come after it.
    private func insert(_ model: Element, _ plan: FetchPlan<Element>) {
        var low = 0
        var high = models.count
        while low < high {
            let middle = (low + high) / 2
            if plan.precedes(model, models[middle]) { high = middle } else { low = middle + 1 }
        }
        models.insert(model, at: low)
        members.insert(ObjectIdentifier(model))
    }
}
