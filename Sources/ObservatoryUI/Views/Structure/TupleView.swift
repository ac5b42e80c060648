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

    /// The children, in order.
    var children: [any View] {
        withUnsafePointer(to: value) { reader.read(UnsafeRawPointer($0)) }
    }
}

/// Lists the children of a tuple of views of one type, read in place.
@MainActor
final class TupleChildReader {
    let read: @MainActor (UnsafeRawPointer) -> [any View]

    private init(read: @escaping @MainActor (UnsafeRawPointer) -> [any View]) {
        self.read = read
    }

    private static var readers: [ObjectIdentifier: TupleChildReader] = [:]

    /// The reader of tuples of `Content…`, made on first use.
    static func reader<each Content: View>(for type: (repeat each Content).Type) -> TupleChildReader {
        let key = ObjectIdentifier(type)
        if let reader = readers[key] { return reader }
        let reader = TupleChildReader { pointer in
            let tuple = pointer.assumingMemoryBound(to: (repeat each Content).self).pointee
            var children: [any View] = []
            for child in repeat each tuple {
                children.append(child)
            }
            return children
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
    var childViews: [any View] { get }
}

extension ChildListView {
    /// The children of `view`, a value of this type reached through a cast
    /// of its type: a cast of a large value to an existential boxes it.
    static func childViews(of view: some Any) -> [any View] { (view as! Self).childViews }
}

extension TupleView: ChildListView {
    var childViews: [any View] { children }
}
