import Foundation

/// A value kept in `UserDefaults`, so it survives a restart, that re-renders
/// the views reading it when it changes.
///
/// ```swift
/// @AppStorage("notes.json") private var raw = Data()
/// @AppStorage("username") private var username = "guest"
/// ```
///
/// Supported values: `String`, `Int`, `Double`, `Bool`, `Data`, `URL`, their
/// optionals, and `RawRepresentable` types whose raw value is `String` or `Int`.
///
/// Without a `store`, the value lives in the store that an ancestor set with
/// ``View/defaultAppStorage(_:)``, else in `UserDefaults.standard`.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let location: AppStorageLocation
    private let defaultValue: Value
    private let decode: (Any) -> Value?
    private let encode: (Value) -> Any?

    private var value: AppStorageValue { location.value }

    private init(
        key: String, store: UserDefaults?, defaultValue: Value,
        decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?
    ) {
        location = AppStorageLocation(key: key, store: store)
        self.defaultValue = defaultValue
        self.decode = decode
        self.encode = encode
    }

    /// The stored value, or the default when the key is unset or holds
    /// something of another type.
    public var wrappedValue: Value {
        get { value.object.flatMap(decode) ?? defaultValue }
        nonmutating set { value.object = encode(newValue) }
    }

    /// A binding to the stored value.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(
            get: { storage.wrappedValue },
            set: { storage.wrappedValue = $0 },
            location: .object(ObjectIdentifier(value), path: [])
        )
    }
}

extension AppStorage: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? AppStorage<Value> else { return false }
        return other.location.key == location.key && other.location.store === location.store
    }
}

extension AppStorage: NodeStorageProperty {
    @MainActor
    func attach(to context: inout NodeStorageContext) {
        location.attach(defaultStore: context.node.environment.defaultAppStorage)
    }
}

// MARK: Property list values

extension AppStorage {
    private init(plist defaultValue: Value, key: String, store: UserDefaults?) {
        self.init(key: key, store: store, defaultValue: defaultValue, decode: { $0 as? Value }, encode: { $0 })
    }
}

extension AppStorage where Value == String {
    /// A string stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plist: wrappedValue, key: key, store: store)
    }
}

extension AppStorage where Value == Int {
    /// An integer stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }
}

extension AppStorage where Value == Double {
    /// A floating-point number stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? Double) ?? ($0 as? NSNumber)?.doubleValue }, encode: { $0 })
    }
}

extension AppStorage where Value == Bool {
    /// A Boolean stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? Bool) ?? ($0 as? NSNumber)?.boolValue }, encode: { $0 })
    }
}

extension AppStorage where Value == Data {
    /// Bytes stored under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(plist: wrappedValue, key: key, store: store)
    }
}

extension AppStorage where Value == URL {
    /// A URL stored under `key` (as its absolute string).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0.absoluteString })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
    /// A value stored under `key` as its string raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
    /// A value stored under `key` as its integer raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: wrappedValue,
                  decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}

// MARK: Optional values (nil removes the key)

extension AppStorage where Value == String? {
    /// An optional string stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil, decode: { $0 as? String }, encode: { $0 })
    }
}

extension AppStorage where Value == Int? {
    /// An optional integer stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil,
                  decode: { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }, encode: { $0 })
    }
}

extension AppStorage where Value == Double? {
    /// An optional floating-point number stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil,
                  decode: { ($0 as? Double) ?? ($0 as? NSNumber)?.doubleValue }, encode: { $0 })
    }
}

extension AppStorage where Value == Bool? {
    /// An optional Boolean stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil,
                  decode: { ($0 as? Bool) ?? ($0 as? NSNumber)?.boolValue }, encode: { $0 })
    }
}

extension AppStorage where Value == Data? {
    /// Optional bytes stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil, decode: { $0 as? Data }, encode: { $0 })
    }
}

extension AppStorage where Value == URL? {
    /// An optional URL stored under `key`.
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, store: store, defaultValue: nil,
                  decode: { ($0 as? String).flatMap(URL.init(string:)) }, encode: { $0?.absoluteString })
    }
}
