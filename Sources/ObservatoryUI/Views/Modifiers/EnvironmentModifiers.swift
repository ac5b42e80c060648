/// Writes into the environment of its content.
struct EnvironmentWriter: PrimitiveModifier {
    /// The written value, compared to decide whether descendants must update.
    let value: Any
    let write: (inout EnvironmentValues) -> Void

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        EnvironmentWriterNode(content: content, modifier: self, parent: parent)
    }
}

/// Applies an ``EnvironmentWriter`` and propagates changes to the subtree.
final class EnvironmentWriterNode<Content: View>: ModifierNode<Content, EnvironmentWriter> {
    private var inherited = EnvironmentValues()

    override func willMount(_ modifier: EnvironmentWriter) {
        inherited = environment
        modifier.write(&environment)
    }

    override func modifierDidChange(from old: EnvironmentWriter) {
        if !ViewInputs.valuesEqual(old.value, modifier.value) {
            propagate()
        }
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        inherited = environment
        propagate()
    }

    private func propagate() {
        var written = inherited
        modifier.write(&written)
        environment = written
        child?.environmentDidChange(written)
    }
}

extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWriter(value: value) { $0[keyPath: keyPath] = value })
    }

    /// Places an observable object in the environment, where descendants read
    /// it with `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(EnvironmentWriter(value: object as Any) { $0.setObject(object, as: T.self) })
    }

    /// Places an observable object in the environment under the type `type`.
    public func environment<T: AnyObject & Observable>(_ type: T.Type, _ object: T?) -> some View {
        modifier(EnvironmentWriter(value: object as Any) { $0.setObject(object, as: type) })
    }

    /// Places an `ObservableObject` in the environment, where descendants
    /// read it with `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(EnvironmentWriter(value: object) { $0.setEnvironmentObject(object) })
    }

    /// Transforms the environment value at `keyPath` for this view and its descendants.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(EnvironmentWriter(value: Opaque()) { transform(&$0[keyPath: keyPath]) })
    }

    /// Disables the controls in this view when `disabled` is true.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(EnvironmentWriter(value: disabled) { if disabled { $0.isEnabled = false } })
    }
}

/// A value that never equals another (a transform closure cannot be compared).
private struct Opaque {}
