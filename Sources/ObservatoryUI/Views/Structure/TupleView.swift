/// Several views in sequence, as built by a `@ViewBuilder` block with more
/// than one statement. Any number of children: the builder uses parameter packs.
public struct TupleView<T>: View {
    /// Lists the children of a `T`; one reader per tuple type, shared.
    ///
    /// The tuple is the only copy of the children: a stored array of
    /// `any View` beside it cost every tuple an array, and every child too
    /// big for an existential's inline buffer a box, for as long as the
    /// view that holds the tuple is mounted.
    ///
    /// Declared before the tuple, so that the tuple ends the struct: what
    /// holds the tuple view (a stack) can use the tuple's tail padding.
    private let reader: TupleChildReader
    /// The children, as a tuple.
    public var value: T
}

extension TupleView {
    /// Creates a tuple view from views.
    public init<each Content: View>(_ content: (repeat each Content)) where T == (repeat each Content) {
        value = content
        reader = TupleChildReader.reader(for: (repeat each Content).self)
    }

    /// The children, in order, each boxed as an `any View` (for code that
    /// is not on a hot path; mounting visits them instead).
    var children: [any View] {
        var collector: any TupleChildVisitor = ChildCollector()
        withUnsafePointer(to: value) { reader.visit(UnsafeRawPointer($0), &collector) }
        return (collector as! ChildCollector).children
    }
}

/// Takes the children of a tuple view one at a time, each with its own
/// static type: what mounts and updates a tuple's children, without boxing
/// each one in an `any View` (a child larger than three words would be
/// boxed on the heap) or gathering them in an array.
@MainActor
protocol TupleChildVisitor {
    /// Called with each child in order: the child at `index` of `count`.
    mutating func visit<Child: View>(_ child: Child, at index: Int, of count: Int)
}

/// Gathers the children as `any View`s (``TupleView/children``).
private struct ChildCollector: TupleChildVisitor {
    var children: [any View] = []

    mutating func visit<Child: View>(_ child: Child, at index: Int, of count: Int) {
        if index == 0 { children.reserveCapacity(count) }
        children.append(child)
    }
}

/// Visits the children of a tuple of views of one type, read in place.
@MainActor
final class TupleChildReader {
    /// How many children a tuple of this type has.
    let count: Int
    /// Calls the visitor with each child of the tuple at the pointer.
    let visit: @MainActor (UnsafeRawPointer, inout any TupleChildVisitor) -> Void

    private init(count: Int, visit: @escaping @MainActor (UnsafeRawPointer, inout any TupleChildVisitor) -> Void) {
        self.count = count
        self.visit = visit
    }

    private static var readers: [ObjectIdentifier: TupleChildReader] = [:]

    /// The reader of tuples of `Content…`, made on first use.
    static func reader<each Content: View>(for type: (repeat each Content).Type) -> TupleChildReader {
        let key = ObjectIdentifier(type)
        if let reader = readers[key] { return reader }
        var count = 0
        for _ in repeat (each Content).self { count += 1 }
        let reader = TupleChildReader(count: count) { [count] pointer, visitor in
            let tuple = pointer.assumingMemoryBound(to: (repeat each Content).self).pointee
            var index = 0
            for child in repeat each tuple {
                visitor.visit(child, at: index, of: count)
                index += 1
            }
        }
        readers[key] = reader
        return reader
    }
}

extension TupleView: PrimitiveView {
    func makeNode(parent: Node) -> Node { ListNode(views: children, viewType: Self.self, parent: parent) }
}

/// A node with a fixed sequence of children (tuple views), for the holders
/// that keep one child node (a modifier's content, an `AnyView`, the root).
/// An element's node and a body hold a tuple's children themselves
/// (``ChildNodes``), without this node.
final class ListNode: Node {
    private let type: Any.Type
    private var children: [Node] = []

    init(views: [any View], viewType: Any.Type, parent: Node) {
        type = viewType
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        children = views.map { makeNode(for: $0) }
        graph.structureChanged(below: self)
    }

    override var viewType: Any.Type { type }

    override func update(with newView: any View) {
        var views: [any View] = []
        if let list = Swift.type(of: newView) as? any ChildListView.Type { views = list.childViews(of: newView) }
        for (index, view) in views.enumerated() where index < children.count {
            children[index] = reconcile(children[index], with: view)
        }
    }

    override func forEachChild(_ body: (Node) -> Void) {
        children.forEach(body)
    }
}

/// A view that is a fixed list of children.
@MainActor
protocol ChildListView {
    /// How many children `view`, a value of this type, has.
    static func childCount(of view: some Any) -> Int
    /// Calls `visitor` with each child of `view`, a value of this type
    /// reached through a cast of its type (a cast of a large value to an
    /// existential boxes it), in order.
    static func visitChildren(of view: some Any, with visitor: inout any TupleChildVisitor)
    /// The children, each boxed as an `any View`.
    var childViews: [any View] { get }
}

extension ChildListView {
    /// The children of `view`, a value of this type reached through a cast
    /// of its type.
    static func childViews(of view: some Any) -> [any View] { reinterpret(view, as: Self.self).childViews }
}

extension TupleView: ChildListView {
    var childViews: [any View] { children }

    static func childCount(of view: some Any) -> Int { reinterpret(view, as: Self.self).reader.count }

    static func visitChildren(of view: some Any, with visitor: inout any TupleChildVisitor) {
        let tupleView = reinterpret(view, as: Self.self)
        withAddress(of: tupleView.value) { tupleView.reader.visit($0, &visitor) }
    }
}
