/// One view in the mounted tree.
///
/// A node lives as long as its view keeps its identity (its position in the
/// parent, its type, and its explicit id). It owns whatever must survive a
/// parent's re-render: `@State` storage, the observation of its last
/// evaluation, child nodes, and the element it renders, if any.
///
/// Subclasses:
/// - ``CompositeNode`` evaluates a user view's `body`;
/// - ``ElementNode`` renders a primitive into an ``Element``;
/// - structural nodes (tuples, conditionals, `ForEach`, modifiers) only
///   arrange children and contribute their children's elements.
@MainActor
class Node {
    unowned let graph: ViewGraph
    /// Unique within the graph, stable for the node's lifetime.
    let id: Int
    /// The parent node; nil only for the root.
    unowned(unsafe) let parent: Node?
    /// The environment this node's view sees.
    var environment: EnvironmentValues
    // The depth and the flag share one word (fields are laid out in order).
    private let storedDepth: Int32
    /// False once the node has left the tree.
    private(set) var isMounted = true
    /// Whether the node has evaluated once already (see ``releaseUnusedToken()``).
    private var hasEvaluated = false
    /// Causes recorded since the node was last evaluated; non-empty means dirty.
    var pendingCauses: [UpdateCause] = []
    /// The handle given out by ``token``, made on first use.
    private var tokenStorage: NodeToken?

    init(parent: Node?, graph: ViewGraph, environment: EnvironmentValues) {
        self.graph = graph
        self.id = graph.makeNodeID()
        self.parent = parent
        self.storedDepth = parent.map { $0.storedDepth + 1 } ?? 0
        self.environment = environment
    }

    /// Distance from the root: parents update before children.
    var depth: Int { Int(storedDepth) }

    deinit {
        tokenStorage?.detach()
    }

    /// The sendable handle that observation callbacks use to invalidate this node.
    var token: NodeToken {
        if let tokenStorage { return tokenStorage }
        let token = NodeToken(self)
        tokenStorage = token
        return token
    }

    /// The callback an observation of this node's reads calls on a change:
    /// it invalidates the node (after `log` notes the change, when the graph
    /// is inspected). Pass it straight to `observeReads`, then call
    /// ``releaseUnusedToken()``.
    func invalidation(logging log: MutationLog? = nil) -> @Sendable (ObservationTracking) -> Void {
        let token = self.token
        let queue = graph.queue
        guard let log else {
            return { change in queue.invalidate(token, cause: .observed(ObservedProperty(change))) }
        }
        return { change in
            log.didSet(change)
            queue.invalidate(token, cause: .observed(ObservedProperty(change)))
        }
    }

    /// After the node's first evaluation, lets go of ``token`` when nothing
    /// else holds it: an evaluation that observed nothing kept no callback,
    /// and most elements observe nothing (a stack, a spacer, a label's text),
    /// so an idle window holds tokens only for what it observes. A node that
    /// evaluates again keeps its token from then on: one allocation, rather
    /// than one per evaluation.
    func releaseUnusedToken() {
        if hasEvaluated { return }
        hasEvaluated = true
        if tokenStorage != nil && isKnownUniquelyReferenced(&tokenStorage) { tokenStorage = nil }
    }

    convenience init(parent: Node) {
        self.init(parent: parent, graph: parent.graph, environment: parent.environment)
    }

    /// The type of view this node renders; a node is reused only for the same type.
    var viewType: Any.Type { fatalError("subclass responsibility") }

    /// Takes a new value of the same view type from the parent's re-render.
    func update(with view: any View) {}

    /// Re-evaluates after an invalidation (``pendingCauses`` is non-empty).
    func rerun() {}

    /// The environment above changed: take it and pass it on.
    func environmentDidChange(_ environment: EnvironmentValues) {
        self.environment = environment
        forEachChild { $0.environmentDidChange(environment) }
    }

    /// Calls `body` with each child, in order.
    func forEachChild(_ body: (Node) -> Void) {}

    /// Appends the elements this node contributes to its host, in order.
    func collectElements(into elements: inout [Element]) {
        forEachChild { $0.collectElements(into: &elements) }
    }

    /// Leaves the tree: children first, then this node's own teardown.
    func unmount() {
        guard isMounted else { return }
        forEachChild { $0.unmount() }
        isMounted = false
        tokenStorage?.detach()
        didUnmount()
    }

    /// This node's own teardown (cancel observation, run onDisappear…).
    func didUnmount() {}

    /// A short name for diagnostics: the view type without module prefixes.
    var displayName: String { ViewGraph.displayName(of: viewType) }
}

extension Node {
    /// Keeps `existing` when it renders the same view type, updating it;
    /// otherwise unmounts it and mounts a new node for `view`.
    func reconcile<V: View>(_ existing: Node?, with view: V) -> Node {
        if let existing, existing.viewType == V.self {
            existing.update(with: view)
            return existing
        }
        if let existing {
            existing.unmount()
        }
        graph.structureChanged(below: self)
        return makeNode(for: view)
    }

    /// Mounts a new child node for `view`.
    func makeNode<V: View>(for view: V) -> Node {
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNode(parent: self)
        }
        return CompositeNode(view: view, parent: self)
    }

    /// Unmounts `existing`, if any, and records the structural change.
    func remove(_ existing: Node?) {
        guard let existing else { return }
        existing.unmount()
        graph.structureChanged(below: self)
    }

    /// The nearest ancestor (or self) that hosts elements.
    var elementHost: ElementHosting? {
        var node: Node? = self
        while let current = node {
            if let host = current as? ElementHosting, host.hostsElements { return host }
            node = current.parent
        }
        return nil
    }
}

/// A node whose element's children are the elements of its child nodes.
@MainActor
protocol ElementHosting: Node {
    /// Whether this node currently owns an element (a `ForEach` row only
    /// does when the `ForEach` has row actions).
    var hostsElements: Bool { get }
    /// Recomputes the host element's children from the child nodes.
    func relayoutChildren()
}

extension ElementHosting {
    var hostsElements: Bool { true }
}
