/// The bindings to the elements of a bound collection: what `ForEach($items)`
/// and `List($items)` iterate.
///
/// Each binding finds its element by identity, not by position, when it is
/// read or written: a row's `$item` keeps pointing at its item while other
/// items are inserted, moved or deleted, and writing through the binding of
/// an item that is gone changes nothing.
public struct BoundElements<Base: MutableCollection & RandomAccessCollection, ID: Hashable>: RandomAccessCollection {
    /// A position in the collection.
    public typealias Index = Base.Index

    let base: Binding<Base>
    let snapshot: Base
    let identify: (Base.Element) -> ID

    init(_ base: Binding<Base>, identify: @escaping (Base.Element) -> ID) {
        self.base = base
        self.snapshot = base.wrappedValue
        self.identify = identify
    }

    /// The first position.
    public var startIndex: Index { snapshot.startIndex }
    /// The position after the last.
    public var endIndex: Index { snapshot.endIndex }
    /// The position after `index`.
    public func index(after index: Index) -> Index { snapshot.index(after: index) }
    /// The position before `index`.
    public func index(before index: Index) -> Index { snapshot.index(before: index) }
    /// The position `distance` away from `index`.
    public func index(_ index: Index, offsetBy distance: Int) -> Index { snapshot.index(index, offsetBy: distance) }
    /// The number of positions from `start` to `end`.
    public func distance(from start: Index, to end: Index) -> Int { snapshot.distance(from: start, to: end) }

    /// A binding to the element at `position`, found by its identity.
    public subscript(position: Index) -> Binding<Base.Element> {
        let last = snapshot[position]
        let id = identify(last)
        let base = self.base
        let identify = self.identify
        return Binding(
            get: { base.wrappedValue.first { identify($0) == id } ?? last },
            set: { value in
                var collection = base.wrappedValue
                guard let index = collection.firstIndex(where: { identify($0) == id }) else { return }
                collection[index] = value
                base.wrappedValue = collection
            },
            location: .element(of: base.location, id: AnyHashable(id)))
    }
}

extension ForEach {
    /// Rows for the `Identifiable` elements of a bound collection, each
    /// given a binding to its element: `ForEach($todos) { $todo in … }`.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where C.Element: Identifiable, ID == C.Element.ID, Data == BoundElements<C, ID> {
        self.init(data, id: \.id, content: content)
    }

    /// Rows for the elements of a bound collection identified by `id`, each
    /// given a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == BoundElements<C, ID> {
        self.init(
            BoundElements(data) { $0[keyPath: id] },
            id: (\Binding<C.Element>.wrappedValue).appending(path: id),
            content: content)
    }
}

extension List where SelectionValue == Never {
    /// A row for each `Identifiable` element of a bound collection, given a
    /// binding to its element: `List($todos) { $todo in … }`.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, Content == ForEach<BoundElements<C, C.Element.ID>, C.Element.ID, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row for each element of a bound collection identified by `id`.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<BoundElements<C, ID>, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}
