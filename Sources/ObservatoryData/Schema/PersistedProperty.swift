import Foundation

/// One persisted property of a `@Model` class: its column, and how its value
/// goes to and from the store. The macro lists them in declaration order, so
/// a property's index is its column's position in a fetched row.
public struct PersistedProperty: @unchecked Sendable {
    // Key paths are immutable, and the closures capture only key paths.

    /// The property's (and column's) name.
    public let name: String
    /// The column's name in an earlier version of the model
    /// (`@Attribute(originalName:)`), renamed when the store is opened.
    public let originalName: String?
    /// Its position in the model's list.
    public let index: Int
    /// The column's storage class.
    public let columnType: ColumnType
    /// Whether the column admits `NULL`.
    public let isOptional: Bool
    /// Whether no two rows may share the value (`@Attribute(.unique)`).
    public let isUnique: Bool
    /// The public property, for predicates and sort descriptors that name it.
    public let keyPath: AnyKeyPath
    /// The value a row added by a migration gets, when the property has one.
    public let defaultValue: StoreValue?
    /// The property's type name, for errors.
    public let typeName: String
    /// Set when the property refers to other models: then it has no column,
    /// and the store keeps it in a link table.
    public let relationship: RelationshipProperty?
    /// Its position in a fetched row (the store's column order), when it has a column.
    var column = 0
    /// The stored form of the property of `model`, read without recording an access.
    let read: (AnyObject) -> StoreValue
    /// Sets the property of `model` from a stored value, through its setter,
    /// so observers of the property hear of it (a rollback, a refresh).
    let write: (AnyObject, StoreValue) throws -> Void
    /// The Swift value of a stored value (a fetched row's column).
    let decodeAny: (StoreValue) throws -> Any
    /// The stored form of a Swift value of this property (a predicate's operand).
    let encodeAny: (Any) -> StoreValue?

    /// A property stored in a column of its own. `storage` reads the
    /// property's private storage: a closure, not a key path, because a key
    /// path to the storage would make every access to it check exclusivity
    /// at run time (the compiler can no longer see all of them), which
    /// costs each read of the property several times its price.
    public init<Model: AnyObject, Value: ColumnValue>(
        _ name: String, index: Int,
        storage: @escaping (Model) -> Value,
        property: ReferenceWritableKeyPath<Model, Value>,
        options: [Schema.Attribute.Option] = [], originalName: String? = nil,
        defaultValue: (() -> Value)? = nil
    ) {
        self.init(
            name, index: index, storage: storage, property: property, options: options, originalName: originalName,
            defaultValue: defaultValue, columnType: Value.columnType, isOptional: Value.isOptional,
            encode: { $0.storeValue }, decode: { Value(storeValue: $0) })
    }

    /// A `Codable` property with no column type of its own, stored as JSON.
    @_disfavoredOverload
    public init<Model: AnyObject, Value: Codable>(
        _ name: String, index: Int,
        storage: @escaping (Model) -> Value,
        property: ReferenceWritableKeyPath<Model, Value>,
        options: [Schema.Attribute.Option] = [], originalName: String? = nil,
        defaultValue: (() -> Value)? = nil
    ) {
        self.init(
            name, index: index, storage: storage, property: property, options: options, originalName: originalName,
            defaultValue: defaultValue, columnType: .json, isOptional: false,
            encode: { JSONColumn.encode($0) }, decode: { JSONColumn.decode(Value.self, $0) })
    }

    /// Both forms: a column whose values `encode` and `decode` convert.
    private init<Model: AnyObject, Value>(
        _ name: String, index: Int,
        storage: @escaping (Model) -> Value, property: ReferenceWritableKeyPath<Model, Value>,
        options: [Schema.Attribute.Option], originalName: String?, defaultValue: (() -> Value)?,
        columnType: ColumnType, isOptional: Bool,
        encode: @escaping (Value) -> StoreValue, decode: @escaping (StoreValue) -> Value?
    ) {
        let decodeOrThrow: (StoreValue) throws -> Value = { stored in
            guard let value = decode(stored) else {
                throw ModelStoreError.unreadableValue(model: "\(Model.self)", property: name, stored: stored)
            }
            return value
        }
        self.init(
            name: name, originalName: originalName, index: index,
            columnType: columnType, isOptional: isOptional,
            isUnique: options.contains(.unique), keyPath: property,
            defaultValue: defaultValue.map { encode($0()) }, typeName: "\(Value.self)",
            read: { encode(storage(unsafeDowncast($0, to: Model.self))) },
            write: { model, stored in unsafeDowncast(model, to: Model.self)[keyPath: property] = try decodeOrThrow(stored) },
            encodeAny: { value in (value as? Value).map(encode) },
            decodeAny: { try decodeOrThrow($0) })
    }

    private init(
        name: String, originalName: String?, index: Int, columnType: ColumnType, isOptional: Bool,
        isUnique: Bool, keyPath: AnyKeyPath, defaultValue: StoreValue?, typeName: String,
        read: @escaping (AnyObject) -> StoreValue, write: @escaping (AnyObject, StoreValue) throws -> Void,
        encodeAny: @escaping (Any) -> StoreValue?, decodeAny: @escaping (StoreValue) throws -> Any,
        relationship: RelationshipProperty? = nil
    ) {
        self.relationship = relationship
        self.name = name
        self.originalName = originalName
        self.index = index
        self.columnType = columnType
        self.isOptional = isOptional
        self.isUnique = isUnique
        self.keyPath = keyPath
        self.defaultValue = defaultValue
        self.typeName = typeName
        self.read = read
        self.write = write
        self.encodeAny = encodeAny
        self.decodeAny = decodeAny
    }
}

extension PersistedProperty {
    /// A relationship: no column, so nothing to read or write as a value;
    /// a fetched instance starts with the relationship's empty value.
    init<Model: AnyObject, Value>(
        relationship name: String, index: Int, property: ReferenceWritableKeyPath<Model, Value>,
        originalName: String?, _ relationship: RelationshipProperty
    ) {
        self.init(
            name: name, originalName: originalName, index: index, columnType: .integer,
            isOptional: relationship.cardinality != .requiredToOne, isUnique: false, keyPath: property,
            defaultValue: nil, typeName: "\(Value.self)",
            read: { _ in .null }, write: { _, _ in },
            encodeAny: { _ in nil }, decodeAny: { _ in relationship.emptyValue as Any },
            relationship: relationship)
    }
}

/// The JSON form of `Codable` values that have no column type.
enum JSONColumn {
    static func encode<Value: Encodable>(_ value: Value) -> StoreValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
            return .null
        }
        return .text(text)
    }

    static func decode<Value: Decodable>(_ type: Value.Type, _ stored: StoreValue) -> Value? {
        guard case .text(let text) = stored else { return nil }
        return try? JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }
}
