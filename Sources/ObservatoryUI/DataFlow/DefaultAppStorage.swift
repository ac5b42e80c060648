import Foundation

/// Where one `@AppStorage` property keeps its value: the store it names, or
/// else the view's default store (``View/defaultAppStorage(_:)``), resolved
/// when the property's view is attached to its node.
final class AppStorageLocation {
    let key: String
    /// The store given to the property's initializer, if any.
    let store: UserDefaults?
    private var resolved: AppStorageValue?

    init(key: String, store: UserDefaults?) {
        self.key = key
        self.store = store
    }

    /// The shared value; `UserDefaults.standard` unless a store was named or
    /// the view's environment gave a default one.
    var value: AppStorageValue {
        if let resolved { return resolved }
        let value = AppStorageValue.shared(key: key, store: store ?? .standard)
        resolved = value
        return value
    }

    /// Resolves the value in `defaultStore` when the property named no store.
    func attach(defaultStore: UserDefaults?) {
        guard store == nil else { return }
        let target = defaultStore ?? .standard
        if resolved?.store !== target {
            resolved = AppStorageValue.shared(key: key, store: target)
        }
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store of the `@AppStorage` properties below that name none.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Sets the store in which the `@AppStorage` properties of this view and
    /// its descendants keep their values when they name no `store:`
    /// (`UserDefaults.standard` otherwise). A test, or an app that keeps a
    /// suite of its own, uses it to leave the standard defaults untouched:
    ///
    /// ```swift
    /// NotesView()
    ///     .defaultAppStorage(UserDefaults(suiteName: "notes.tests")!)
    /// ```
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        modifier(EnvironmentWriter(value: store) { $0.defaultAppStorage = store })
    }
}
