/// A primitive view that renders as one ``Element``: controls, stacks,
/// lists, and the wrappers some modifiers add.
///
/// Its attributes are computed inside an observation scope, so a control
/// bound to a value (a `TextField` on `$model.title`) updates by itself when
/// the value changes, without re-running the body that created it.
@MainActor
protocol ElementView: PrimitiveView {
    /// The child content, rendered as the element's children.
    associatedtype Content: View = EmptyView
    /// What kind of element this is.
    static var role: ElementRole { get }
    /// The role of this value's element; defaults to ``role``. A generic
    /// wrapper view chooses it per value (it must not change across updates).
    var elementRole: ElementRole { get }
    /// Whether the element takes user actions (it is disabled by `.disabled`).
    static var isInteractive: Bool { get }
    /// The child content.
    var content: Content { get }
    /// What the element shows instead of ``content`` in `environment`, if
    /// anything: a control drawn by a custom style (`makeBody(configuration:)`).
    /// Nil for almost every view, which then pays nothing more.
    func replacementContent(in environment: EnvironmentValues) -> (any View)?
    /// Whether ``replacementContent(in:)`` can be other than nil, so that a
    /// change of the environment brings the children up to date instead of
    /// only passing the environment on.
    static var contentFollowsEnvironment: Bool { get }
    /// The element's attributes in `environment`.
    func attributes(in environment: EnvironmentValues) -> [String: String]
    /// Handles a user action; returns whether the element understood it.
    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool
    /// The value of `.tag(_:)`, for options.
    var tag: AnyHashable? { get }
    /// Whether the attributes depend on the element's children (a picker's
    /// selected index): they are then recomputed when the children change.
    static var readsChildren: Bool { get }
    /// Whether a change of this element's children changes its parent's
    /// attributes (a grid counts the cells of its rows): the parent's host is
    /// then laid out again, which recomputes a parent that ``readsChildren``.
    static var relayoutChangesParent: Bool { get }
    /// Whether the element is a lazy container or a section, for the
    /// `ForEach`s under it; ``LazyHostKind/other`` unless it says so.
    static var lazyHostKind: LazyHostKind { get }
    /// The attributes, for views that read their element (``readsChildren``).
    func attributes(in environment: EnvironmentValues, element: Element) -> [String: String]
    /// Handles a user action with access to the element (a picker finds its options).
    func handle(_ event: ElementEvent, in environment: EnvironmentValues, element: Element) -> Bool
}

extension ElementView {
    var elementRole: ElementRole { Self.role }

    static var isInteractive: Bool { false }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool { false }

    var tag: AnyHashable? { nil }

    func replacementContent(in environment: EnvironmentValues) -> (any View)? { nil }

    static var contentFollowsEnvironment: Bool { false }

    static var readsChildren: Bool { false }

    static var relayoutChangesParent: Bool { false }

    static var lazyHostKind: LazyHostKind { .other }

    func attributes(in environment: EnvironmentValues, element: Element) -> [String: String] {
        attributes(in: environment)
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues, element: Element) -> Bool {
        handle(event, in: environment)
    }

    func makeNode(parent: Node) -> Node {
        ElementNode(view: self, parent: parent)
    }
}

extension ElementView where Content == EmptyView {
    var content: EmptyView { EmptyView() }
}

/// The node of an ``ElementView``: owns its element and the element's children.
final class ElementNode<V: ElementView>: Node, ElementHosting {
    override var asElementHost: (any ElementHosting)? { self }

    private(set) var view: V
    let element: Element
    private var content = ChildNodes.none
    /// The observation of the last evaluation's reads.
    private var tracking: ObservationHandle?

    init(view: V, parent: Node) {
        self.view = view
        element = parent.graph.makeElement(role: view.elementRole)
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        element.eventTarget = self
        resolve()
        if Self.hasContent {
            if V.contentFollowsEnvironment, let replacement = view.replacementContent(in: environment) {
                content = makeChildren(for: replacement, leaves: .asElements)
            } else {
                content = makeChildren(for: view.content, leaves: .asElements)
            }
        }
        relayoutChildren()
    }

    /// Whether `V` has content to mount: a leaf primitive (its content is
    /// `EmptyView`) holds no child node at all, which saves a node per leaf.
    private static var hasContent: Bool { V.Content.self != EmptyView.self }

    override var viewType: Any.Type { V.self }

    var lazyHostKind: LazyHostKind { V.lazyHostKind }

    override func handle(_ event: ElementEvent, on element: Element) -> Bool {
        guard isMounted else { return false }
        if V.isInteractive && !environment.isEnabled { return false }
        return view.handle(event, in: environment, element: element)
    }

    override func update(with newView: any View) {
        view = newView as! V
        pendingCauses = []
        resolve()
        if Self.hasContent { reconcileContent() }
    }

    /// Brings the children up to date with the view's content, or with what
    /// replaces it in this environment.
    private func reconcileContent() {
        if V.contentFollowsEnvironment, let replacement = view.replacementContent(in: environment) {
            reconcile(&content, with: replacement, leaves: .asElements)
        } else {
            reconcile(&content, with: view.content, leaves: .asElements)
        }
    }

    override func rerun() {
        pendingCauses = []
        resolve()
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        self.environment = environment
        resolve()
        if V.contentFollowsEnvironment {
            if Self.hasContent { reconcileContent() }
        } else {
            refreshLeaves(content, of: view.content)
        }
        content.forEach { $0.environmentDidChange(environment) }
    }

    override func forEachChild(_ body: (Node) -> Void) {
        content.forEach(body)
    }

    override func collectElements(into elements: inout [Element]) {
        elements.append(element)
    }

    func relayoutChildren() {
        graph.relayout(element, from: content)
        if V.readsChildren { resolve() }
        if V.relayoutChangesParent, let parent { graph.structureChanged(below: parent) }
    }

    override func didUnmount() {
        tracking?.cancel()
        tracking = nil
        content.forEachLeaf { graph.discard($0) }
        graph.discard(element)
    }

    /// Recomputes the attributes under observation and records what changed.
    private func resolve() {
        let environment = self.environment
        let view = self.view
        let element = self.element
        var attributes: [String: String]
        (attributes, tracking) = observingReads({
            view.attributes(in: environment, element: element)
        }, replacing: tracking, logging: graph.inspector?.mutations)
        if V.isInteractive && !environment.isEnabled { attributes["disabled"] = "true" }
        if element.tag != view.tag {
            element.tag = view.tag
            // The host's attributes may depend on its children's tags (a picker).
            if let parent { graph.structureChanged(below: parent) }
        }
        graph.resolve(element, attributes: attributes)
    }
}
