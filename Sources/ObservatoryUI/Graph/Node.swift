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
    // Four words after the object header: a node is the most numerous
    // object of a window, so what it stores is what every view pays.
    unowned let graph: ViewGraph
    /// The parent node; nil only for the root.
    unowned(unsafe) let parent: Node?
    /// The id, the depth and the flags, in one word.
    private var header: NodeHeader
    /// The environment's values (a node's copy never records reads).
    private var environmentStorage: EnvironmentValues.Storage

    init(parent: Node?, graph: ViewGraph, environment: EnvironmentValues) {
        self.graph = graph
        self.parent = parent
        // No `Optional.map`: a closure of the main actor's, passed to the
        // standard library, checks the executor each time it runs (see
        // docs/performance.md, "Isolated closures").
        let depth = if let parent { parent.header.depth + 1 } else { 0 }
        self.header = NodeHeader(id: graph.makeNodeID(), depth: depth)
        self.environmentStorage = environment.storage
        assert(!(self is any ElementHosting) || asElementHost != nil, "\(type(of: self)) hosts elements: it overrides asElementHost")
    }

    /// Unique within the graph, stable for the node's lifetime; ids grow in
    /// mount order.
    var id: Int { header.id }

    /// Distance from the root: parents update before children.
    var depth: Int { header.depth }

    /// False once the node has left the tree.
    private(set) var isMounted: Bool {
        get { header.has(.mounted) }
        set { header.set(.mounted, newValue) }
    }

    /// Whether the node is in its graph's table of observing nodes, where
    /// observation callbacks find it by id (see ``becomeObserver()``); the
    /// table's entry reads and clears it (``ObservingNode``).
    var isObserver: Bool {
        get { header.has(.observer) }
        set { header.set(.observer, newValue) }
    }

    /// The environment this node's view sees.
    var environment: EnvironmentValues {
        get { EnvironmentValues(storage: environmentStorage) }
        set { environmentStorage = newValue.storage }
    }

    /// Causes recorded since the node was last evaluated; non-empty means
    /// dirty. Kept by the graph for the few nodes that have any, so that an
    /// idle node pays one bit for them.
    var pendingCauses: [UpdateCause] {
        get { header.has(.pendingCauses) ? graph.pendingCauses(of: self) : [] }
        set {
            guard header.has(.pendingCauses) || !newValue.isEmpty else { return }
            graph.setPendingCauses(newValue, of: self)
            header.set(.pendingCauses, !newValue.isEmpty)
        }
    }

    /// What a body node's dynamic properties attached (``BodyNode``): kept
    /// by the graph for the few nodes that have any, so that the many that
    /// have none (a list's rows) pay one bit for them rather than a word.
    var attachedProperties: AttachedProperties? {
        get { header.has(.attached) ? graph.attachedProperties(of: id) : nil }
        set {
            if let newValue {
                precondition(newValue.nodeID == id, "properties are attached to the node they name")
                graph.addAttachedProperties(newValue)  // replaces any before
            } else if header.has(.attached) {
                graph.removeAttachedProperties(of: id)
            }
            header.set(.attached, newValue != nil)
        }
    }

    /// Runs `apply` and has its reads invalidate this node when they change
    /// (the graph's ``ViewGraph/observationTarget`` observes them, naming
    /// this node by id); with `log` set (the graph is inspected), `log` also
    /// notes each change's old and new values. Returns what `apply` returned
    /// and the tracking to cancel, or to pass as `previous` next time (it
    /// stays live until the new one is linked).
    func observingReads<T>(
        _ apply: () -> T, replacing previous: ObservationHandle?, logging log: MutationLog? = nil
    ) -> (T, ObservationHandle?) {
        let (value, tracking): (T, ObservationTracking?)
        if let log {
            let (queue, id) = (graph.queue, self.id)
            (value, tracking) = observeReads(apply, replacing: previous?.observation, willSet: { change in
                log.willSet(change)
            }, didSet: { change in
                log.didSet(change)
                queue.invalidate(id, cause: .observed(ObservedProperty(change)))
            })
        } else {
            (value, tracking) = observeReads(
                apply, replacing: previous?.observation, target: graph.observationTarget, subject: id)
        }
        // Nothing read, nothing to find: most elements observe nothing (a
        // stack, a spacer, a label's text), and an idle window holds table
        // entries only for what it observes.
        if tracking != nil { becomeObserver() }
        return (value, tracking?.handle)
    }

    /// Puts the node in its graph's table of observing nodes, where the
    /// callbacks that name it by id find it, until it leaves the tree. For
    /// anything that invalidates the node with ``UpdateQueue/invalidate(_:cause:)``.
    func becomeObserver() {
        guard !isObserver, isMounted else { return }
        isObserver = true
        graph.addObserver(self)
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
        pendingCauses = []
        if isObserver { graph.removeObserver(self) }  // clears the flag
        didUnmount()
        attachedProperties = nil
    }

    /// This node's own teardown (cancel observation, run onDisappear…).
    func didUnmount() {}

    /// Handles a user action sent to `element`, an element this node owns
    /// and made it the ``Element/eventTarget`` of; returns whether it did.
    func handle(_ event: ElementEvent, on element: Element) -> Bool { false }

    /// A short name for diagnostics: the view type without module prefixes.
    var displayName: String { ViewGraph.displayName(of: viewType) }

    /// This node as an ``ElementHosting`` node, when its class is one
    /// (overridden by each such class): the walks up the tree that look for
    /// a host ask every node, and a dynamic cast looks up a conformance.
    var asElementHost: (any ElementHosting)? { nil }
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
        if let primitive = V.self as? any PrimitiveView.Type {
            return primitive.makeNode(of: view, parent: self)
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
            if let host = current.asElementHost, host.hostsElements { return host }
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
    /// Whether the host is a lazy container or a section, for the
    /// `ForEach`s under it (``ForEachNode/isLazyCandidate``).
    var lazyHostKind: LazyHostKind { get }
}

extension ElementHosting {
    var hostsElements: Bool { true }

    var lazyHostKind: LazyHostKind { .other }
}

/// A node's id, depth and flags packed in one word: the id in the high 40
/// bits (a window would have to mount a node every microsecond for twelve
/// days to run out), the depth in the next 16, the flags in the low 8.
struct NodeHeader {
    /// The node's flags.
    struct Flags: OptionSet {
        let rawValue: UInt64
        static let mounted = Flags(rawValue: 1 << 0)
        static let observer = Flags(rawValue: 1 << 1)
        static let pendingCauses = Flags(rawValue: 1 << 2)
        static let attached = Flags(rawValue: 1 << 3)
    }

    private var bits: UInt64

    init(id: Int, depth: Int) {
        precondition(id >= 0 && id < 1 << 40, "a graph ran out of node ids")
        precondition(depth >= 0 && depth < 1 << 16, "views nested more than 65,535 deep")
        bits = UInt64(id) << 24 | UInt64(depth) << 8 | Flags.mounted.rawValue
    }

    var id: Int { Int(bits >> 24) }
    var depth: Int { Int((bits >> 8) & 0xFFFF) }

    func has(_ flag: Flags) -> Bool { bits & flag.rawValue != 0 }

    mutating func set(_ flag: Flags, _ value: Bool) {
        if value { bits |= flag.rawValue } else { bits &= ~flag.rawValue }
    }
}
