import Observatory

/// State that every view of a window shares by key, as SwiftUI's scene
/// storage is: `@SceneStorage("selectedTab") private var tab = 0`.
///
/// ```swift
/// struct ContentView: View {
///     @SceneStorage("draft") private var draft = ""
///     var body: some View { TextEditor(text: $draft) }
/// }
/// ```
///
/// A page's window is a browser tab: each tab has its own values, kept for
/// as long as the server keeps the window (through reconnects). SwiftUI
/// also restores them when an app is relaunched; a page starts a new tab
/// from the defaults.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private let store = Environment(\.sceneStorageStore)

    /// The value stored under `key` in this window, `wrappedValue` until set.
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        defaultValue = wrappedValue
    }

    /// An optional value stored under `key`, nil until set.
    public init<Wrapped>(_ key: String) where Value == Wrapped? {
        self.key = key
        defaultValue = nil
    }

    /// The value; setting it updates every view of the window that reads the key.
    @MainActor public var wrappedValue: Value {
        get { store.wrappedValue?.value(for: key) as? Value ?? defaultValue }
        nonmutating set { store.wrappedValue?.set(newValue, for: key) }
    }

    /// A binding to the value.
    @MainActor public var projectedValue: Binding<Value> {
        let (store, key, defaultValue) = (self.store.wrappedValue, key, defaultValue)
        return Binding(
            get: { store?.value(for: key) as? Value ?? defaultValue },
            set: { store?.set($0, for: key) })
    }
}

/// A window's scene storage: values by key, observed per key.
@MainActor
@Observable
final class SceneStorageStore {
    private var values: [String: SceneStorageValue] = [:]

    /// The value under `key`. Reading a key not yet set registers the
    /// reader with the table, so that setting the key re-runs it.
    func value(for key: String) -> Any? {
        values[key]?.value
    }

    func set(_ value: Any, for key: String) {
        if let box = values[key] { box.value = value } else { values[key] = SceneStorageValue(value) }
    }
}

/// One key's value, observed on its own: a change of one key re-runs only its readers.
@MainActor
@Observable
final class SceneStorageValue {
    var value: Any

    init(_ value: Any) {
        self.value = value
    }
}

private struct SceneStorageStoreKey: EnvironmentKey {
    static var defaultValue: SceneStorageStore? { nil }
}

extension EnvironmentValues {
    /// The window's scene storage (the root node places one per window).
    var sceneStorageStore: SceneStorageStore? {
        get { self[SceneStorageStoreKey.self] }
        set { self[SceneStorageStoreKey.self] = newValue }
    }
}
