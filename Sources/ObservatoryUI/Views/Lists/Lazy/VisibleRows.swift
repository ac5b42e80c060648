/// The rows of a lazy `ForEach` a renderer shows, as data indices: what the
/// page reports when it scrolls (``ElementEvent/visibleRows(_:)``).
public struct VisibleRows: Hashable, Sendable, CustomStringConvertible {
    /// The first visible row.
    public var first: Int
    /// The row after the last visible one.
    public var end: Int
    /// The direction of the scroll: 1 forward, -1 back, 0 at rest.
    public var direction: Int8
    /// The measured length of one row (one line of a grid) along the
    /// container's axis, in points; nil when not measured. The spacers use
    /// it to stand for the rows they replace.
    public var pitch: Double?
    /// The items per line of a grid; nil (one) for lists and stacks. The
    /// window then starts and ends on whole lines.
    public var columns: Int?

    /// The rows `first..<end`, scrolled in `direction`, `pitch` points
    /// apart, `columns` to a line.
    public init(first: Int, end: Int, direction: Int8 = 1, pitch: Double? = nil, columns: Int? = nil) {
        self.first = first
        self.end = end
        self.direction = direction
        self.pitch = pitch
        self.columns = columns
    }

    /// The rows of `range`, scrolled in `direction`.
    public init(_ range: Range<Int>, direction: Int8 = 1, pitch: Double? = nil, columns: Int? = nil) {
        self.init(first: range.lowerBound, end: range.upperBound, direction: direction, pitch: pitch, columns: columns)
    }

    /// `12..<30 ↓`.
    public var description: String {
        var text = "\(first)..<\(end) \(direction < 0 ? "↑" : direction > 0 ? "↓" : "·")"
        if let pitch { text += " pitch \(pitch)" }
        if let columns, columns > 1 { text += " × \(columns)" }
        return text
    }
}
