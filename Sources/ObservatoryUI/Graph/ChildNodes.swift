/// One child of a holder: a node, or the element of a leaf primitive that
/// the holder keeps without a node (``LeafElementView``).
///
/// One word: both payloads are references.
@MainActor
enum Child {
    case node(Node)
    case leaf(Element)
}

/// What a node mounts for one view of content (an element's content, a
/// body): nothing, one child, or the children of a tuple view, mounted
/// straight into the holder without a node for the tuple.
///
/// One word: the payloads are a reference and an array, which share their
/// spare bits with the case.
@MainActor
enum ChildNodes {
    case none
    case one(Child)
    case many([Child])

    /// Calls `body` with each child node, in order (leaves have none).
    func forEach(_ body: (Node) -> Void) {
        forEachChild { if case .node(let node) = $0 { body(node) } }
    }

    /// Calls `body` with each leaf's element, in order.
    func forEachLeaf(_ body: (Element) -> Void) {
        forEachChild { if case .leaf(let element) = $0 { body(element) } }
    }

    /// Calls `body` with each child, in order.
    func forEachChild(_ body: (Child) -> Void) {
        switch self {
        case .none: break
        case .one(let child): body(child)
        case .many(let children): children.forEach(body)
        }
    }

    /// Appends the elements the children contribute, in order.
    func collectElements(into elements: inout [Element]) {
        forEachChild { child in
            switch child {
            case .node(let node): node.collectElements(into: &elements)
            case .leaf(let element): elements.append(element)
            }
        }
    }
}

/// How a holder mounts the leaf primitives among its children.
enum LeafMounting {
    /// As nodes, like any view: the holder does not keep the views it
    /// mounted (a body), so a leaf must keep its own to follow the environment.
    case asNodes
    /// As elements, without a node: the holder keeps the view that holds
    /// them (an element's node keeps its content) and re-resolves them
    /// itself (``Node/refreshLeaves(_:of:)``).
    case asElements
}

extension Node {
    /// Mounts what `view` mounts, for a holder that lays out its element
    /// itself next (so no structural change is recorded).
    func makeChildren<V: View>(for view: V, leaves: LeafMounting) -> ChildNodes {
        if let list = V.self as? any ChildListView.Type {
            var mounter: any TupleChildVisitor = ChildMounter(holder: self, leaves: leaves)
            list.visitChildren(of: view, with: &mounter)
            return .many((mounter as! ChildMounter).children)
        }
        return .one(makeChild(for: view, leaves: leaves))
    }

    /// Makes `children` what `view` mounts: a tuple view's children position
    /// by position, any other view as one child (each kept when its type
    /// stays, as ``reconcile(_:with:)`` does).
    ///
    /// A holder's content has one static type, so its tuple keeps its type
    /// and length across updates; a change between a tuple and one view (a
    /// `ForEach` row that becomes selectable) mounts afresh.
    func reconcile<V: View>(_ children: inout ChildNodes, with view: V, leaves: LeafMounting) {
        if let list = V.self as? any ChildListView.Type {
            if case .many(let nodes) = children, nodes.count == list.childCount(of: view) {
                children = .none  // so that the array is not shared while it changes
                var reconciler: any TupleChildVisitor = ChildReconciler(holder: self, leaves: leaves, children: nodes)
                list.visitChildren(of: view, with: &reconciler)
                children = .many((reconciler as! ChildReconciler).children)
                return
            }
            children.forEachChild { remove($0) }
            var mounter: any TupleChildVisitor = ChildMounter(holder: self, leaves: leaves)
            list.visitChildren(of: view, with: &mounter)
            children = .many((mounter as! ChildMounter).children)
            graph.structureChanged(below: self)
            return
        }
        if case .one(let child) = children {
            children = .one(reconcile(child, with: view, leaves: leaves))
            return
        }
        children.forEachChild { remove($0) }
        children = .one(reconcile(nil, with: view, leaves: leaves))
    }

