/// Builds the screen for values of one type pushed by `NavigationLink(value:)`.
struct NavigationDestinationModifier<Value: Hashable, Destination: View>: PrimitiveModifier {
    let build: (Value) -> Destination

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        NavigationDestinationNode(content: content, modifier: self, parent: parent)
    }
}

/// Registers a destination with the enclosing stack, or serves screens of a
/// stack inside its content (when applied to the stack or split view itself).
final class NavigationDestinationNode<Content: View, Value: Hashable, Destination: View>:
    ModifierNode<Content, NavigationDestinationModifier<Value, Destination>>, DestinationProviding
{
    /// Bumped when the builder changes, so screens built from it re-run.
    private let version = StateStorage(0)
    private weak var registeredWith: NavigationController?

    override func willMount(_ modifier: NavigationDestinationModifier<Value, Destination>) {
        if let navigator = environment.navigator {
            navigator.register(self, for: ObjectIdentifier(Value.self))
            registeredWith = navigator
        }
    }

    override func modifierDidChange(from old: NavigationDestinationModifier<Value, Destination>) {
        version.value += 1
    }

    func destination(for value: AnyHashable) -> (any View)? {
        guard let value = value.base as? Value else { return nil }
        _ = version.value
        return modifier.build(value)
    }

    func value(fromJSON json: Any, typeName: String) -> AnyHashable? {
        guard _mangledTypeName(Value.self) == typeName, let value = RestorationJSON.decode(json, as: Value.self) else { return nil }
        return AnyHashable(value)
    }

    override func didUnmount() {
        registeredWith?.unregister(self, for: ObjectIdentifier(Value.self))
    }
}

/// Sets the title of the screen this view is on.
struct NavigationTitleModifier: PrimitiveModifier {
    let title: String

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        NavigationTitleNode(content: content, modifier: self, parent: parent)
    }
}

final class NavigationTitleNode<Content: View>: ModifierNode<Content, NavigationTitleModifier> {
    override func didMount() {
        environment.navigationScreen?.set(modifier.title, by: id)
    }

    override func modifierDidChange(from old: NavigationTitleModifier) {
        if old.title != modifier.title { environment.navigationScreen?.set(modifier.title, by: id) }
    }

    override func didUnmount() {
        environment.navigationScreen?.clear(by: id)
    }
}

extension View {
    /// Shows `destination(value)` when a `NavigationLink(value:)` with a value
    /// of type `data` is followed.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(NavigationDestinationModifier(build: destination))
    }

    /// Sets the title of the screen this view is on.
    public func navigationTitle(_ title: LocalizedStringKey) -> some View {
        modifier(NavigationTitleModifier(title: title.resolved))
    }

    /// Sets the title of the screen this view is on.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationTitleModifier(title: String(title)))
    }

    /// Sets the title of the screen this view is on.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationTitleModifier(title: title.content))
    }
}
