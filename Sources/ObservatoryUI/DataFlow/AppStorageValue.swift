import Foundation

/// One (store, key) pair of `UserDefaults`, observable: every `@AppStorage`
/// property with that key in that store shares it, so a write through one
/// re-renders every view that read another.
final class AppStorageValue: Observable, @unchecked Sendable {
    private let registrar = _InlineObservationRegistrar()
    let key: String
    let store: UserDefaults

    init(key: String, store: UserDefaults) {
        self.key = key
        self.store = store
    }

    /// The stored property list value, or nil when the key is unset.
    var object: Any? {
        get {
            registrar.access(self, id: 0)
            return store.object(forKey: key)
        }
        set {
            registrar.withMutation(of: self, id: 0, name: "value", keyPath: \.object) {
                store.set(newValue, forKey: key)
                // Foundation on Linux writes the domain to disk only here.
                store.synchronize()
            }
        }
    }

    /// The shared value for `key` in `store`.
    static func shared(key: String, store: UserDefaults) -> AppStorageValue {
        let identity = Identity(key: key, store: ObjectIdentifier(store))
        return registry.withLock { registry in
            if let existing = registry[identity] { return existing }
            let value = AppStorageValue(key: key, store: store)
            registry[identity] = value
            return value
        }
    }

    private struct Identity: Hashable {
        let key: String
        let store: ObjectIdentifier
    }

    private static let registry = SanitizedMutex<[Identity: AppStorageValue]>([:])
}
