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
    // Two stored properties rather than an enum of the two sources: a
    // lazy `ForEach` reads its window's elements through unspecialized
    // generic code, where switching over an enum of generic payloads
    // copied the payload out (four allocations per element read).
    /// Every element, when they are all held (empty when paged).
    private let held: [Element]
    /// The pages behind a batched fetch, nil when every element is held.
    let pages: FetchedPages<Element>?

    /// A collection of `elements`, all of them held.
    init(_ elements: [Element]) {
        held = elements
        pages = nil
    }

    /// A collection that reads its elements through `pages`.
    init(pages: FetchedPages<Element>) {
        held = []
        self.pages = pages
    }

    /// The position of the first element: 0.
    public var startIndex: Int { 0 }

    /// The position after the last element: the number of elements.
    public var endIndex: Int { pages?.count ?? held.count }

    /// The element at `position`, read from the store with its batch when
    /// the collection does not hold that batch.
    public subscript(position: Int) -> Element {
        if let pages { return pages.element(at: position) }
        return held[position]
    }

    /// Every element, as an array: the one held, or one read through the
    /// pages.
    var allElements: [Element] { pages == nil ? held : Array(self) }
}
