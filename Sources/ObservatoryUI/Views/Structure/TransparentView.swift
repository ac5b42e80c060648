/// A primitive view that renders one child view, or none, without an element
/// of its own: `Group`, `AnyView`, optionals, conditionals and `.id(_:)`.
@MainActor
protocol TransparentView: PrimitiveView {
    /// The view to render, if any.
    var transparentContent: (any View)? { get }
    /// The child's identity beyond its type: when it changes, the child is
    /// mounted afresh (its state is reset).
    var identityKey: AnyHashable? { get }
}

extension TransparentView {
    var identityKey: AnyHashable? { nil }

    func makeNode(parent: Node) -> Node {
        TransparentNode(view: self, parent: parent)
    }
}

/// The node of a ``TransparentView``.
final class TransparentNode<V: TransparentView>: Node {
    private var key: AnyHashable?
    private var child: Node?

    init(view: V, parent: Node) {
        key = view.identityKey
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        if let content = view.transparentContent {
            child = makeNode(for: content)
        }
        graph.structureChanged(below: self)
    }

    override var viewType: Any.Type { V.self }

    override func update(with newView: any View) {
        let view = newView as! V
        let newKey = view.identityKey
        if newKey != key {
            remove(child)
            child = nil
            key = newKey
        }
        if let content = view.transparentContent {
            child = reconcile(child, with: content)
        } else if child != nil {
            remove(child)
            child = nil
        }
    }

    override func forEachChild(_ body: (Node) -> Void) {
        if let child { body(child) }
    }
}

extension TransparentNode: ScrollTargetIdentifying {
    /// The `.id(_:)` a `ScrollViewProxy.scrollTo` names this view by.
    var scrollTargetID: AnyHashable? { key }
}
