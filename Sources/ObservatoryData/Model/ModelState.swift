import Synchronization

/// The persistence bookkeeping of one model instance: its context, its row,
/// and whether it changed since it was last saved. `@Model` stores one in
/// every instance (`_$modelState`); setters report to it, getters never do.
public final class ModelState: @unchecked Sendable {
    // A model, like its context, is used on one thread (or actor) at a time:
    // its state is too.

    /// The context the model belongs to.
    weak var context: ModelContext?
    /// The row, once saved or fetched.
    var rowID: Int64?
    /// The identity of the model while it has no row.
    private lazy var temporaryID: UInt64 = Self.nextTemporaryID.add(1, ordering: .relaxed).newValue
    /// Whether the context was asked to delete the model.
    var isDeleted = false
    /// Whether the model was inserted and not saved yet.
    var isPendingInsert = false
    /// The persisted properties set since the last save, a bit per index
    /// (the last bit stands for every index from 63 on). Every setter of a
    /// persisted property reads it twice (`willSet`, `didSet`), inlined into
    /// the user's module; it opts out of dynamic exclusivity checking, which
    /// would otherwise cost each of those reads more than the rest of the
    /// setter. Only this state's own methods access it, never overlapping.
    @usableFromInline @exclusivity(unchecked)
    var changedProperties: UInt64 = 0
    /// Set while the context writes the model's properties from the store
    /// (a rollback or a refresh), which are not changes to save.
    @usableFromInline
    var isApplyingStoredValues = false
    /// The relationships set since the last save, a bit per index like
    /// `changedProperties`. Kept apart so that a relationship write always
    /// reaches `propertyDidChange`, which keeps the inverse in step.
    var changedRelationships: UInt64 = 0
    /// What each relationship (by index) held when its inverses were last
    /// brought in step: the next write links what is new and unlinks what left.
    var linked: [Int: [AnyObject]] = [:]
    /// Set while the context fills the relationships of a fetched instance,
    /// whose inverses load from the same rows.
    var isLoadingRelationships = false

    /// The stored values of the columns set since the last save, by index,
    /// as they were before their first set: what a rollback restores without
    /// asking the store. A column set since the last save has one, unless it
    /// was set before the model had a row, or its index is 63 or more.
    var storedValues: [Int: StoreValue] = [:]
    /// Set when another context saved the model while it had changes here
    /// (which it kept): the remembered values may be old, and a rollback
    /// reads the store instead.
    var storedValuesMayBeOld = false

    /// Whether the context has changes of the model to save.
    var hasChanges: Bool { isPendingInsert || isDeleted || changedProperties != 0 || changedRelationships != 0 }

    private static let nextTemporaryID = Atomic<UInt64>(0)

    /// State for a new instance, not yet inserted anywhere.
    public init() {}

    /// The model's identity.
    func identifier(entityName: String) -> PersistentIdentifier {
        if let rowID { return PersistentIdentifier(entityName: entityName, rowID: rowID) }
        return PersistentIdentifier(entityName: entityName, temporaryID: temporaryID)
    }

    /// Remembers the stored value of the persisted property at `index` of
    /// `model` before its first set since the last save. Costs a load and a
    /// branch once the property is marked.
    @inlinable
    public func willSet<Model: PersistentModel>(_ model: Model, property index: Int) {
        let bit: UInt64 = index < 63 ? 1 << UInt64(index) : 1 << 63
        if changedProperties & bit != 0 { return }
        rememberStoredValue(model, index: index)
    }

    @usableFromInline
    func rememberStoredValue<Model: PersistentModel>(_ model: Model, index: Int) {
        guard index < 63, rowID != nil, context != nil, !isApplyingStoredValues, !isDeleted else { return }
        let member = Model._$schema.members[index]
        guard member.relationship == nil, storedValues[index] == nil else { return }
        storedValues[index] = member.read(model)
    }

    /// Records that the persisted property at `index` of `model` was set, so
    /// that its context saves it. Costs a load and a branch once the
    /// property is marked.
    @inlinable
    public func didSet<Model: PersistentModel>(_ model: Model, property index: Int) {
        let bit: UInt64 = index < 63 ? 1 << UInt64(index) : 1 << 63
        if changedProperties & bit != 0 { return }
        propertyDidChange(model, index: index, bit: bit)
    }

    /// The first write of a column since the last save, or any write of a relationship.
    @usableFromInline
    func propertyDidChange<Model: PersistentModel>(_ model: Model, index: Int, bit: UInt64) {
        guard Model._$schema.members[index].relationship != nil else {
            if !isApplyingStoredValues { mark(model, bit: bit, isRelationship: false) }
            return
        }
        if isLoadingRelationships { return }
        RelationshipGraph.sync(model, Model._$schema.members[index])
        if !isApplyingStoredValues { mark(model, bit: bit, isRelationship: true) }
    }

    private func mark(_ model: some PersistentModel, bit: UInt64, isRelationship: Bool) {
        guard let context, !isDeleted else { return }
        let isFirst = changedProperties == 0 && changedRelationships == 0
        if isRelationship { changedRelationships |= bit } else { changedProperties |= bit }
        if isFirst && !isPendingInsert { context.registerUpdate(of: model) }
    }

    /// Whether `property` is among those changed since the last save.
    func changed(_ property: PersistedProperty) -> Bool {
        let bit: UInt64 = property.index < 63 ? 1 << UInt64(property.index) : 1 << 63
        return (property.relationship == nil ? changedProperties : changedRelationships) & bit != 0
    }

    /// Forgets the changes, once saved or discarded.
    func clearChanges() {
        changedProperties = 0
        changedRelationships = 0
        if !storedValues.isEmpty { storedValues = [:] }
        storedValuesMayBeOld = false
    }

    /// The stored values of every changed property, when the model has
    /// them all: only columns changed, each with its value remembered.
    var storedValuesOfChanges: [Int: StoreValue]? {
        guard !storedValuesMayBeOld, changedRelationships == 0, changedProperties & (1 << 63) == 0,
            changedProperties.nonzeroBitCount == storedValues.count
        else { return nil }
        return storedValues
    }
}
