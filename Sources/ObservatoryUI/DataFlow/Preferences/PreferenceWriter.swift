/// Sets a preference for the view it modifies: `.preference(key:value:)`,
/// or `.transformPreference(_:_:)` with `transform`.
struct PreferenceWriter<Key: PreferenceKey>: PrimitiveModifier {
    let value: Key.Value?
    let transform: (@MainActor (inout Key.Value) -> Void)?

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        PreferenceWriterNode(content: content, modifier: self, parent: parent)
    }
}

/// The node of a ``PreferenceWriter``: tells the readers above when its
/// value comes, changes or goes.
final class PreferenceWriterNode<Content: View, Key: PreferenceKey>: ModifierNode<Content, PreferenceWriter<Key>>,
    PreferenceSource
{
    var preferenceKey: ObjectIdentifier { ObjectIdentifier(Key.self) }

    var readsChildPreferences: Bool { modifier.transform != nil }

    func preferenceValue(children: [Any]) -> Any {
        if let transform = modifier.transform {
            var value = Key.combined(children.map { $0 as! Key.Value })
            transform(&value)
            return value
        }
        return modifier.value ?? Key.defaultValue
    }

    override func didMount() {
        environment.preferenceScope?.valueChanged(for: preferenceKey)
    }

    override func modifierDidChange(from old: PreferenceWriter<Key>) {
        // A transform's closure cannot be compared: it may have changed.
        if modifier.transform != nil || !ViewInputs.valuesEqual(old.value as Any, modifier.value as Any) {
            environment.preferenceScope?.valueChanged(for: preferenceKey)
        }
    }

    override func didUnmount() {
        environment.preferenceScope?.valueChanged(for: preferenceKey)
    }
}

extension View {
    /// Sets `key` to `value` for this view: ancestors that read the key
    /// (`.onPreferenceChange`) see it, combined with the values of the other
    /// views of their subtree. It replaces what the view's content set.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWriter<K>(value: value, transform: nil))
    }

    /// Changes the value of `key` that this view's content set, with `callback`.
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping @MainActor (inout K.Value) -> Void
    ) -> some View {
        modifier(PreferenceWriter<K>(value: nil, transform: callback))
    }
}
