import Synchronization

/// A namespace of identifiers for matched geometry: `@Namespace var hero`.
///
/// Each view that declares one gets its own namespace, kept for the view's
/// lifetime like `@State`; two views' namespaces never share identifiers.
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// The namespace's identity, stored in the view's node.
    @State private var identity = ID.next()

    /// A namespace for the view that declares it.
    public init() {}

    /// The namespace, to pass to `.matchedGeometryEffect(id:in:)`.
    public var wrappedValue: ID { identity }

    /// The identity of a namespace.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let value: Int

        private static let counter = Atomic<Int>(0)

        /// A namespace no other has.
        static func next() -> ID {
            ID(value: counter.add(1, ordering: .relaxed).newValue)
        }

        /// `ns1`, `ns2`…, as renderers key matched views.
        public var description: String { "ns\(value)" }
    }
}
