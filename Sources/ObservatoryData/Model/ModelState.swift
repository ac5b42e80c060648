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
    /// (the last bit stands for every index from 63 on).
    @usableFromInline
    var changedProperties: UInt64 = 0
    /// Set while the context writes the model's properties from the store
    /// (a rollback or a refresh), which are not changes to save.
    @usableFromInline
    var isApplyingStoredValues = false

    /// Whether the context has changes of the model to save.
    var hasChanges: Bool { isPendingInsert || isDeleted || changedProperties != 0 }

    private static let nextTemporaryID = Atomic<UInt64>(0)

    /// State for a new instance, not yet inserted anywhere.
    public init() {}

    /// The model's identity.
    func identifier(entityName: String) -> PersistentIdentifier {
        if let rowID { return PersistentIdentifier(entityName: entityName, rowID: rowID) }
        return PersistentIdentifier(entityName: entityName, temporaryID: temporaryID)
    }

    /// Records that the persisted property at `index` of `model` was set, so
    /// that its context saves it. Costs a load and a branch once the
    /// property is marked.
    @inlinable
    public func didSet(_ model: some PersistentModel, property index: Int) {
        let bit: UInt64 = index < 63 ? 1 << UInt64(index) : 1 << 63
        if changedProperties & bit != 0 || isApplyingStoredValues { return }
        markChanged(model, bit: bit)
    }

    @usableFromInline
    func markChanged(_ model: some PersistentModel, bit: UInt64) {
        guard let context, !isDeleted else { return }
        let isFirst = changedProperties == 0
        changedProperties |= bit
        if isFirst && !isPendingInsert { context.registerUpdate(of: model) }
    }

    /// Whether the property at `index` is among those changed since the last save.
    func changed(_ index: Int) -> Bool {
        let bit: UInt64 = index < 63 ? 1 << UInt64(index) : 1 << 63
        return changedProperties & bit != 0
    }
}
