/// The elements of a batched fetch, read a page (a batch) at a time: page
/// `n` holds positions `n * batchSize ..< (n + 1) * batchSize`. It keeps
/// the `cachedPageLimit` pages used last and forgets the others, so reading
/// every position of a large fetch holds a few pages, not all of them.
///
/// Invariants:
/// - `count` never changes: a snapshot of the results when they were counted.
///   Results that change are a new `FetchedPages`, which may inherit the
///   pages the change left in place (``init(count:inheriting:pages:)``).
/// - A page is immutable once read and may be shared by several snapshots;
///   its models are offered back to the context when the last one lets go
///   of it (``FetchedPage``).
/// - Reading never traps while the collection has read any element: a
///   position whose row the store lost since the count (a save that this
///   snapshot has not seen yet) gives the element read last, and tells the
///   source, which logs it once and lets the owner fetch again.
///
/// Not thread-safe: it is used on its context's thread or actor.
final class FetchedPages<Element> {
    /// How many pages a batched fetch keeps by default.
    static var defaultCachedPageLimit: Int { 8 }

    /// The number of positions, fixed when the results were counted.
    let count: Int
    /// The number of positions per page (at least 1).
    let batchSize: Int
    /// How many pages are kept at most.
    let cachedPageLimit: Int
    /// Where pages come from, shared with the snapshots that follow.
    let source: PageSource<Element>
    /// The pages held, the one used last at the end.
    private var pages: [FetchedPage<Element>] = [] {
        didSet { recent = pages.last }
    }
    /// The page used last (`pages.last`), kept apart: a window reads its
    /// rows in order through unspecialized generic code, where reaching it
    /// through the array cost a metadata lookup per row.
    private var recent: FetchedPage<Element>?
    /// The element read last, given for a position the store lost.
    private var lastRead: Element?
    /// How many pages were read from the store.
    private(set) var loadCount = 0

    init(count: Int, batchSize: Int, cachedPageLimit: Int = FetchedPages.defaultCachedPageLimit, source: PageSource<Element>) {
        precondition(batchSize > 0 && cachedPageLimit > 0)
        self.count = count
        self.batchSize = batchSize
        self.cachedPageLimit = cachedPageLimit
        self.source = source
    }

    /// A snapshot of `count` positions after a change, holding `pages` (the
    /// pages of `previous` that the change left in place, or ones rebuilt
    /// from them), in the order they were used.
    convenience init(count: Int, inheriting previous: FetchedPages<Element>, pages: [FetchedPage<Element>]) {
        self.init(count: count, batchSize: previous.batchSize, cachedPageLimit: previous.cachedPageLimit, source: previous.source)
        self.pages = Array(pages.suffix(cachedPageLimit))
        recent = self.pages.last
        lastRead = previous.lastRead
    }

    /// The numbers of the pages held, in increasing order.
    var cachedPageNumbers: [Int] { pages.map(\.number).sorted() }

    /// The pages held, in increasing order of position.
    var cachedPages: [FetchedPage<Element>] { pages.sorted { $0.number < $1.number } }

    /// The element at `position`, from its page (read if not held).
    func element(at position: Int) -> Element {
        precondition(position >= 0 && position < count, "Index out of range")
        let number = position / batchSize
        let index = position - number * batchSize
        // The page used last, as a window reads its rows in order.
        if let recent, recent.number == number, index < recent.elements.count {
            return recent.elements[index]
        }
        if let elements = page(number), index < elements.count {
            lastRead = elements[index]
            return elements[index]
        }
        return standIn(for: position)
    }

    /// The elements at `positions`, in order: whole runs of each page
    /// copied at once (a window reads a few pages' worth of rows on every
    /// update), with a stand-in for any position the store lost.
    func elements(at positions: Range<Int>) -> [Element] {
        precondition(positions.lowerBound >= 0 && positions.upperBound <= count, "Index out of range")
        var result: [Element] = []
        result.reserveCapacity(positions.count)
        var position = positions.lowerBound
        while position < positions.upperBound {
            let number = position / batchSize
            let start = position - number * batchSize
            let end = min(positions.upperBound - number * batchSize, batchSize)
            guard let page = page(number), start < page.count else {
                result.append(standIn(for: position))
                position += 1
                continue
            }
            let available = min(end, page.count)
            result.append(contentsOf: page[start..<available])
            lastRead = page[available - 1]
            position += available - start
        }
        return result
    }

