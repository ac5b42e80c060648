/// A fetched row, and the related models loaded before the instance is
/// created. The initializer `@Model` writes reads each property from it.
public struct ModelRow {
    let schema: ModelSchema
    /// The columns, in the schema's column order.
    let values: [StoreValue]
    /// The required to-one relationships, by property index.
    var related: [Int: AnyObject] = [:]

    /// The value of the property at `index`, as the property's type.
    public func value<Value>(_ index: Int) throws -> Value {
        let property = schema.members[index]
        guard let relationship = property.relationship else {
            return try property.decodeAny(values[property.column]) as! Value
        }
        if let model = related[index] { return model as! Value }
        return relationship.emptyValue as! Value
    }
}
