/// Where the store keeps one relationship and its inverse: a table of
/// `(owner, target)` row pairs, named after the side that owns it.
///
/// One table serves both directions, so a relationship and its inverse can
/// never disagree in the store. The owning side is the to-one side of a
/// one-to-many pair (a change of one model rewrites one pair, as a foreign
/// key would); otherwise the side whose `Entity.property` sorts first.
struct LinkTable: Sendable, Hashable {
    /// `_Entity_property` of the owning side.
    let name: String
    /// The owning side's table.
    let ownerEntity: String
    /// The other side's table.
    let targetEntity: String
    /// Whether an owner has at most one target (the owning side is to-one).
    let ownerIsUnique: Bool
}

/// How one relationship property reaches its link table.
struct RelationshipStorage: Sendable, Hashable {
    let table: LinkTable
    /// Whether the property's model is the table's owner: then the property
    /// writes the table; the inverse side only reads it.
    let isOwnerSide: Bool
}

extension ModelSchema {
    /// The property of the related type that points back at `property`: the
    /// one either side names with `@Relationship(inverse:)`, or else the only
    /// relationship between the two types in each direction.
    func inverse(of property: PersistedProperty) -> PersistedProperty? {
        guard let relationship = property.relationship else { return nil }
        let target = relationship.targetType._$schema
        if let keyPath = relationship.inverseKeyPath { return target.member(at: keyPath) }
        if let named = target.relationships.first(where: { $0.relationship?.inverseKeyPath == property.keyPath }) {
            return named
        }
        let backward = target.relationships.filter {
            $0.relationship.map { $0.inverseKeyPath == nil && ObjectIdentifier($0.targetType) == modelType } ?? false
        }
        let forward = relationships.filter {
            $0.relationship.map { ObjectIdentifier($0.targetType) == ObjectIdentifier(relationship.targetType) } ?? false
        }
        guard backward.count == 1, forward.count == 1 else { return nil }
        return backward[0]
    }

    /// The link table of `property`, and which side of it the property is.
    func storage(of property: PersistedProperty) -> RelationshipStorage {
        let relationship = property.relationship!
        let targetName = relationship.targetType._$schema.entityName
        let mine = (entity: entityName, property: property.name, isToOne: relationship.cardinality.isToOne)
        var ownsTable = true
        if let inverse = inverse(of: property), let inverseRelationship = inverse.relationship {
            let theirs = (entity: targetName, property: inverse.name, isToOne: inverseRelationship.cardinality.isToOne)
            if mine.isToOne != theirs.isToOne {
                ownsTable = mine.isToOne
            } else {
                ownsTable = "\(mine.entity).\(mine.property)" <= "\(theirs.entity).\(theirs.property)"
            }
            if !ownsTable {
                let table = LinkTable(
                    name: "_\(theirs.entity)_\(theirs.property)", ownerEntity: theirs.entity, targetEntity: mine.entity,
                    ownerIsUnique: theirs.isToOne)
                return RelationshipStorage(table: table, isOwnerSide: false)
            }
        }
        let table = LinkTable(
            name: "_\(mine.entity)_\(mine.property)", ownerEntity: mine.entity, targetEntity: targetName,
            ownerIsUnique: mine.isToOne)
        return RelationshipStorage(table: table, isOwnerSide: true)
    }
}
