import Foundation

/// A rectangle that fills its space.
public struct Rectangle: Equatable, Sendable {
    /// Creates a rectangle.
    public init() {}
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Equatable, Sendable {
    /// The radius of the corners.
    public var cornerRadius: CGFloat
    /// The curve of the corners.
    public var style: RoundedCornerStyle

    /// A rectangle whose corners have radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
        self.style = style
    }
}

/// The curve of rounded corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// A quarter circle.
    case circular
    /// A smooth curve, as Apple's platforms draw them.
    case continuous
}

/// A circle centered in its space, as large as fits.
public struct Circle: Equatable, Sendable {
    /// Creates a circle.
    public init() {}
}

/// An ellipse that fills its space.
public struct Ellipse: Equatable, Sendable {
    /// Creates an ellipse.
    public init() {}
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Equatable, Sendable {
    /// Creates a capsule.
    public init() {}
}

extension Rectangle: Shape, DescribedShape, ElementView {
    static var role: ElementRole { .shape }
    var shapeAttributes: [String: String] { ["shape": "rectangle"] }
}

extension RoundedRectangle: Shape, DescribedShape, ElementView {
    static var role: ElementRole { .shape }
    var shapeAttributes: [String: String] {
        ["shape": "roundedRectangle", "cornerRadius": cornerRadius.attributeValue]
    }
}

extension Circle: Shape, DescribedShape, ElementView {
    static var role: ElementRole { .shape }
    var shapeAttributes: [String: String] { ["shape": "circle"] }
}

extension Ellipse: Shape, DescribedShape, ElementView {
    static var role: ElementRole { .shape }
    var shapeAttributes: [String: String] { ["shape": "ellipse"] }
}

extension Capsule: Shape, DescribedShape, ElementView {
    static var role: ElementRole { .shape }
    var shapeAttributes: [String: String] { ["shape": "capsule"] }
}
