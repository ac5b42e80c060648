import ObservatoryUI

/// A paged `@Query` of the main context of a store on the network
/// (PostgreSQL) reads its count and every page off the main actor, which
/// never waits on the network:
///
/// - A fetch reads the count and the first page in the background; the
///   results stay as they were (empty at first) until both arrive, then the
///   new snapshot is announced.
/// - A lazy window asks for the pages of its rows that the snapshot does
///   not hold (``FetchResultsCollection/_lazyRequestRows(_:)``); each page
///   read in the background is a new snapshot, announced.
/// - A save is applied on the main actor to the pages held, as on a local
///   store; when it leaves the count unknown, the count is read again in the
///   background and the snapshot meanwhile counts an estimate.
///
/// Every fetch and every save applied moves ``QueryResults/pageGeneration``
/// on: a page or a count read for an earlier generation (whose positions a
/// save may have moved) is dropped, and the window asks again for what it
/// still lacks when it updates for the new snapshot. A read that arrives
/// while a save of this process is written and not yet heard on the main
/// actor may hold it, and the save, applied when heard, would count it
/// twice: such a read is made again once every save written is heard.
extension QueryResults {
    /// Reads the count and the first page of `plan` in the background
    /// (``QueryResults/loading`` is set), then publishes them.
    @MainActor
    func fetchPagesInBackground(_ context: ModelContext, _ request: QueryRequest<Element>, _ plan: FetchPlan<Element>) {
        let load = PendingLoads.begin()
        Task { @MainActor in
            defer { PendingLoads.end(load) }
            let read: Result<(count: Int, first: [Element]), any Error>
            do {
                let count = try await context.countInBackground(of: plan)
                let first = count > 0 ? try await context.modelPageInBackground(of: plan, offset: 0, limit: min(Self.pageSize, count)) : []
                read = .success((count, first))
            } catch {
                read = .failure(error)
            }
            self.firstPageLoaded(read, plan: plan, for: request.fingerprint)
        }
    }

    @MainActor
    private func firstPageLoaded(_ read: Result<(count: Int, first: [Element]), any Error>, plan: FetchPlan<Element>, for fingerprint: String) {
        if case .success = read, let context, !context.container.changes.heardEveryWrite {
            // Still loading, for the saves heard meanwhile (`loadAgain`).
            whenEveryWriteIsHeard {
                self.loading = nil
                self.loadAgain = false
                self.refetch()
            }
            return
        }
        loading = nil
        let again = loadAgain
        loadAgain = false
        guard let context, let request else { return }
        // The view asks for other results now, or the context has unsaved
        // changes the store's pages lack: fetch what it needs.
        if request.fingerprint != fingerprint || !context.isExactInSQL(plan) {
            refetch()
            return
        }
        do {
            let (counted, first) = try read.get()
            // A first page shorter than the count asked for: rows went
            // between the two reads, and the page tells how many are left.
            let count = first.count < min(Self.pageSize, counted) ? first.count : counted
            adoptFetched(models: [], paged: backgroundPages(count: count, first: first, context), plan: plan)
        } catch {
            fail(error)
        }
        if again { refetch() }
    }

    /// The first snapshot of results whose pages are read in the background:
    /// `count` positions, page 0 held.
    @MainActor
    private func backgroundPages(count: Int, first: [Element], _ context: ModelContext) -> FetchedPages<Element> {
        let source = PageSource<Element>(
            load: { _, _ in throw ModelStoreError.unreachable("a page of a store on the network is read in the background") },
            release: context.releasingPage(of: Element.self),
            request: { [weak self] numbers in self?.readPagesInBackground(numbers) },
            locateInBackground: { [weak self] id, found in
                guard let self else { return found(nil) }
                self.locateInBackground(id, found)
            },
            stale: { [weak self] reason in
                ModelContext.logger.warning("@Query \(Element._$schema.entityName): \(reason); fetching again")
                let load = PendingLoads.begin()
                Task { @MainActor in
                    defer { PendingLoads.end(load) }
                    self?.storeChangedUnderPages()
                }
            })
        let pages = FetchedPages(count: count, batchSize: Self.pageSize, source: source)
        if count > 0 { pages.adopt(page: 0, elements: first) }
        return pages
    }

    /// Reads pages `numbers` of the current snapshot in the background,
    /// those it does not hold and no read of this generation is reading.
    /// Nothing while a fetch reads: its snapshot is asked again.
    @MainActor
    func readPagesInBackground(_ numbers: [Int]) {
        guard let pages = paged, loading == nil, let context, let plan else { return }
        let generation = pageGeneration
        for number in numbers {
            let offset = number * pages.batchSize
            guard offset >= 0, offset < pages.count, !pages.holds(offset..<(offset + 1)), pagesInFlight.insert(number).inserted else {
                continue
            }
            let limit = min(pages.batchSize, pages.count - offset)
            let load = PendingLoads.begin()
            Task { @MainActor in
                defer { PendingLoads.end(load) }
                let read: Result<[Element], any Error>
                do {
                    read = .success(try await context.modelPageInBackground(of: plan, offset: offset, limit: limit))
                } catch {
                    read = .failure(error)
                }
                self.pageLoaded(number, read, generation: generation)
            }
        }
    }

