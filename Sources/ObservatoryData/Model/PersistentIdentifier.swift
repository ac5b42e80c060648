import Foundation

/// The identity of a model in its store: its table and its row. A model that
/// was inserted but not saved yet has a temporary identity, which is replaced
/// when it is saved.
///
/// Three words (the table's name and one integer), so that it is stored
/// inline wherever an identity is type-erased (`AnyHashable`, `ForEach`'s
/// row identities) rather than boxed on the heap.
public struct PersistentIdentifier: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// The model's table.
    public let entityName: String
    /// The row's key when positive; minus the temporary number of an unsaved model.
    private let key: Int64

    init(entityName: String, rowID: Int64) {
        self.entityName = entityName
        key = rowID
    }

    init(entityName: String, temporaryID: UInt64) {
        self.entityName = entityName
        key = -Int64(truncatingIfNeeded: temporaryID & (UInt64(Int64.max) >> 1)) - 1
    }

    /// Hashes the row's key alone: identities of different tables with the
    /// same key are rare in one collection, and `==` tells them apart, while
    /// hashing the table's name would cost more than the rest of a lookup
    /// (a `ForEach` of models hashes every row's identity on every update).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }

    /// Compares the row's keys first: identities that differ almost always
    /// differ there, and a scan for one identity among a window's rows then
    /// compares integers, not table names.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.key == rhs.key && lhs.entityName == rhs.entityName
    }

    /// The row's key, or `nil` while the model is not saved.
    public var rowID: Int64? { key > 0 ? key : nil }

    /// Whether the model is not saved yet.
    public var isTemporary: Bool { key <= 0 }

    /// Orders by table, then row (saved models first, then unsaved ones in
    /// the order they were created).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.entityName != rhs.entityName { return lhs.entityName < rhs.entityName }
        switch (lhs.key > 0, rhs.key > 0) {
        case (true, true): return lhs.key < rhs.key
        case (true, false): return true
        case (false, true): return false
        case (false, false): return lhs.key > rhs.key
        }
    }

    /// `Habit/12`, or `Habit/t3` while unsaved.
    public var description: String {
        // `~key` is `-key - 1` without overflow, whatever the key.
        key > 0 ? "\(entityName)/\(key)" : "\(entityName)/t\(~key)"
    }
}
