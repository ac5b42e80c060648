/// Data that finds the position of a row by its id without reading every
/// element: a windowed `ForEach` asks it before it scans the data for a
/// `ScrollViewReader.scrollTo` of a row that is not mounted. ObservatoryData's
/// paged query results conform (they ask the store), so a `scrollTo` into a
/// million stored rows does not read a million models.
public protocol _LazyRowLookup {
    /// Where the row identified `id` is, as far as the data can tell.
    func _lazyRowPosition(ofID id: AnyHashable) -> _LazyRowPosition
}

/// What ``_LazyRowLookup`` found.
public enum _LazyRowPosition: Equatable, Sendable {
    /// The row is at this offset of the data (the `ForEach` checks the id
    /// there, and scans if it differs).
    case at(Int)
    /// No row has the id.
    case absent
    /// The data cannot tell: scan it.
    case unknown
}

/// Data that gives a `ForEach` the elements at a range of offsets in one
/// call. The `ForEach` reads its rows through generic code that is not
/// specialized for the app's types, where each `data[i]` of a collection
/// whose subscript is not inlined allocates its accessor's frame; a paged
/// query's results conform, and copy the elements out of their pages.
public protocol _LazyRowElements {
    /// The elements at `offsets`, in order, as an array of the collection's
    /// elements (`[Element]`, typed `Any` so that the protocol has no
    /// associated type to open).
    func _lazyRowElements(at offsets: Range<Int>) -> Any
}
