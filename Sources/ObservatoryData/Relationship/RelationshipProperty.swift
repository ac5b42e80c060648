/// What a persisted property that refers to other models knows: the
/// related type, whether it holds one model or many, the delete rule and
/// the inverse. The store keeps it in a link table (``LinkTable``), not a
/// column of the model's own table.
public struct RelationshipProperty: @unchecked Sendable {
    // Metatypes, key paths and the closures (which capture only those) are immutable.

    /// How many models the property holds.
    public enum Cardinality: Sendable, Equatable {
        /// `Target?`: at most one.
        case optionalToOne
        /// `Target`: exactly one.
        case requiredToOne
        /// `[Target]`: any number, in the array's order.
        case toMany

        var isToOne: Bool { self != .toMany }
    }

    /// The related model type.
    public let targetType: any PersistentModel.Type
    /// How many models the property holds.
    public let cardinality: Cardinality
    /// What deleting the owner does to the related models.
    public let deleteRule: Schema.Relationship.DeleteRule
    /// The property of the related type that points back, as `@Relationship(inverse:)` names it.
    public let inverseKeyPath: AnyKeyPath?
    /// The related models the property holds, read without recording an access.
    let targets: (AnyObject) -> [AnyObject]
    /// Sets the property to `models`, through its setter, so observers hear of it.
    /// (A to-one property takes the first, or nil; a required one ignores an empty list.)
    let assign: (AnyObject, [AnyObject]) -> Void
    /// The value a fetched instance starts with, before its relationships load:
    /// nil, or an empty array (a required to-one is loaded before the instance exists).
    let emptyValue: Any?
    /// The models of the rows `ids`, by row: the ones `context` holds, and
    /// the others fetched in one query.
    let resolve: (ModelContext, [Int64]) throws -> [Int64: AnyObject]

    init<Model: AnyObject, Target: PersistentModel>(
        _ model: Model.Type, target: Target.Type, cardinality: Cardinality,
        deleteRule: Schema.Relationship.DeleteRule, inverse: AnyKeyPath?,
        targets: @escaping (Model) -> [Target], assign: @escaping (Model, [Target]) -> Void, emptyValue: Any?
    ) {
        targetType = target
        self.cardinality = cardinality
        self.deleteRule = deleteRule
        inverseKeyPath = inverse
        self.targets = { targets(unsafeDowncast($0, to: Model.self)) }
        self.assign = { model, related in
            assign(unsafeDowncast(model, to: Model.self), related.map { unsafeDowncast($0, to: Target.self) })
        }
        self.emptyValue = emptyValue
        resolve = { context, ids in try context.models(Target.self, rowIDs: ids) }
    }
}

extension PersistedProperty {
    /// A to-one relationship that may be empty: `var trip: Trip?`.
    public init<Model: PersistentModel, Target: PersistentModel>(
        _ name: String, index: Int,
        storage: @escaping (Model) -> Target?,
        property: ReferenceWritableKeyPath<Model, Target?>,
        originalName: String? = nil,
        deleteRule: Schema.Relationship.DeleteRule = .nullify, inverse: AnyKeyPath? = nil,
        defaultValue: (() -> Target?)? = nil
    ) {
        self.init(
            relationship: name, index: index, property: property, originalName: originalName,
            RelationshipProperty(
                Model.self, target: Target.self, cardinality: .optionalToOne, deleteRule: deleteRule, inverse: inverse,
                targets: { storage($0).map { [$0] } ?? [] },
                assign: { $0[keyPath: property] = $1.first },
                emptyValue: Target?.none as Any))
    }

    /// A to-one relationship that always holds a model: `var trip: Trip`.
    public init<Model: PersistentModel, Target: PersistentModel>(
        _ name: String, index: Int,
        storage: @escaping (Model) -> Target,
        property: ReferenceWritableKeyPath<Model, Target>,
        originalName: String? = nil,
        deleteRule: Schema.Relationship.DeleteRule = .nullify, inverse: AnyKeyPath? = nil,
        defaultValue: (() -> Target)? = nil
    ) {
        self.init(
            relationship: name, index: index, property: property, originalName: originalName,
            RelationshipProperty(
                Model.self, target: Target.self, cardinality: .requiredToOne, deleteRule: deleteRule, inverse: inverse,
                targets: { [storage($0)] },
                assign: { model, related in if let first = related.first { model[keyPath: property] = first } },
                emptyValue: nil))
    }

    /// A to-many relationship: `var stops: [Stop] = []`.
    public init<Model: PersistentModel, Target: PersistentModel>(
        _ name: String, index: Int,
        storage: @escaping (Model) -> [Target],
        property: ReferenceWritableKeyPath<Model, [Target]>,
        originalName: String? = nil,
        deleteRule: Schema.Relationship.DeleteRule = .nullify, inverse: AnyKeyPath? = nil,
        defaultValue: (() -> [Target])? = nil
    ) {
        self.init(
            relationship: name, index: index, property: property, originalName: originalName,
            RelationshipProperty(
                Model.self, target: Target.self, cardinality: .toMany, deleteRule: deleteRule, inverse: inverse,
                targets: storage,
                assign: { $0[keyPath: property] = $1 },
                emptyValue: [Target]() as Any))
    }
}
