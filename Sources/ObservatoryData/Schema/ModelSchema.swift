/// What the store knows of a `@Model` class: its table and its persisted
/// properties, in declaration order. The macro writes it as `_$schema`.
public struct ModelSchema: @unchecked Sendable {
    // Key paths and the properties' closures are immutable.
    /// The table's name: the class's name.
    public let entityName: String
    /// The persisted properties; a property's index is its place here.
    public let properties: [PersistedProperty]
    /// The index of the property each public key path names.
    private let indexByKeyPath: [AnyKeyPath: Int]

    /// Describes the class `type` with `properties`.
    public init(_ type: AnyObject.Type, properties: [PersistedProperty]) {
        entityName = String(describing: type)
        self.properties = properties
        var indexByKeyPath: [AnyKeyPath: Int] = [:]
        for property in properties { indexByKeyPath[property.keyPath] = property.index }
        self.indexByKeyPath = indexByKeyPath
    }

    /// The persisted property a key path names, if any.
    func property(at keyPath: AnyKeyPath) -> PersistedProperty? {
        indexByKeyPath[keyPath].map { properties[$0] }
    }

    /// The property called `name`.
    func property(named name: String) -> PersistedProperty? {
        properties.first { $0.name == name }
    }
}
