/// What the store knows of a `@Model` class: its table and its persisted
/// properties, in declaration order. The macro writes it as `_$schema`.
///
/// A class, not a struct: a model's `persistentModelID` reads the table's
/// name through the protocol's `_$schema` on every call (a `ForEach` of
/// models, once per row per update), which then retains one reference
/// instead of copying the six of the struct.
public final class ModelSchema: @unchecked Sendable {
    // Key paths and the properties' closures are immutable.
    /// The table's name: the class's name.
    public let entityName: String
    /// The class.
    let modelType: ObjectIdentifier
    /// Every persisted property, by index (declaration order).
    public let members: [PersistedProperty]
    /// The properties kept in columns of the model's table, in column order.
    public let properties: [PersistedProperty]
    /// The properties that refer to other models.
    public let relationships: [PersistedProperty]
    /// The indexes `#Index` declares: each the names of the properties it
    /// orders rows by, in order.
    public let indexes: [[String]]
    /// The index of the property each public key path names.
    private let indexByKeyPath: [AnyKeyPath: Int]

    /// Describes the class `type` with `properties`, and the indexes of its
    /// table, each a list of property names.
    public init(_ type: AnyObject.Type, properties: [PersistedProperty], indexes: [[String]] = []) {
        self.indexes = indexes
        entityName = String(describing: type)
        modelType = ObjectIdentifier(type)
        var columns: [PersistedProperty] = []
        var members: [PersistedProperty] = []
        for var property in properties {
            if property.relationship == nil {
                property.column = columns.count
                columns.append(property)
            }
            members.append(property)
        }
        self.members = members
        self.properties = columns
        relationships = members.filter { $0.relationship != nil }
        var indexByKeyPath: [AnyKeyPath: Int] = [:]
        for property in members { indexByKeyPath[property.keyPath] = property.index }
        self.indexByKeyPath = indexByKeyPath
    }

    /// The persisted property a key path names, if it has a column.
    func property(at keyPath: AnyKeyPath) -> PersistedProperty? {
        indexByKeyPath[keyPath].map { members[$0] }.flatMap { $0.relationship == nil ? $0 : nil }
    }

    /// The persisted property (column or relationship) a key path names.
    func member(at keyPath: AnyKeyPath) -> PersistedProperty? {
        indexByKeyPath[keyPath].map { members[$0] }
    }

    /// The column property called `name`.
    func property(named name: String) -> PersistedProperty? {
        properties.first { $0.name == name }
    }
}
