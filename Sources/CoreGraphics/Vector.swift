import Foundation

/// A two-dimensional vector, as Core Graphics defines it on Apple's
/// platforms (Foundation on Linux has no `CGVector`).
public struct CGVector: Hashable, Sendable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }

    /// A vector from its components.
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

    /// A vector from its components.
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// A vector from its components.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The zero vector.
    public static let zero = CGVector()
}

extension CGVector: CustomStringConvertible {
    /// `(dx, dy)`, as Core Graphics prints a vector.
    public var description: String { "(\(dx), \(dy))" }
}
