/// A view with no content.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
}

extension EmptyView: PrimitiveView {
    func makeNode(parent: Node) -> Node { LeafNode(parent: parent, viewType: EmptyView.self) }
}

/// A node with no children and no element.
final class LeafNode: Node {
    private let type: Any.Type

    init(parent: Node, viewType: Any.Type) {
        type = viewType
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
    }

    override var viewType: Any.Type { type }
}
