/// Data that finds the position of a row by its id without reading every
/// element: a windowed `ForEach` asks it before it scans the data for a
/// `ScrollViewReader.scrollTo` of a row that is not mounted. ObservatoryData's
/// paged query results conform (they ask the store), so a `scrollTo` into a
/// million stored rows does not read a million models.
public protocol _LazyRowLookup {
    /// Where the row identified `id` is, as far as the data can tell.
    func _lazyRowPosition(ofID id: AnyHashable) -> _LazyRowPosition

    /// Where the row identified `id` is; or ``_LazyRowPosition/pending``
    /// when the data finds it without waiting (a store on the network asks
    /// in the background) and later calls `found` on the main actor with
    /// its offset, or nil when no row has the id. The default answers
    /// ``_lazyRowPosition(ofID:)`` and never calls `found`.
    @MainActor func _lazyRowPosition(ofID id: AnyHashable, whenFound found: @escaping @MainActor (Int?) -> Void) -> _LazyRowPosition
}

extension _LazyRowLookup {
    @MainActor public func _lazyRowPosition(ofID id: AnyHashable, whenFound found: @escaping @MainActor (Int?) -> Void) -> _LazyRowPosition {
        _lazyRowPosition(ofID: id)
    }
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
    /// The data is finding it, and calls back with the offset
    /// (``_LazyRowLookup/_lazyRowPosition(ofID:whenFound:)``).
    case pending
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