    /// Finds the position of the model `id` among the results in the
    /// background (a `scrollTo` of a row no page holds), then calls `found`
    /// with it: nil when no result has it or the store could not tell. A
    /// position read for an earlier generation (a save may have moved it)
    /// is asked again.
    @MainActor
    func locateInBackground(_ id: PersistentIdentifier, _ found: @escaping @MainActor (Int?) -> Void) {
        guard let context, let plan, id.entityName == Element._$schema.entityName, let rowID = id.rowID else {
            return found(nil)
        }
        let generation = pageGeneration
        let load = PendingLoads.begin()
        Task { @MainActor in
            defer { PendingLoads.end(load) }
            let position: Int?
            do {
                position = try await context.positionInBackground(of: rowID, in: plan)
            } catch {
                ModelContext.logger.warning("@Query \(Element._$schema.entityName) could not find the position of \(id): \(error)")
                return found(nil)
            }
            guard generation == self.pageGeneration else { return self.locateInBackground(id, found) }
            found(position)
        }
    }

    /// A page read in the background: a new snapshot holding it, announced,
    /// if no save or fetch came since it was asked for.
    @MainActor
    private func pageLoaded(_ number: Int, _ read: Result<[Element], any Error>, generation: Int) {
        guard generation == pageGeneration else { return }
        pagesInFlight.remove(number)
        guard let pages = paged, number * pages.batchSize < pages.count, let context else { return }
        if case .success = read, !context.container.changes.heardEveryWrite {
            whenEveryWriteIsHeard {
                if self.pageGeneration == generation { self.readPagesInBackground([number]) }
            }
            return
        }
        do {
            paged = pages.adopting(page: number, elements: try read.get())
            announce(["page"])
        } catch {
            // The window asks again when it next updates.
            ModelContext.logger.warning("@Query \(Element._$schema.entityName) could not read page \(number): \(error)")
        }
    }

    /// A save moved the positions of the snapshot: the pages being read are
    /// for the old ones. With `countAgain` (or a count still being read for
    /// an earlier save), the count is read again.
    @MainActor
    func positionsMoved(countAgain: Bool) {
        pageGeneration &+= 1
        pagesInFlight = []
        if countAgain || recountPending { countInBackground() }
    }

    /// Reads the count of the results in the background; the snapshot then
    /// takes it, unless a save or a fetch came since (which reads its own).
    @MainActor
    private func countInBackground() {
        guard let context, let plan else { return }
        recountPending = true
        let generation = pageGeneration
        let load = PendingLoads.begin()
        Task { @MainActor in
            defer { PendingLoads.end(load) }
            let counted: Result<Int, any Error>
            do {
                counted = .success(try await context.countInBackground(of: plan))
            } catch {
                counted = .failure(error)
            }
            self.counted(counted, generation: generation)
        }
    }

    @MainActor
    private func counted(_ counted: Result<Int, any Error>, generation: Int) {
        guard generation == pageGeneration, let pages = paged, let plan, let context else { return }
        if case .success = counted, !context.container.changes.heardEveryWrite {
            whenEveryWriteIsHeard {
                if self.pageGeneration == generation { self.countInBackground() }
            }
            return
        }
        recountPending = false
        guard case .success(let count) = counted else {
            isStale = true
            announce(["count failed"])
            return
        }
        guard count != pages.count else { return }
        // The pages held that still fit: the last one only if it ends
        // exactly at the count.
        let previous = pages.cachedPages
        let runs = CachedRuns(previous, batchSize: pages.batchSize, count: count, plan: plan)
        let kept = runs.pages(batchSize: pages.batchSize, count: count, previous: previous, source: pages.source)
        Self.handOver(previous, to: kept)
        paged = FetchedPages(count: count, inheriting: pages, pages: kept)
        pageGeneration &+= 1
        pagesInFlight = []
        announce(["count"])
    }

    /// Runs `body` on the main actor once it has heard every save of this
    /// process written so far (a write that fails counts as heard).
    @MainActor
    private func whenEveryWriteIsHeard(_ body: @escaping @MainActor () -> Void) {
        guard let changes = context?.container.changes else { return }
        let load = PendingLoads.begin()
        Task { @MainActor in
            defer { PendingLoads.end(load) }
            while !changes.heardEveryWrite { try? await Task.sleep(for: .milliseconds(5)) }
            body()
        }
    }
}
