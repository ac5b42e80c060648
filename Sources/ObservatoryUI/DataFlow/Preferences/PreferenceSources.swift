/// A node that gives its subtree's value of a preference key: one that sets
/// it (`.preference(key:value:)`) or transforms it (`.transformPreference`).
@MainActor
protocol PreferenceSource: AnyObject {
    /// The key whose value this node gives.
    var preferenceKey: ObjectIdentifier { get }
    /// The value of this node's subtree, given the values its children give
    /// (gathered only when ``readsChildPreferences``).
    func preferenceValue(children: [Any]) -> Any
    /// Whether the value depends on the children's (a transform) or replaces them.
    var readsChildPreferences: Bool { get }
}

extension Node {
    /// The values that the subtree below this node gives for `key`, in tree
    /// order: a node that sets the key gives its value in place of its
    /// subtree's, one that transforms it the transformed value of its subtree.
    func preferenceValues(for key: ObjectIdentifier) -> [Any] {
        var values: [Any] = []
        forEachChild { $0.collectPreferenceValues(for: key, into: &values) }
        return values
    }

    private func collectPreferenceValues(for key: ObjectIdentifier, into values: inout [Any]) {
        if let source = self as? any PreferenceSource, source.preferenceKey == key {
            let children = source.readsChildPreferences ? preferenceValues(for: key) : []
            values.append(source.preferenceValue(children: children))
            return
        }
        forEachChild { $0.collectPreferenceValues(for: key, into: &values) }
    }
}
