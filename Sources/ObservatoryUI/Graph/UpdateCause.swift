/// Why a node's body (or a primitive's attributes) was evaluated.
///
/// The runtime records every cause exactly: it knows which object and
/// property a body read, which `@State` it owns, and whether its parent
/// passed new inputs. ``ObservatoryTesting`` exposes these for assertions.
public enum UpdateCause: Hashable, Sendable, CustomStringConvertible {
    /// The view appeared: its first evaluation.
    case mounted
    /// A property of an observable object that the body read changed.
    case observed(ObservedProperty)
    /// A `@State` property changed. `owner` is the view that declares it; for
    /// a view that reads it through a `@Binding`, the owner is another view.
    case state(owner: String, property: String)
    /// An environment value that the body read changed.
    case environment(String)
    /// The parent re-rendered and passed different inputs.
    case parentInputs
    /// An `ObservableObject` the view holds (through `@StateObject`,
    /// `@ObservedObject` or `@EnvironmentObject`) sent `objectWillChange`:
    /// the old model's broadcast, which names no property.
    case objectWillChange(ObjectWillChange)
    /// An explicit `.id(_:)` changed, or a conditional switched branch: a new
    /// identity, so the view was mounted afresh.
    case identity
    /// An object the view holds that describes its own changes announced
    /// one, such as the results of an ObservatoryData `@Query`:
    /// `@Query Habit (insert)`.
    case source(String)
    /// What a lazy container shows moved: its `ForEach` mounts and unmounts
    /// rows as the window follows.
    case viewport

    /// A short human-readable rendering.
    public var description: String {
        switch self {
        case .mounted: return "mounted"
        case .observed(let property): return property.description
        case .state(let owner, let property): return "@State \(owner).\(property)"
        case .environment(let key): return "environment \\.\(key)"
        case .parentInputs: return "parent passed new inputs"
        case .objectWillChange(let change): return change.description
        case .identity: return "new identity"
        case .source(let description): return description
        case .viewport: return "viewport"
        }
    }
}

/// An observable object that says what its changes mean, for
/// `_printChanges()`, the inspector and ``UpdateCause``: held in a view's
/// `@State`, its changes are reported as ``UpdateCause/source(_:)`` with
/// ``updateCauseDescription`` instead of as a property of the object.
public protocol UpdateCauseDescribing: AnyObject {
    /// What the latest change was, e.g. `@Query Habit (insert)`.
    @MainActor var updateCauseDescription: String { get }
}

/// A weak reference to an object that describes its changes.
struct WeakCauseSource {
    weak var source: (any UpdateCauseDescribing)?
}

/// An (object, property) pair whose change invalidated a view.
public struct ObservedProperty: Hashable, Sendable, CustomStringConvertible {
    /// The object's type name, e.g. `Profile`.
    public let typeName: String
    /// The property's name, e.g. `firstName`. The `@Observable` macro provides
    /// it; for a hand-written conformance it is known only when the key path
    /// names a stored property, and is `?` otherwise.
    public let property: String
    /// The object's identity.
    public let object: ObjectIdentifier?
    // Key paths are immutable values, safe to share.
    /// The changed property's key path, when known. Compare it with a literal
    /// (`\Profile.firstName`) to identify the property exactly. Not part of
    /// equality.
    public nonisolated(unsafe) let keyPath: AnyKeyPath?

    /// Creates a description of a changed property.
    public init(typeName: String, property: String, object: ObjectIdentifier?, keyPath: AnyKeyPath? = nil) {
        self.typeName = typeName
        self.property = property
        self.object = object
        self.keyPath = keyPath
    }

    /// Whether both name the same property of the same object (the key path aside).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.typeName == rhs.typeName && lhs.property == rhs.property && lhs.object == rhs.object
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        hasher.combine(property)
        hasher.combine(object)
    }

    /// Reads the changed property from an observation callback.
    init(_ tracking: ObservationTracking) {
        object = tracking.origin.object
        let keyPath = tracking.changed
        self.keyPath = keyPath
        typeName = keyPath.map { ViewGraph.displayName(of: type(of: $0).rootType) } ?? "?"
        if let name = tracking.origin.name {
            property = name.description
        } else if let keyPath {
            // A key path to a stored property prints as `\Profile.firstName`;
            // one to a computed property has no name to print.
            let path = String(describing: keyPath)
            if path.hasPrefix("\\"), let dot = path.firstIndex(of: ".") {
                property = String(path[path.index(after: dot)...])
            } else {
                property = "?"
            }
        } else {
            property = "?"
        }
    }

    /// A short human-readable rendering.
    public var description: String {
        if let object {
            return "\(typeName)(\(Self.shortIdentity(object))).\(property)"
        }
        return "\(typeName).\(property)"
    }

    /// A compact, stable rendering of an object identity.
    static func shortIdentity(_ id: ObjectIdentifier) -> String {
        "0x" + String(UInt(bitPattern: id), radix: 16)
    }
}

/// An `objectWillChange` that invalidated a view: which wrapper of the view
/// holds the object, and which object sent it.
public struct ObjectWillChange: Hashable, Sendable, CustomStringConvertible {
    /// The wrapper, e.g. `@StateObject`.
    public let wrapper: String
    /// The view's property, e.g. `store`.
    public let property: String
    /// The object's type name, e.g. `ExpenseStore`.
    public let typeName: String
    /// The object's identity.
    public let object: ObjectIdentifier

    /// Describes an `objectWillChange` received through a view's property.
    public init(wrapper: String, property: String, typeName: String, object: ObjectIdentifier) {
        self.wrapper = wrapper
        self.property = property
        self.typeName = typeName
        self.object = object
    }

    /// `ExpenseStore(0x…).objectWillChange`.
    public var description: String {
        "\(typeName)(\(ObservedProperty.shortIdentity(object))).objectWillChange"
    }
}
