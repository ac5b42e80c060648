/// Several views in sequence, as built by a `@ViewBuilder` block with more
/// than one statement. Any number of children: the builder uses parameter packs.
public struct TupleView<T>: View {
    /// The children, as a tuple.
    public var value: T
    let children: [any View]

    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
}

extension TupleView {
    /// Creates a tuple view from views.
    public init<each Content: View>(_ content: (repeat each Content)) where T == (repeat each Content) {
        var children: [any View] = []
        for child in repeat each content {
            children.append(child)
        }
        self.init(value: content, children: children)
    }
}

extension TupleView: PrimitiveView {
    func makeNode(parent: Node) -> Node { ListNode(views: children, viewType: Self.self, parent: parent) }
}

/// A node with a fixed sequence of children (tuple views).
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
        let views = (newView as? any ChildListView)?.childViews ?? []
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

extension TupleView: ChildListView {
    var childViews: [any View] { children }
}
