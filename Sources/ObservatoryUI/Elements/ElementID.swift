/// The stable identity of an ``Element``: the same for as long as the view
/// that renders it keeps its identity, never reused within a graph.
public struct ElementID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number, unique within one ``ViewGraph``.
    public let rawValue: Int

    /// Wraps a raw identity (for renderers that read ids back from a client).
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Orders identities by creation.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `#` followed by the number.
    public var description: String { "#\(rawValue)" }
}
