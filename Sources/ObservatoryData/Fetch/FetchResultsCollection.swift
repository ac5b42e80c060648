/// Fetched results, in order: what ``ModelContext/fetch(_:batchSize:)``
/// returns and ``ResultsObserver/results`` holds.
///
/// A batched fetch's collection knows its count from one `SELECT count(*)`
/// and reads its elements from the store a batch at a time, as they are
/// accessed (sequentially or by subscript), keeping only the last few
/// batches it read. Other collections hold every element.
///
/// Use it on the thread or actor of the context that fetched it, as the
/// context itself.
public struct FetchResultsCollection<Element>: RandomAccessCollection {
    /// Where the elements come from.
    enum Source {
        /// All of them, fetched at once.
        case loaded([Element])
        /// Read from the store a batch at a time.
        case paged(FetchedPages<Element>)
    }

    let source: Source

    /// A collection of `elements`, all of them held.
    init(_ elements: [Element]) { source = .loaded(elements) }

    /// A collection that reads its elements through `pages`.
    init(pages: FetchedPages<Element>) { source = .paged(pages) }

    /// The position of the first element: 0.
    public var startIndex: Int { 0 }

    /// The position after the last element: the number of elements.
    public var endIndex: Int {
        switch source {
        case .loaded(let elements): elements.count
        case .paged(let pages): pages.count
        }
    }

    /// The element at `position`, read from the store with its batch when
    /// the collection does not hold that batch.
    public subscript(position: Int) -> Element {
        switch source {
        case .loaded(let elements): elements[position]
        case .paged(let pages): pages.element(at: position)
        }
    }

    /// Every element, as an array: the one held, or one read through the
    /// pages.
    var allElements: [Element] {
        switch source {
        case .loaded(let elements): elements
        case .paged: Array(self)
        }
    }

    /// The pages behind a batched fetch, nil when every element is held.
    var pages: FetchedPages<Element>? {
        if case .paged(let pages) = source { return pages }
        return nil
    }
}