    /// Whether pages held cover every position of `positions`, so that
    /// reading them reads nothing from the store.
    func holds(_ positions: Range<Int>) -> Bool {
        guard !positions.isEmpty else { return true }
        for number in (positions.lowerBound / batchSize)...((positions.upperBound - 1) / batchSize)
        where !pages.contains(where: { $0.number == number }) {
            return false
        }
        return true
    }

    /// Takes page `number`, read elsewhere (off the context's actor, see
    /// ``missingPageNumbers(around:margin:)``), as the page used last: it
    /// replaces a page held with that number, and the page used longest
    /// ago goes when the limit is reached. Nothing is read from the store.
    func adopt(page number: Int, elements: [Element]) {
        precondition(number >= 0 && number * batchSize < count, "Page out of range")
        pages.removeAll { $0.number == number }
        if pages.count >= cachedPageLimit { pages.removeFirst() }
        pages.append(FetchedPage(number: number, elements: elements, source: source))
        if lastRead == nil { lastRead = elements.first }
    }

    /// A new snapshot of the same count holding this one's pages and page
    /// `number`, read elsewhere (``adopt(page:elements:)``): what a query
    /// publishes when a page it read in the background arrives. This
    /// snapshot does not change.
    func adopting(page number: Int, elements: [Element]) -> FetchedPages<Element> {
        let next = FetchedPages(count: count, inheriting: self, pages: pages)
        next.adopt(page: number, elements: elements)
        return next
    }

    /// The position of the element that `matches`, among the pages held.
    func cachedPosition(where matches: (Element) -> Bool) -> Int? {
        for page in pages {
            if let index = page.elements.firstIndex(where: matches) { return page.number * batchSize + index }
        }
        return nil
    }

    /// The elements of page `number`, nil when the store could not give them.
    private func page(_ number: Int) -> [Element]? {
        if let last = pages.last, last.number == number { return last.elements }
        if let held = pages.firstIndex(where: { $0.number == number }) {
            let page = pages.remove(at: held)
            pages.append(page)
            return page.elements
        }
        // Read in the background only, when a lazy window asks for it.
        if source.request != nil { return nil }
        let start = number * batchSize
        let elements: [Element]
        do {
            elements = try source.load(start, min(batchSize, count - start))
        } catch {
            source.reportStale("positions \(start)... could not be read: \(error)")
            return nil
        }
        loadCount += 1
        if pages.count >= cachedPageLimit { pages.removeFirst() }
        pages.append(FetchedPage(number: number, elements: elements, source: source))
        return elements
    }

    /// What a position the store no longer has gives: the element read
    /// last, else the first the store has now. A position whose page a
    /// source that reads in the background (``PageSource/request``) does
    /// not hold yet gives the element read last too, without reading the
    /// store: its page is read when a lazy window asks for it.
    private func standIn(for position: Int) -> Element {
        if source.request != nil, !pages.contains(where: { $0.number == position / batchSize }),
            let element = lastRead ?? recent?.elements.first
        {
            source.reportNotHeld(position)
            return element
        }
        source.reportStale("no row at position \(position) of \(count): the store changed since the results were counted")
        if let lastRead { return lastRead }
        if let first = try? source.load(0, 1).first {
            lastRead = first
            return first
        }
        // Every row counted was deleted before any was read: there is no
        // element to give at all.
        fatalError(
            "FetchResultsCollection: no row at position \(position) of \(count): the store lost every row since they were counted; fetch again after saving")
    }
}

