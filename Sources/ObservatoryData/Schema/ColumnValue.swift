import Foundation

/// A value that is stored in a column of its own, which SQL can compare and
/// sort. Any other `Codable` property is stored as JSON text, which SQL does
/// not look into.
public protocol ColumnValue: Codable {
    /// The column's storage class.
    static var columnType: ColumnType { get }
    /// Whether `nil` is a value of this type (optionals).
    static var isOptional: Bool { get }
    /// The stored form.
    var storeValue: StoreValue { get }
    /// Reads the stored form; `nil` when `value` is not of this type.
    init?(storeValue value: StoreValue)
}

extension ColumnValue {
    /// Only optionals hold `nil`.
    public static var isOptional: Bool { false }
}

extension Int: ColumnValue {
    public static var columnType: ColumnType { .integer }
    public var storeValue: StoreValue { .integer(Int64(self)) }
    public init?(storeValue value: StoreValue) {
        guard case .integer(let stored) = value, let exact = Int(exactly: stored) else { return nil }
        self = exact
    }
}

extension Int64: ColumnValue {
    public static var columnType: ColumnType { .integer }
    public var storeValue: StoreValue { .integer(self) }
    public init?(storeValue value: StoreValue) {
        guard case .integer(let stored) = value else { return nil }
        self = stored
    }
}

extension Int32: ColumnValue {
    public static var columnType: ColumnType { .integer }
    public var storeValue: StoreValue { .integer(Int64(self)) }
    public init?(storeValue value: StoreValue) {
        guard case .integer(let stored) = value, let exact = Int32(exactly: stored) else { return nil }
        self = exact
    }
}

extension Int16: ColumnValue {
    public static var columnType: ColumnType { .integer }
    public var storeValue: StoreValue { .integer(Int64(self)) }
    public init?(storeValue value: StoreValue) {
        guard case .integer(let stored) = value, let exact = Int16(exactly: stored) else { return nil }
        self = exact
    }
}

extension Bool: ColumnValue {
    public static var columnType: ColumnType { .integer }
    public var storeValue: StoreValue { .integer(self ? 1 : 0) }
    public init?(storeValue value: StoreValue) {
        guard case .integer(let stored) = value, stored == 0 || stored == 1 else { return nil }
        self = stored == 1
    }
}

extension Double: ColumnValue {
    public static var columnType: ColumnType { .real }
    public var storeValue: StoreValue { .real(self) }
    public init?(storeValue value: StoreValue) {
        switch value {
        case .real(let stored): self = stored
        // SQLite keeps a whole REAL as an integer when the column has no type.
        case .integer(let stored): self = Double(stored)
        default: return nil
        }
    }
}

extension Float: ColumnValue {
    public static var columnType: ColumnType { .real }
    public var storeValue: StoreValue { .real(Double(self)) }
    public init?(storeValue value: StoreValue) {
        guard let double = Double(storeValue: value) else { return nil }
        self = Float(double)
    }
}

extension String: ColumnValue {
    public static var columnType: ColumnType { .text }
    public var storeValue: StoreValue { .text(self) }
    public init?(storeValue value: StoreValue) {
        guard case .text(let stored) = value else { return nil }
        self = stored
    }
}

extension Data: ColumnValue {
    public static var columnType: ColumnType { .blob }
    public var storeValue: StoreValue { .blob(self) }
    public init?(storeValue value: StoreValue) {
        guard case .blob(let stored) = value else { return nil }
        self = stored
    }
}

/// Seconds since 1 January 2001 (`timeIntervalSinceReferenceDate`), so that
/// SQL compares and sorts dates as Swift does.
extension Date: ColumnValue {
    public static var columnType: ColumnType { .real }
    public var storeValue: StoreValue { .real(timeIntervalSinceReferenceDate) }
    public init?(storeValue value: StoreValue) {
        guard let seconds = Double(storeValue: value) else { return nil }
        self.init(timeIntervalSinceReferenceDate: seconds)
    }
}

/// The upper-case string, whose order is the order of the bytes.
extension UUID: ColumnValue {
    public static var columnType: ColumnType { .text }
    public var storeValue: StoreValue { .text(uuidString) }
    public init?(storeValue value: StoreValue) {
        guard case .text(let stored) = value, let uuid = UUID(uuidString: stored) else { return nil }
        self = uuid
    }
}

extension URL: ColumnValue {
    public static var columnType: ColumnType { .text }
    public var storeValue: StoreValue { .text(absoluteString) }
    public init?(storeValue value: StoreValue) {
        guard case .text(let stored) = value, let url = URL(string: stored) else { return nil }
        self = url
    }
}

extension Optional: ColumnValue where Wrapped: ColumnValue {
    public static var columnType: ColumnType { Wrapped.columnType }
    public static var isOptional: Bool { true }
    public var storeValue: StoreValue { self?.storeValue ?? .null }
    public init?(storeValue value: StoreValue) {
        if value == .null {
            self = .none
        } else if let wrapped = Wrapped(storeValue: value) {
            self = .some(wrapped)
        } else {
            return nil
        }
    }
}

/// Enumerations with a raw value are stored as their raw value.
extension RawRepresentable where Self: ColumnValue, RawValue: ColumnValue {
    public static var columnType: ColumnType { RawValue.columnType }
    public var storeValue: StoreValue { rawValue.storeValue }
    public init?(storeValue value: StoreValue) {
        guard let raw = RawValue(storeValue: value) else { return nil }
        self.init(rawValue: raw)
    }
}
