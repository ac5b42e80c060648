/// A reusable change to a view, applied with ``View/modifier(_:)``.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(.regularMaterial)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view that ``body(content:)`` returns.
    associatedtype Body: View
    /// The view being modified, as seen from ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>
    /// Returns the modified view.
    @ViewBuilder @MainActor func body(content: Content) -> Body
}

/// The content a ``ViewModifier`` modifies.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: AnyView
}

extension _ViewModifier_Content: TransparentView {
    var transparentContent: (any View)? { content }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Modified content is primitive: the runtime applies the modifier.
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    func makeNode(parent: Node) -> Node {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.makeNode(content: content, parent: parent)
        }
        if let effect = Modifier.self as? any GeometryEffect.Type {
            func node<Effect: GeometryEffect>(_: Effect.Type) -> Node {
                GeometryEffectNode(view: self as! ModifiedContent<Content, Effect>, parent: parent)
            }
            return node(effect)
        }
        return ModifierBodyNode(view: self, parent: parent)
    }
}

extension View {
    /// Applies `modifier` to this view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier the runtime implements with a node of its own (environment
/// writers, lifecycle callbacks).
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// Creates the node that renders `content` with this modifier.
    func makeNode<Content: View>(content: Content, parent: Node) -> Node
}

extension PrimitiveModifier {
    /// Primitive modifiers have no body.
    public func body(content: Content) -> Never {
        fatalError("Observatory: \(Self.self) is applied by the runtime")
    }
}

/// A modifier that is part of the library; its body does not count as a
/// user body in ``EvaluationStatistics``.
protocol BuiltinModifier: ViewModifier {}

/// The node of a modifier with a body: evaluates `body(content:)` like a view's body.
class ModifierBodyNode<Content: View, Modifier: ViewModifier>: BodyNode {
    private(set) var view: ModifiedContent<Content, Modifier>

    init(view: ModifiedContent<Content, Modifier>, parent: Node) {
        self.view = view
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        attachProperties(of: view.modifier)
        evaluate()
    }

    override var viewType: Any.Type { ModifiedContent<Content, Modifier>.self }

    override var recordsStatistics: Bool { !(view.modifier is any BuiltinModifier) }

    override var statisticsName: String { ViewGraph.displayName(of: Modifier.self) }

    override var statisticsType: Any.Type { Modifier.self }

    override func evaluateBody(causes: [UpdateCause], counted: Bool) {
        evaluate(causes: causes, counted: counted) {
            view.modifier.body(content: _ViewModifier_Content(content: AnyView(view.content)))
        }
    }

    override func update(with newView: any View) {
        let newView = newView as! ModifiedContent<Content, Modifier>
        if !ViewInputs.equal(view.modifier, newView.modifier) || !ViewInputs.equal(view.content, newView.content) {
            view = newView
            attachProperties(of: newView.modifier)
            if !pendingCauses.contains(.parentInputs) { pendingCauses.append(.parentInputs) }
        }
        if !pendingCauses.isEmpty { evaluate() }
    }
}

/// A node that renders its content unchanged and adds behaviour around it.
class ModifierNode<Content: View, Modifier: ViewModifier>: Node {
    private(set) var modifier: Modifier
    private(set) var child: Node?

    init(content: Content, modifier: Modifier, parent: Node) {
        self.modifier = modifier
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        willMount(modifier)
        child = makeNode(for: content)
        graph.structureChanged(below: self)
        didMount()
    }

    override var viewType: Any.Type { ModifiedContent<Content, Modifier>.self }

    /// Hook: runs before the content is mounted (environment writers).
    func willMount(_ modifier: Modifier) {}
    /// Hook: runs after the content is mounted (lifecycle modifiers).
    func didMount() {}
    /// Hook: the modifier changed from `old` to `modifier`; runs before the
    /// content is updated.
    func modifierDidChange(from old: Modifier) {}

    override func update(with newView: any View) {
        let newView = newView as! ModifiedContent<Content, Modifier>
        let old = modifier
        modifier = newView.modifier
        modifierDidChange(from: old)
        child = reconcile(child, with: newView.content)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        if let child { body(child) }
    }
}
