/// What one `save()` wrote: the models inserted, updated (with the names of
/// the properties that changed) and deleted.
public struct ModelChanges: Sendable, Equatable {
    /// The models inserted, with their new identities.
    public var inserted: [PersistentIdentifier] = []
    /// The models updated, and which of their properties changed.
    public var updated: [PersistentIdentifier: Set<String>] = [:]
    /// The models deleted.
    public var deleted: [PersistentIdentifier] = []
    /// Whether saves of other processes may have gone unheard (the
    /// connection that hears them was lost for a while), so that any model
    /// and any query may be out of date: models are read again, queries
    /// fetch again.
    var mayHaveMissedChanges = false

    /// What a store reports when it hears other processes again after a
    /// gap: nothing known, anything possible.
    static let missedChanges = ModelChanges(mayHaveMissedChanges: true)

    /// Whether the save wrote nothing.
    public var isEmpty: Bool { !mayHaveMissedChanges && inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    /// The changes of models of the table `entityName`.
    func of(_ entityName: String) -> ModelChanges {
        ModelChanges(
            inserted: inserted.filter { $0.entityName == entityName },
            updated: updated.filter { $0.key.entityName == entityName },
            deleted: deleted.filter { $0.entityName == entityName },
            mayHaveMissedChanges: mayHaveMissedChanges)
    }
}
