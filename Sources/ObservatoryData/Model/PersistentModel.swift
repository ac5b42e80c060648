/// A class whose instances a ``ModelContext`` stores: what `@Model` makes of
/// a class. It is `Observable`, so views and `withObservationTracking` see its
/// properties change exactly as they see an `@Observable` class's.
///
/// Conform with `@Model`, never by hand: the members below starting with `_$`
/// are written by the macro.
public protocol PersistentModel: AnyObject, Observatory.Observable, Hashable, Identifiable {
    /// The class's table and persisted properties.
    static var _$schema: ModelSchema { get }
    /// Where the instance is stored and what of it changed.
    var _$modelState: ModelState { get }
    /// Creates an instance from a fetched row, without running the class's
    /// own initializers.
    init(_$row row: ModelRow) throws
}

extension PersistentModel {
    /// The instance's identity in the store: stable once it is saved.
    public var persistentModelID: PersistentIdentifier {
        _$modelState.identifier(entityName: Self._$schema.entityName)
    }

    /// The context the instance was inserted into or fetched by, if any.
    public var modelContext: ModelContext? { _$modelState.context }

    /// Whether the instance was deleted from its context (and not yet saved).
    public var isDeleted: Bool { _$modelState.isDeleted }

    /// Whether the instance has changes its context has not saved yet.
    public var hasChanges: Bool { _$modelState.hasChanges }

    /// Two models are equal when they are the same instance: a context holds
    /// one instance per row.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    /// Hashes the instance's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension PersistentModel where ID == PersistentIdentifier {
    /// The model's identity, unless the class declares an `id` of its own.
    public var id: PersistentIdentifier { persistentModelID }
}