/// One page of a batched fetch: its number and its elements, read once.
/// When no snapshot holds it any more, it offers its models back to the
/// context, which forgets those nothing else holds (see
/// ``ModelContext/releaseUnreferencedModels(_:as:)``).
final class FetchedPage<Element> {
    let number: Int
    private(set) var elements: [Element]
    private let source: PageSource<Element>

    /// Which elements the page still offers back when it goes: nil for all
    /// of them (see ``handOver(where:)``).
    private var offered: [Bool]?

    init(number: Int, elements: [Element], source: PageSource<Element>) {
        self.number = number
        self.elements = elements
        self.source = source
    }

    /// The elements `isCarried` picks went on in other pages (a save changed
    /// this one into new ones): when this page goes, it offers back only
    /// the others, instead of asking the context about models it would keep.
    func handOver(where isCarried: (Element) -> Bool) {
        // A loop by index: `map` allocated per element in this generic
        // code, which is not specialized for the app's models.
        var offered: [Bool] = []
        offered.reserveCapacity(elements.count)
        for index in elements.indices { offered.append(!isCarried(elements[index])) }
        self.offered = offered
    }

    deinit {
        guard let release = source.release else { return }
        guard let offered else { return release(&elements) }
        var rest: [Element] = []
        for (element, isOffered) in zip(elements, offered) where isOffered { rest.append(element) }
        elements = []
        release(&rest)
    }
}

/// Where the pages of one batched fetch come from, shared by its snapshots.
final class PageSource<Element> {
    /// Reads the elements at `offset ..< offset + limit` (positions of the
    /// results, not of the table).
    let load: (_ offset: Int, _ limit: Int) throws -> [Element]
    /// Takes the elements of a page no snapshot holds any more: it must
    /// empty the array before it offers its models to the context, so that
    /// the array does not count as a holder.
    let release: ((inout [Element]) -> Void)?
    /// The position of the row with a key, asked of the store; nil when the
    /// source cannot tell (the elements are not models).
    let locate: ((PersistentIdentifier) throws -> Int?)?
    /// For a source whose pages must not be read where they are used (the
    /// main actor, on a store on the network): asks for pages `numbers` of
    /// the owner's current snapshot, to be read in the background; `load`
    /// is then never called. The owner publishes a new snapshot as each
    /// arrives.
    let request: (@MainActor (_ numbers: [Int]) -> Void)?
    /// For a source read in the background: finds the position of the row
    /// with a key in the background, then calls its second argument on the
    /// main actor with it (nil: no result has the key, or the store could
    /// not tell).
    let locateInBackground: (@MainActor (PersistentIdentifier, @escaping @MainActor (Int?) -> Void) -> Void)?
    /// Told (once at most) that the store changed under a
    /// snapshot or could not be read; the owner may fetch again.
    private let stale: (String) -> Void
    private var reportedStale = false
    private var reportedNotHeld = false

    init(
        load: @escaping (_ offset: Int, _ limit: Int) throws -> [Element],
        release: ((inout [Element]) -> Void)? = nil, locate: ((PersistentIdentifier) throws -> Int?)? = nil,
        request: (@MainActor (_ numbers: [Int]) -> Void)? = nil,
        locateInBackground: (@MainActor (PersistentIdentifier, @escaping @MainActor (Int?) -> Void) -> Void)? = nil,
        stale: @escaping (String) -> Void
    ) {
        self.load = load
        self.release = release
        self.locate = locate
        self.request = request
        self.locateInBackground = locateInBackground
        self.stale = stale
    }

    /// Logs, once, that a reader outside a lazy window read a position
    /// whose page is not held (a source that reads in the background).
    func reportNotHeld(_ position: Int) {
        guard !reportedNotHeld else { return }
        reportedNotHeld = true
        ModelContext.logger.warning(
            "position \(position) of paged results read off the main actor is not read yet: the element read last stands in; a lazy List, LazyVStack or grid reads the pages it shows, an array @Query reads every model")
    }

    /// Tells the owner, once.
    func reportStale(_ reason: String) {
        guard !reportedStale else { return }
        reportedStale = true
        stale(reason)
    }
}
