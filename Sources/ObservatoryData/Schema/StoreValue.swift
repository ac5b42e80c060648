import Foundation

/// One value in a row of the store, in the types every SQL database has.
///
/// The store never sees a model's Swift types: ``ColumnValue`` turns each
/// persisted property into one of these and back.
public enum StoreValue: Hashable, Sendable {
    /// SQL `NULL`: an optional property holding `nil`.
    case null
    /// A 64-bit integer (`Int`, `Bool`, the integer types).
    case integer(Int64)
    /// A double (`Double`, `Float`, `Date` as seconds since 2001).
    case real(Double)
    /// Text (`String`, `UUID`, `URL`, and JSON for `Codable` values).
    case text(String)
    /// Bytes (`Data`).
    case blob(Data)
}

/// The storage class of a column, as a table declares it.
public enum ColumnType: String, Sendable, Equatable {
    case integer = "INTEGER"
    case real = "REAL"
    case text = "TEXT"
    case blob = "BLOB"
    /// A `Codable` value that has no column type of its own, kept as JSON text.
    case json = "JSON"

    /// The type SQL declares (JSON is text).
    var sqlType: String { self == .json ? "TEXT" : rawValue }
}
