/// The readers of preferences above a view, innermost first: what a view
/// that sets a preference tells when its value changes. Kept in the
/// environment, so that a writer finds its readers without walking up.
final class PreferenceScope {
    /// Weak: the reader's own environment holds this scope.
    private(set) weak var reader: (any PreferenceReading)?
    let key: ObjectIdentifier
    let outer: PreferenceScope?

    init(reader: any PreferenceReading, key: ObjectIdentifier, outer: PreferenceScope?) {
        self.reader = reader
        self.key = key
        self.outer = outer
    }

    /// Tells every reader of `key` in this scope and the scopes around it
    /// that a value below it changed.
    @MainActor
    func valueChanged(for key: ObjectIdentifier) {
        var scope: PreferenceScope? = self
        while let current = scope {
            if current.key == key { current.reader?.preferencesChanged() }
            scope = current.outer
        }
    }
}

/// A node that reads a preference of its subtree.
@MainActor
protocol PreferenceReading: AnyObject {
    /// A value in the subtree changed: read it again after this update.
    func preferencesChanged()
}

private struct PreferenceScopeKey: EnvironmentKey {
    static var defaultValue: PreferenceScope? { nil }
}

extension EnvironmentValues {
    /// The readers of preferences around this view.
    var preferenceScope: PreferenceScope? {
        get { self[PreferenceScopeKey.self] }
        set { self[PreferenceScopeKey.self] = newValue }
    }
}
