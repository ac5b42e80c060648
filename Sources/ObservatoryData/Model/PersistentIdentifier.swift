import Foundation

/// The identity of a model in its store: its table and its row. A model that
/// was inserted but not saved yet has a temporary identity, which is replaced
/// when it is saved.
public struct PersistentIdentifier: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The model's table.
    public let entityName: String
    /// The row's key, or `nil` while the model is not saved.
    public let rowID: Int64?
    /// The identity of an unsaved model (unique in the process).
    let temporaryID: UInt64?

    init(entityName: String, rowID: Int64) {
        self.entityName = entityName
        self.rowID = rowID
        temporaryID = nil
    }

    init(entityName: String, temporaryID: UInt64) {
        self.entityName = entityName
        rowID = nil
        self.temporaryID = temporaryID
    }

    /// Whether the model is saved.
    public var isTemporary: Bool { rowID == nil }

    /// Orders by table, then row (saved models first).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.entityName != rhs.entityName { return lhs.entityName < rhs.entityName }
        switch (lhs.rowID, rhs.rowID) {
        case let (left?, right?): return left < right
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return (lhs.temporaryID ?? 0) < (rhs.temporaryID ?? 0)
        }
    }

    /// `Habit/12`, or `Habit/t3` while unsaved.
    public var description: String {
        if let rowID { return "\(entityName)/\(rowID)" }
        return "\(entityName)/t\(temporaryID ?? 0)"
    }
}
