/// A fetched row, in the order of the model's persisted properties. The
/// initializer `@Model` writes reads each property from it.
public struct ModelRow {
    let schema: ModelSchema
    let values: [StoreValue]

    /// The value of the property at `index`, as the property's type.
    public func value<Value>(_ index: Int) throws -> Value {
        try schema.properties[index].decodeAny(values[index]) as! Value
    }
}
