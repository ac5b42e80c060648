import ObservatoryUI

extension UpdateCause {
    /// Whether this cause is a change of the property at `keyPath`, on any
    /// object of its type, or on `object` only when given.
    ///
    /// ```swift
    /// #expect(host.causes(of: CountLabel.self).allSatisfy { $0.isChange(of: \Counter.count) })
    /// ```
    ///
    /// Prefer it to comparing ``ObservedProperty/property`` with a name: on
    /// Linux an `@Observable` property's key path has no name.
    public func isChange<Root: AnyObject, Value>(of keyPath: KeyPath<Root, Value>, on object: Root? = nil) -> Bool {
        guard case .observed(let property) = self, property.keyPath == keyPath as AnyKeyPath else { return false }
        guard let object else { return true }
        return property.object == ObjectIdentifier(object)
    }

    /// Whether this cause is a change of the `@State` property `property`
    /// declared by a view of type `owner`.
    public func isStateChange(of owner: Any.Type, property: String) -> Bool {
        self == .state(owner: ViewHost.name(of: owner), property: property)
    }
}
