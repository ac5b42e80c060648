/// The values a view inherits from its ancestors: keyed values
/// (``EnvironmentKey``) and observable objects stored by type.
///
/// Set them with `.environment(\.key, value)` or `.environment(object)`;
/// read them with ``Environment``.
public struct EnvironmentValues: CustomStringConvertible {
    /// Keyed values by their key's type, and objects by the type of a
    /// marker (``PlacedObjectKey`` or ``EnvironmentObjectKey``): one chain,
    /// because every node keeps a copy of its environment and a writer adds
    /// to its parent's.
    private var values = Storage()
    /// Records the keys read through this copy (set by ``Environment``).
    var readRecorder: EnvironmentReadRecorder?

    /// How the values are stored: what a node keeps of its environment.
    typealias Storage = EnvironmentChain

    /// An environment with every key at its default value.
    public init() {}

    /// An environment with `storage`'s values, recording no reads.
    init(storage: Storage) { values = storage }

    /// The values, without the read recorder.
    var storage: Storage { values }

    /// The value for `key`, or its default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let value = values[ObjectIdentifier(key)].map { $0 as! Key.Value } ?? Key.defaultValue
            readRecorder?.recordRead(.key(ObjectIdentifier(key), name: Self.name(of: key)), value: value) {
                $0[key]
            }
            return value
        }
        set {
            values[ObjectIdentifier(key)] = newValue
        }
    }

    /// The object of type `type` placed with `.environment(_:)`, if any.
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        let object = values[ObjectIdentifier(PlacedObjectKey<T>.self)] as? T
        readRecorder?.recordRead(.object(ObjectIdentifier(type), name: ViewGraph.displayName(of: type)), value: object as Any) {
            $0.object(type) as Any
        }
        return object
    }

    /// Places `object` so that descendants can read it by its type.
    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        values[ObjectIdentifier(PlacedObjectKey<T>.self)] = object.map { $0 as Any }
    }

    /// The object of type `type` placed with `.environmentObject(_:)`, if
    /// any. These are kept apart from `.environment(_:)`'s objects, as in
    /// SwiftUI: each wrapper finds only what its own modifier placed.
    func environmentObject<T: AnyObject>(_ type: T.Type) -> T? {
        let key = ObjectIdentifier(EnvironmentObjectKey<T>.self)
        let object = values[key] as? T
        readRecorder?.recordRead(.object(key, name: ViewGraph.displayName(of: type)), value: object as Any) {
            $0.environmentObject(type) as Any
        }
        return object
    }

    /// Places `object` for `@EnvironmentObject` properties of type `T`.
    mutating func setEnvironmentObject<T: AnyObject>(_ object: T) {
        values[ObjectIdentifier(EnvironmentObjectKey<T>.self)] = object
    }

    /// How many values and objects are set.
    public var description: String {
        "EnvironmentValues(\(values.count) entries)"
    }

    private static func name(of key: Any.Type) -> String {
        // `ColorSchemeKey` → `colorScheme`
        var name = ViewGraph.displayName(of: key)
        if name.hasSuffix("Key") { name.removeLast(3) }
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }
}

/// The key of an object placed with `.environmentObject(_:)`.
private enum EnvironmentObjectKey<T> {}

/// The key of an object placed with `.environment(_:)`.
private enum PlacedObjectKey<T> {}

/// Which environment entry a view read.
enum EnvironmentKeyIdentity: Hashable {
    case key(ObjectIdentifier, name: String)
    case object(ObjectIdentifier, name: String)

    var name: String {
        switch self {
        case .key(_, let name), .object(_, let name): return name
        }
    }
}

/// Collects the environment entries a body read, with the values it saw.
///
/// In an array, in the order first read: a body reads a few entries (often
/// one), and a dictionary kept for them cost every `@Environment` property a
/// table several times their size for as long as its view was mounted.
final class EnvironmentReadRecorder {
    private struct Read {
        let key: EnvironmentKeyIdentity
        let value: Any
        let resolve: (EnvironmentValues) -> Any
    }

    private var reads: [Read] = []

    func recordRead(_ key: EnvironmentKeyIdentity, value: Any, resolve: @escaping (EnvironmentValues) -> Any) {
        if !reads.contains(where: { $0.key == key }) { reads.append(Read(key: key, value: value, resolve: resolve)) }
    }

    func reset() { reads.removeAll(keepingCapacity: true) }

    /// The first entry whose value differs in `environment`, if any.
    func firstChange(in environment: EnvironmentValues) -> EnvironmentKeyIdentity? {
        var probe = environment
        probe.readRecorder = nil
        return reads.first { !ViewInputs.valuesEqual($0.value, $0.resolve(probe)) }?.key
    }
}
