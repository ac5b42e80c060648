import Foundation

extension ModelContext {
    /// Posted by a context (the notification's object) when `save()` starts
    /// writing changes.
    public static let willSave = Notification.Name("ObservatoryData.ModelContext.willSave")
    /// Posted by a context (the notification's object) after `save()` wrote
    /// its changes; `userInfo` lists the identities under ``NotificationKey``.
    public static let didSave = Notification.Name("ObservatoryData.ModelContext.didSave")

    /// The keys of a ``didSave`` notification's `userInfo`.
    public enum NotificationKey: String, Sendable {
        /// `[PersistentIdentifier]` of the inserted models.
        case insertedIdentifiers
        /// `[PersistentIdentifier]` of the changed models.
        case updatedIdentifiers
        /// `[PersistentIdentifier]` of the deleted models.
        case deletedIdentifiers
    }

    func postWillSave() {
        NotificationCenter.default.post(name: Self.willSave, object: self)
    }

    func postDidSave(_ changes: ModelChanges) {
        NotificationCenter.default.post(name: Self.didSave, object: self, userInfo: [
            NotificationKey.insertedIdentifiers.rawValue: changes.inserted,
            NotificationKey.updatedIdentifiers.rawValue: Array(changes.updated.keys),
            NotificationKey.deletedIdentifiers.rawValue: changes.deleted,
        ])
    }
}
