/// The elements of a batched fetch, read a page (a batch) at a time: page
/// `n` holds positions `n * batchSize ..< (n + 1) * batchSize`. It keeps
/// the `cachedPageLimit` pages used last and forgets the others, so reading
/// every position of a large fetch holds a few pages, not all of them.
///
/// Not thread-safe: it is used on its context's thread or actor.
final class FetchedPages<Element> {
    /// How many pages a batched fetch keeps by default.
    static var defaultCachedPageLimit: Int { 8 }

    /// The number of positions, fixed when the fetch ran.
    let count: Int
    /// The number of positions per page (at least 1).
    let batchSize: Int
    /// How many pages are kept at most.
    let cachedPageLimit: Int
    /// Reads the elements at `offset ..< offset + limit` (positions of this
    /// collection, not of the table).
    private let load: (_ offset: Int, _ limit: Int) throws -> [Element]
    /// The pages held, the one used last at the end.
    private var pages: [(number: Int, elements: [Element])] = []
    /// How many pages were read from the store.
    private(set) var loadCount = 0

    init(
        count: Int, batchSize: Int, cachedPageLimit: Int = FetchedPages.defaultCachedPageLimit,
        load: @escaping (_ offset: Int, _ limit: Int) throws -> [Element]
    ) {
        precondition(batchSize > 0 && cachedPageLimit > 0)
        self.count = count
        self.batchSize = batchSize
        self.cachedPageLimit = cachedPageLimit
        self.load = load
    }

    /// The numbers of the pages held, in increasing order.
    var cachedPageNumbers: [Int] { pages.map(\.number).sorted() }

    /// The element at `position`, from its page (read if not held).
    func element(at position: Int) -> Element {
        precondition(position >= 0 && position < count, "Index out of range")
        let number = position / batchSize
        let elements = page(number)
        let index = position - number * batchSize
        guard index < elements.count else {
            // The store lost rows since the fetch counted them (a save of
            // some context): this position has no row any more.
            fatalError(
                "FetchResultsCollection: no row at position \(position) of \(count): the store changed since fetch(_:batchSize:) counted them; fetch again after saving")
        }
        return elements[index]
    }

    private func page(_ number: Int) -> [Element] {
        if let last = pages.last, last.number == number { return last.elements }
        if let held = pages.firstIndex(where: { $0.number == number }) {
            let page = pages.remove(at: held)
            pages.append(page)
            return page.elements
        }
        let start = number * batchSize
        let elements: [Element]
        do {
            elements = try load(start, min(batchSize, count - start))
        } catch {
            // A subscript cannot throw: a batch the store cannot give is as
            // fatal as an index out of range.
            fatalError("FetchResultsCollection: could not read positions \(start)... from the store: \(error)")
        }
        loadCount += 1
        if pages.count >= cachedPageLimit { pages.removeFirst() }
        pages.append((number, elements))
        return elements
    }
}
