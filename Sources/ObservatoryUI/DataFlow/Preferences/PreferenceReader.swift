/// Calls `action` with the value of `Key` that the modified view's subtree
/// sets, after the update in which it appears and after each update that
/// changes it: `.onPreferenceChange(_:perform:)`.
struct PreferenceReader<Key: PreferenceKey>: PrimitiveModifier where Key.Value: Equatable {
    let action: @MainActor (Key.Value) -> Void

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        PreferenceReaderNode(content: content, modifier: self, parent: parent)
    }
}

/// The node of a ``PreferenceReader``: puts itself in its content's
/// environment, where writers find it, and reads the subtree's value once
/// per update in which a writer said it changed.
final class PreferenceReaderNode<Content: View, Key: PreferenceKey>: ModifierNode<Content, PreferenceReader<Key>>,
    PreferenceReading where Key.Value: Equatable
{
    /// The value last given to the action; nil before the first.
    private var delivered: Key.Value?
    /// Whether a read is queued for the end of this update.
    private var isQueued = false

    override func willMount(_ modifier: PreferenceReader<Key>) {
        environment.preferenceScope = PreferenceScope(
            reader: self, key: ObjectIdentifier(Key.self), outer: environment.preferenceScope)
    }

    override func didMount() {
        preferencesChanged()
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        var scoped = environment
        scoped.preferenceScope = PreferenceScope(
            reader: self, key: ObjectIdentifier(Key.self), outer: environment.preferenceScope)
        self.environment = scoped
        child?.environmentDidChange(scoped)
    }

    func preferencesChanged() {
        guard !isQueued else { return }
        isQueued = true
        graph.lifecycle.enqueue { [weak self] in self?.deliver() }
    }

    /// Reads the subtree's value and gives it to the action if it changed.
    private func deliver() {
        isQueued = false
        guard isMounted else { return }
        let value = Key.combined(preferenceValues(for: ObjectIdentifier(Key.self)).map { $0 as! Key.Value })
        guard value != delivered else { return }
        delivered = value
        modifier.action(value)
    }
}

extension View {
    /// Calls `action` with the value of `key` that this view's subtree sets:
    /// after the update in which the view appears, and whenever it changes.
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping @MainActor (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceReader<K>(action: action))
    }
}
