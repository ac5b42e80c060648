/// What a node mounts for one view of content (an element's content, a
/// body): nothing, one node, or the children of a tuple view, mounted
/// straight into the holder without a node for the tuple.
///
/// One word: the payloads are a reference and an array, which share their
/// spare bits with the case.
@MainActor
enum ChildNodes {
    case none
    case one(Node)
    case many([Node])

    /// Calls `body` with each child node, in order.
    func forEach(_ body: (Node) -> Void) {
        switch self {
        case .none: break
        case .one(let node): body(node)
        case .many(let nodes): nodes.forEach(body)
        }
    }

    /// Appends the elements the children contribute, in order.
    func collectElements(into elements: inout [Element]) {
        forEach { $0.collectElements(into: &elements) }
    }
}

extension Node {
    /// Mounts what `view` mounts, for a holder that lays out its element
    /// itself next (so no structural change is recorded).
    func makeChildren<V: View>(for view: V) -> ChildNodes {
        if let list = view as? any ChildListView {
            return .many(list.childViews.map { makeNode(for: $0) })
        }
        return .one(makeNode(for: view))
    }

    /// Makes `children` what `view` mounts: a tuple view's children position
    /// by position, any other view as one node (each kept when its type
    /// stays, as ``reconcile(_:with:)`` does).
    ///
    /// A holder's content has one static type, so its tuple keeps its type
    /// and length across updates; a change between a tuple and one view (a
    /// `ForEach` row that becomes selectable) mounts afresh.
    func reconcile<V: View>(_ children: inout ChildNodes, with view: V) {
        if let list = view as? any ChildListView {
            let views = list.childViews
            if case .many(var nodes) = children, nodes.count == views.count {
                children = .none  // so that the array is not shared while it changes
                for (index, child) in views.enumerated() {
                    nodes[index] = reconcile(nodes[index], with: child)
                }
                children = .many(nodes)
                return
            }
            children.forEach { remove($0) }
            children = .many(views.map { makeNode(for: $0) })
            graph.structureChanged(below: self)
            return
        }
        if case .one(let node) = children {
            children = .one(reconcile(node, with: view))
            return
        }
        children.forEach { remove($0) }
        children = .one(reconcile(nil, with: view))
    }
}
