import ObservatoryUI

/// A `@Query` whose shape is ``FetchResultsCollection`` reads its results a
/// page at a time: a `count(*)` and the first page when it fetches, then the
/// pages a lazy list asks for. A save changes the count and keeps the pages
/// it left in place, so a change costs what it touched plus the pages read
/// again, not the number of results.
///
/// Paging applies when the store alone decides the results: the predicate
/// and sort run in SQL, and the context has no unsaved changes of the model.
/// On a store on the network, the main context reads the count and the pages
/// off the main actor (`QueryResults+BackgroundPages`).
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
    func storeChangedUnderPages() {
        guard paged != nil else { return }
        isStale = true
        announce(["store changed"])
    }

    /// Applies a save's changes of this query's model to its pages: a new
    /// snapshot with the new count, whose pages are the old ones with the
    /// changes made in them (``CachedRuns``). Positions no page holds are
    /// read again when the window needs them.
    @MainActor
    func apply(_ changes: ModelChanges, to pages: FetchedPages<Element>, _ context: ModelContext, _ plan: FetchPlan<Element>) {
        var count = pages.count
        var recount = false
        var kinds: [String] = []
        let previous = pages.cachedPages
        var runs = CachedRuns(previous, batchSize: pages.batchSize, count: count, plan: plan)
        do {
            try withoutObservationTracking {
                for id in changes.deleted {
                    if runs.remove(where: { $0.persistentModelID == id }) {
                        count -= 1
                    } else if plan.descriptor.predicate == nil {
                        count -= 1
                        runs.forgetAfterFirstGap()
                    } else {
                        // Perhaps not one of the results: count them again.
                        recount = true
                        runs.forgetAfterFirstGap()
                    }
                    kinds.append("delete")
                }
                for id in changes.inserted {
                    let model = try heldOrRead(id, context)
                    guard try plan.accepts(model) else { continue }
                    count += 1
                    runs.insert(model)
                    kinds.append("insert")
                }
                for (id, properties) in changes.updated {
                    if let read = plan.readProperties, read.isDisjoint(with: properties) { continue }
                    let model = try heldOrRead(id, context)
                    let accepted = try plan.accepts(model)
                    if runs.remove(where: { $0 === model }) {
                        if !accepted { count -= 1 }
                    } else if plan.filterProperties.map({ !$0.isDisjoint(with: properties) }) ?? true {
                        // Perhaps one of the results before, perhaps not.
                        recount = true
                        runs.forgetAfterFirstGap()
                    } else if accepted {
                        // One of the results before too, somewhere not held.
                        runs.forgetAfterFirstGap()
                    } else {
                        continue
                    }
                    if accepted { runs.insert(model) }
                    kinds.append("update")
                }
            }
            guard !kinds.isEmpty else { return }
            if recount {
                runs.forgetEnd()
                // Off the main actor on a store on the network: until the
                // count arrives, the snapshot's count is an estimate.
                if pages.source.request == nil { count = try context.container.store.count(plan.storeFetch(windowed: true)) }
            }
        } catch {
            isStale = true
            announce(Self.kinds(of: changes))
            return
        }
        count = max(count, 0)
        let kept = runs.pages(batchSize: pages.batchSize, count: count, previous: previous, source: pages.source)
        Self.handOver(previous, to: kept)
        paged = FetchedPages(count: count, inheriting: pages, pages: kept)
        if pages.source.request != nil { positionsMoved(countAgain: recount) }
        var seen: Set<String> = []
        announce(kinds.filter { seen.insert($0).inserted })
    }

    /// Tells the pages a save replaced which of their models the new pages
    /// hold, so that they offer back only the others when they go.
    static func handOver(_ previous: [FetchedPage<Element>], to kept: [FetchedPage<Element>]) {
        // At most a few pages each: linear searches.
        let replaced = previous.filter { page in !kept.contains { $0 === page } }
        guard !replaced.isEmpty else { return }
        let rebuilt = kept.filter { page in !previous.contains { $0 === page } }.sorted { $0.number < $1.number }
        var carried = CarriedModels(rebuilt)
        // In order of position, as the carried models are.
        for page in replaced.sorted(by: { $0.number < $1.number }) { page.handOver { carried.contains(ObjectIdentifier($0)) } }
    }
}
