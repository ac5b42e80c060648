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
    let held: [Element]
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

    // Index arithmetic on `Int`, declared rather than taken from the
    // standard library's defaults for strideable indices: a lazy `ForEach`
    // walks its window through unspecialized generic code, where each
    // default step looked up the metadata of the `Strideable` conformance.

    /// The position after `i`.
    public func index(after i: Int) -> Int { i + 1 }

    /// The position before `i`.
    public func index(before i: Int) -> Int { i - 1 }

    /// Moves `i` to the position after it.
    public func formIndex(after i: inout Int) { i += 1 }

    /// Moves `i` to the position before it.
    public func formIndex(before i: inout Int) { i -= 1 }

    /// The position `distance` away from `i`.
    public func index(_ i: Int, offsetBy distance: Int) -> Int { i + distance }

    /// The number of positions from `start` to `end`.
    public func distance(from start: Int, to end: Int) -> Int { end - start }

    /// Every element, as an array: the one held, or one read through the
    /// pages.
    var allElements: [Element] { pages == nil ? held : Array(self) }
}
