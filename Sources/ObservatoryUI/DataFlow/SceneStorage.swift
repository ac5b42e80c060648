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
/// as long as the server keeps the window (through reconnects). As SwiftUI
/// restores them when an app is relaunched, a tab keeps the values it was
/// sent and brings them to a new window after the server restarted (or the
/// page was reloaded). Values of the types SwiftUI stores (`Bool`, `Int`,
/// `Double`, `String`, `URL`, `Data`, and `RawRepresentable` types of `Int`
/// or `String`), and any other `Codable` value, are restored; others start
/// from the default.
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
        get { store.wrappedValue?.value(for: key, as: Value.self) ?? defaultValue }
        nonmutating set { store.wrappedValue?.set(newValue, for: key) }
    }

    /// A binding to the value.
    @MainActor public var projectedValue: Binding<Value> {
        let (store, key, defaultValue) = (self.store.wrappedValue, key, defaultValue)
        return Binding(
            get: { store?.value(for: key, as: Value.self) ?? defaultValue },
            set: { store?.set($0, for: key) })
    }
}

/// A window's scene storage: values by key, observed per key.
@MainActor
@Observable
final class SceneStorageStore {
    private var values: [String: SceneStorageValue] = [:]
    /// Restored values not set since, as JSON: each is read as the type its
    /// reader asks for (``value(for:as:)``), as SwiftUI's scene storage is
    /// typed only by its readers.
    @ObservationIgnored private var restored: [String: Any] = [:]
    /// Counts the changes, so that a window sends its values only when they changed.
    @ObservationIgnored private(set) var version = 0

    /// The value under `key`. Reading a key not yet set registers the
    /// reader with the table, so that setting the key re-runs it.
    func value(for key: String) -> Any? {
        values[key]?.value
    }

    /// The value under `key` as a `Value`, or the restored value decoded as
    /// one; nil when unset or of another type. A read changes nothing (it
    /// runs inside bodies): a restored value is decoded at each read until
    /// the key is set.
    func value<Value>(for key: String, as type: Value.Type) -> Value? {
        if let box = values[key] { return box.value as? Value }
        guard let json = restored[key] else { return nil }
        return RestorationJSON.decode(json, as: Value.self)
    }

    func set(_ value: Any, for key: String) {
        version += 1
        restored[key] = nil
        if let box = values[key] { box.value = value } else { values[key] = SceneStorageValue(value) }
    }

    /// The values as JSON, by key: those that encode, and the restored ones not read yet.
    var restorationJSON: [String: Any] {
        var out = restored
        for (key, box) in values {
            if let json = RestorationJSON.encode(box.value) { out[key] = json }
        }
        return out
    }

    /// Takes the values of a restored window: a key already set keeps its
    /// value; a key that a view reads gets its restored one.
    func restore(_ json: [String: Any]) {
        for (key, value) in json where values[key] == nil {
            restored[key] = value
        }
        version += 1
        // The views that read a key not yet set read the table: they read it again.
        let current = values
        values = current
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
