/// The rows of a lazy `ForEach` a renderer shows, as data indices: what the
/// page reports when it scrolls (``ElementEvent/visibleRows(_:)``).
public struct VisibleRows: Hashable, Sendable, CustomStringConvertible {
    /// The first visible row.
    public var first: Int
    /// The row after the last visible one.
    public var end: Int
    /// The direction of the scroll: 1 forward, -1 back, 0 at rest.
    public var direction: Int8

    /// The rows `first..<end`, scrolled in `direction`.
    public init(first: Int, end: Int, direction: Int8 = 1) {
        self.first = first
        self.end = end
        self.direction = direction
    }

    /// The rows of `range`, scrolled in `direction`.
    public init(_ range: Range<Int>, direction: Int8 = 1) {
        self.init(first: range.lowerBound, end: range.upperBound, direction: direction)
    }

    /// `12..<30 ↓`.
    public var description: String {
        "\(first)..<\(end) \(direction < 0 ? "↑" : direction > 0 ? "↓" : "·")"
    }
}
