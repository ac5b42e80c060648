/// Why a ``ViewHost`` lookup or interaction failed.
///
/// Its ``description`` (what a test runner prints for a thrown error) is the
/// message followed by the element tree as it was at the failure, so the
/// test output shows what was there instead of what was expected.
public struct ViewHostError: Error, CustomStringConvertible {
    /// The kind of failure.
    public enum Kind: Hashable, Sendable {
        /// No element matched a query.
        case notFound
        /// Several elements matched a query that asked for exactly one.
        case ambiguous
        /// The element is disabled (attribute `disabled=true` on it or an ancestor).
        case disabled
        /// The element does not handle this kind of event.
        case notHandled
        /// The element has left the tree.
        case notInTree
        /// A picker has no option with the requested label or tag.
        case noSuchOption
        /// ``ViewHost/settle(timeout:)`` gave up while tasks were still running.
        case timedOut
    }

    /// The kind of failure.
    public let kind: Kind
    /// What went wrong, without the tree.
    public let message: String
    /// The element tree (with element identities) when the failure happened.
    public let tree: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - kind: The kind of failure.
    ///   - message: What went wrong.
    ///   - tree: The element tree at the failure.
    public init(_ kind: Kind, _ message: String, tree: String) {
        self.kind = kind
        self.message = message
        self.tree = tree
    }

    /// The message, then the element tree.
    public var description: String {
        message + "\n\nElement tree:\n" + tree
    }
}
