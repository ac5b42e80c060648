import ObservatoryUI

/// A `@Query` whose shape is ``FetchResultsCollection`` reads its results a
/// page at a time: a `count(*)` and the first page when it fetches, then the
/// pages a lazy list asks for. A save changes the count and keeps the pages
/// it left in place, so a change costs what it touched plus the pages read
/// again, not the number of results.
///
/// Paging applies when the store alone decides the results: the predicate
/// and sort run in SQL, the context has no unsaved changes of the model, and
/// the store is not on the network (the main actor never waits on one: such
/// a query fetches every model off it, as an array does).
extension QueryResults {
    /// Models per page: a screen and a half of rows.
    static var pageSize: Int { 64 }

    /// Counts the results of `plan` and reads the first page, so that a
    /// position the store loses later always has a stand-in.
    @MainActor
    func readPages(of plan: FetchPlan<Element>, in context: ModelContext) throws -> FetchedPages<Element> {
        let pages = try context.modelPages(of: plan, batchSize: Self.pageSize) { [weak self] reason in
            ModelContext.logger.warning("@Query \(Element._$schema.entityName): \(reason); fetching again")
            let load = PendingLoads.begin()
            Task { @MainActor in
                defer { PendingLoads.end(load) }
                self?.storeChangedUnderPages()
            }
        }
        if pages.count > 0 { _ = pages.element(at: 0) }
        return pages
    }

    /// A page read after a save this query has not seen yet: fetch again.
    @MainActor
    private func storeChangedUnderPages() {
        guard paged != nil else { return }
        isStale = true
        announce(["store changed"])
    }

    /// Applies a save's changes of this query's model to its pages: a new
    /// snapshot with the new count, keeping the pages before the first
    /// position the changes can have moved.
    @MainActor
    func apply(_ changes: ModelChanges, to pages: FetchedPages<Element>, _ context: ModelContext, _ plan: FetchPlan<Element>) {
        var count = pages.count
        var recount = false
        var kinds: [String] = []
        let cached = pages.cachedPages
        // Every position before this one is in a page held: a model that is
        // not in one was at this position or later.
        let firstUnknown = Self.firstUncachedPosition(cached, batchSize: pages.batchSize)
        var firstMoved = Int.max
        do {
            try withoutObservationTracking {
                for id in changes.deleted {
                    if let position = pages.cachedPosition(where: { $0.persistentModelID == id }) {
                        count -= 1
                        firstMoved = min(firstMoved, position)
                    } else if plan.descriptor.predicate == nil {
                        count -= 1
                        firstMoved = min(firstMoved, firstUnknown)
                    } else {
                        recount = true
                        firstMoved = min(firstMoved, firstUnknown)
                    }
                    kinds.append("delete")
                }
                for id in changes.inserted {
                    let model = try heldOrRead(id, context)
                    guard try plan.accepts(model) else { continue }
                    count += 1
                    firstMoved = min(firstMoved, Self.insertionBound(of: model, isNew: true, in: cached, plan))
                    kinds.append("insert")
                }
                for (id, properties) in changes.updated {
                    if let read = plan.readProperties, read.isDisjoint(with: properties) { continue }
                    let model = try heldOrRead(id, context)
                    let accepted = try plan.accepts(model)
                    if let position = pages.cachedPosition(where: { $0 === model }) {
                        firstMoved = min(firstMoved, position)
                        if !accepted { count -= 1 }
                    } else {
                        if plan.filterProperties.map({ !$0.isDisjoint(with: properties) }) ?? true { recount = true }
                        firstMoved = min(firstMoved, firstUnknown)
                    }
                    if accepted { firstMoved = min(firstMoved, Self.insertionBound(of: model, isNew: false, in: cached, plan)) }
                    kinds.append("update")
                }
            }
            guard !kinds.isEmpty else { return }
            if recount { count = try context.container.store.count(plan.storeFetch(windowed: true)) }
        } catch {
            isStale = true
            announce(Self.kinds(of: changes))
            return
        }
        let keepsBefore = firstMoved
        paged = FetchedPages(count: count, inheriting: pages) { ($0.number + 1) * pages.batchSize <= keepsBefore }
        var seen: Set<String> = []
        announce(kinds.filter { seen.insert($0).inserted })
    }

    /// The first position in no page of `cached` (sorted by number).
    private static func firstUncachedPosition(_ cached: [FetchedPage<Element>], batchSize: Int) -> Int {
        var position = 0
        for page in cached {
            guard page.number * batchSize == position else { break }
            position += page.elements.count
            if page.elements.count < batchSize { break }
        }
        return position
    }

    /// The start of the first page of `cached` that `model` goes into or
    /// before. Ties are ordered by key: a new row's is the largest, so it
    /// goes after the models it ties with; a model that moved may go before
    /// them.
    private static func insertionBound(
        of model: Element, isNew: Bool, in cached: [FetchedPage<Element>], _ plan: FetchPlan<Element>
    ) -> Int {
        for page in cached {
            guard let last = page.elements.last else { continue }
            let goesBeforeLast = isNew ? plan.precedes(model, last) : !plan.precedes(last, model)
            if goesBeforeLast { return page.number * pageSize }
        }
        return Int.max
    }
}