    /// Re-resolves the leaves among `children`, mounted for `view`, in this
    /// node's environment (which changed).
    func refreshLeaves<V: View>(_ children: ChildNodes, of view: V) {
        switch children {
        case .none:
            break
        case .one(let child):
            refresh(child, with: view)
        case .many(let nodes):
            guard let list = V.self as? any ChildListView.Type else { return }
            var refresher: any TupleChildVisitor = LeafRefresher(holder: self, children: nodes)
            list.visitChildren(of: view, with: &refresher)
        }
    }

    fileprivate func refresh<V: View>(_ child: Child, with view: V) {
        guard case .leaf(let element) = child, let leaf = V.self as? any LeafElementView.Type else { return }
        graph.resolve(element, attributes: leaf.leafAttributes(of: view, in: environment))
    }

    /// Mounts `view` as a leaf's element (when `leaves` says so and it is a
    /// leaf primitive) or as a node. The leaf test casts the view's type,
    /// not the value: a cast of the value looks through an optional (an
    /// `if` around a `Text` must keep the node that gives it its identity),
    /// and boxes a value too large for an existential's inline buffer.
    fileprivate func makeChild<V: View>(for view: V, leaves: LeafMounting) -> Child {
        if leaves == .asElements, let leaf = V.self as? any LeafElementView.Type {
            return .leaf(makeLeaf(leaf, view))
        }
        return .node(makeNode(for: view))
    }

    /// Keeps `existing` when it renders the same kind of view, updating it;
    /// otherwise removes it and mounts `view` afresh.
    fileprivate func reconcile<V: View>(_ existing: Child?, with view: V, leaves: LeafMounting) -> Child {
        if leaves == .asElements, let leaf = V.self as? any LeafElementView.Type {
            if case .leaf(let element)? = existing, element.role == leaf.leafRole(of: view) {
                graph.resolve(element, attributes: leaf.leafAttributes(of: view, in: environment))
                return .leaf(element)
            }
            if let existing { remove(existing) }
            graph.structureChanged(below: self)
            return .leaf(makeLeaf(leaf, view))
        }
        if case .node(let node)? = existing {
            return .node(reconcile(node, with: view))
        }
        if let existing { remove(existing) }
        return .node(reconcile(nil, with: view))
    }

    private func makeLeaf<V: View>(_ leaf: any LeafElementView.Type, _ view: V) -> Element {
        let element = graph.makeElement(role: leaf.leafRole(of: view))
        graph.resolve(element, attributes: leaf.leafAttributes(of: view, in: environment))
        return element
    }

    /// Removes `child`: unmounts a node, discards a leaf's element.
    private func remove(_ child: Child) {
        switch child {
        case .node(let node):
            remove(node)
        case .leaf(let element):
            graph.discard(element)
            graph.structureChanged(below: self)
        }
    }
}

/// Mounts a tuple's children in order (``Node/makeChildren(for:leaves:)``).
///
/// Three words, so that it fits an existential's inline buffer.
private struct ChildMounter: TupleChildVisitor {
    let holder: Node
    let leaves: LeafMounting
    var children: [Child] = []

    mutating func visit<ChildView: View>(_ child: ChildView, at index: Int, of count: Int) {
        if index == 0 { children.reserveCapacity(count) }
        children.append(holder.makeChild(for: child, leaves: leaves))
    }
}

/// Reconciles a tuple's children, position by position, with the mounted
/// ones (``Node/reconcile(_:with:leaves:)``), which number as many.
private struct ChildReconciler: TupleChildVisitor {
    let holder: Node
    let leaves: LeafMounting
    var children: [Child]

    mutating func visit<ChildView: View>(_ child: ChildView, at index: Int, of count: Int) {
        children[index] = holder.reconcile(children[index], with: child, leaves: leaves)
    }
}

/// Re-resolves the leaves among a tuple's mounted children
/// (``Node/refreshLeaves(_:of:)``).
private struct LeafRefresher: TupleChildVisitor {
    let holder: Node
    let children: [Child]

    mutating func visit<ChildView: View>(_ child: ChildView, at index: Int, of count: Int) {
        guard index < children.count else { return }
        holder.refresh(children[index], with: child)
    }
}
