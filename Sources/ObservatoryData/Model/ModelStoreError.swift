/// What can go wrong between models and their store. Every error names what
/// it is about: the model, the property, the file.
public enum ModelStoreError: Error, Equatable, CustomStringConvertible {
    /// A column holds a value the property's type cannot hold.
    case unreadableValue(model: String, property: String, stored: StoreValue)
    /// The store's table and the model disagree in a way no automatic
    /// migration can resolve.
    case incompatibleSchema(model: String, property: String, reason: String)
    /// A predicate failed while it was evaluated (for example a force unwrap of nil).
    case predicateFailed(model: String, reason: String)
    /// A model of a type the container was not created for.
    case unknownModel(String)
    /// A model that belongs to another context.
    case foreignModel(String)
    /// Deleting the model would leave related models behind (`.deny`).
    case deleteDenied(model: String, relationship: String)
    /// A model that must refer to another (a non-optional to-one
    /// relationship) would refer to none: its target is deleted, or the store has no row for it.
    case requiredRelationship(model: String, property: String, target: String)
    /// Loading a model needs itself first: a cycle of non-optional to-one relationships.
    case relationshipCycle(model: String, property: String)
    /// The database reported an error.
    case database(String)
    /// The database server cannot be reached; nothing was read or written.
    case unreachable(String)

    /// A sentence that says what happened and what to do.
    public var description: String {
        switch self {
        case .unreadableValue(let model, let property, let stored):
            return "\(model).\(property): the store holds \(stored), which is not a value of the property's type"
        case .incompatibleSchema(let model, let property, let reason):
            return "\(model).\(property): \(reason). Give the property a default value, make it optional, "
                + "or rename it with @Attribute(originalName:)"
        case .predicateFailed(let model, let reason):
            return "a #Predicate over \(model) could not be evaluated: \(reason)"
        case .unknownModel(let name):
            return "\(name) is not in the container's schema: add it to ModelContainer(for:)"
        case .foreignModel(let name):
            return "this \(name) belongs to another ModelContext"
        case .deleteDenied(let model, let relationship):
            return "cannot delete this \(model): its \(relationship) still refers to other models (delete rule .deny)"
        case .requiredRelationship(let model, let property, let target):
            return "\(model).\(property) must refer to a \(target), but its \(target) is deleted or missing: "
                + "delete the \(model) too (deleteRule: .cascade on the inverse), point it at another \(target), "
                + "or make the property optional"
        case .relationshipCycle(let model, let property):
            return "\(model).\(property): non-optional to-one relationships form a cycle, so no model of it "
                + "can be loaded before the others; make one of them optional"
        case .database(let message):
            return "database error: \(message)"
        case .unreachable(let reason):
            return "the database cannot be reached (\(reason)); nothing was saved. "
                + "ModelContainer.reachability tells when it is back"
        }
    }
}
