/// Publishes `values` to the window's ``FocusedValuesStore`` while the view
/// is in the tree, and again whenever the view is updated.
struct FocusedValuePublisher: PrimitiveModifier {
    let values: FocusedValues

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        LifecycleNode(content: content, modifier: self, parent: parent)
    }
}

extension FocusedValuePublisher: LifecycleBehavior {
    func appeared(node: Node, state: inout LifecycleState) { publish(from: node) }
    func changed(from old: Self, node: Node, state: inout LifecycleState) { publish(from: node) }
    func disappeared(node: Node, state: inout LifecycleState) {
        guard let store = node.environment.focusedValuesStore else { return }
        let publisher = ObjectIdentifier(node)
        node.graph.lifecycle.enqueue { store.withdraw(publisher) }
    }

    private func publish(from node: Node) {
        guard let store = node.environment.focusedValuesStore else { return }
        let (publisher, values) = (ObjectIdentifier(node), self.values)
        node.graph.lifecycle.enqueue { store.publish(values, by: publisher) }
    }
}

extension View {
    /// Publishes `value` for `keyPath` to the scene while this view is on
    /// screen: `@FocusedValue(keyPath)` reads it. Nil publishes nothing.
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        var values = FocusedValues()
        values[keyPath: keyPath] = value
        return modifier(FocusedValuePublisher(values: values))
    }

    /// Publishes `value` for `keyPath` to the whole scene, whatever has the
    /// focus: `@FocusedValue(keyPath)` reads it.
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View {
        focusedValue(keyPath, value)
    }

    /// Publishes the observable `object` to the scene: `@FocusedValue(Object.self)` reads it.
    public func focusedValue<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        var values = FocusedValues()
        values[FocusedObjectKey<Object>.self] = object
        return modifier(FocusedValuePublisher(values: values))
    }

    /// Publishes the observable `object` to the whole scene.
    public func focusedSceneObject<Object: AnyObject & Observable>(_ object: Object?) -> some View {
        focusedValue(object)
    }
}
