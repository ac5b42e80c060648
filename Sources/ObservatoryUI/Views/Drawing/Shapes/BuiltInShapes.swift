import Foundation

/// A rectangle that fills its frame.
public struct Rectangle: InsettableShape, Equatable {
    var insetAmount: CGFloat = 0

    /// Creates a rectangle.
    public init() {}

    /// The frame's rectangle.
    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    /// This rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> Rectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape, Equatable {
    /// The size of the corners.
    public var cornerSize: CGSize
    /// The curve of the corners.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rectangle whose corners have radius `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A rectangle whose corners are quarter ellipses of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// The frame's rectangle with rounded corners.
    public func path(in rect: CGRect) -> Path {
        let size = CGSize(width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0))
        return Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: size, style: style)
    }

    /// This rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle with a radius of its own for each corner.
public struct UnevenRoundedRectangle: InsettableShape, Equatable {
    /// The radii of the corners.
    public var cornerRadii: RectangleCornerRadii
    /// The curve of the corners.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// A rectangle with `cornerRadii`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius for each corner; 0 where not given.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(cornerRadii: RectangleCornerRadii(
            topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
            bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    /// The frame's rectangle with its corners rounded.
    public func path(in rect: CGRect) -> Path {
        let inset = insetAmount
        let radii = RectangleCornerRadii(
            topLeading: max(cornerRadii.topLeading - inset, 0), bottomLeading: max(cornerRadii.bottomLeading - inset, 0),
            bottomTrailing: max(cornerRadii.bottomTrailing - inset, 0), topTrailing: max(cornerRadii.topTrailing - inset, 0))
        return Path(roundedRect: rect.insetBy(dx: inset, dy: inset), cornerRadii: radii, style: style)
    }

    /// This rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// The curve of rounded corners.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// A quarter circle.
    case circular
    /// A smooth curve, as Apple's platforms draw them.
    case continuous
}

/// A circle centered in its frame, as large as fits.
public struct Circle: InsettableShape, Equatable {
    var insetAmount: CGFloat = 0

    /// Creates a circle.
    public init() {}

    /// The largest circle centered in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = max(min(rect.width, rect.height) - 2 * insetAmount, 0)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// This circle inset by `amount`.
    public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// An ellipse that fills its frame.
public struct Ellipse: InsettableShape, Equatable {
    var insetAmount: CGFloat = 0

    /// Creates an ellipse.
    public init() {}

    /// The ellipse that fits in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    /// This ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle whose short sides are half circles.
public struct Capsule: InsettableShape, Equatable {
    /// The curve of the ends.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// `rect` with half circles at its short ends.
    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(inner.width, inner.height) / 2
        return Path(roundedRect: inner, cornerRadius: max(radius, 0), style: style)
    }

    /// This capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Rectangle: OutlinedShape {
    var knownOutline: ShapeOutline { ShapeOutline(geometry: .rectangle, inset: insetAmount) }
}

extension RoundedRectangle: OutlinedShape {
    var knownOutline: ShapeOutline {
        ShapeOutline(geometry: .roundedRectangle(cornerRadius: min(cornerSize.width, cornerSize.height)), inset: insetAmount)
    }
}

extension Circle: OutlinedShape {
    var knownOutline: ShapeOutline { ShapeOutline(geometry: .circle, inset: insetAmount) }
}

extension Ellipse: OutlinedShape {
    var knownOutline: ShapeOutline { ShapeOutline(geometry: .ellipse, inset: insetAmount) }
}

extension Capsule: OutlinedShape {
    var knownOutline: ShapeOutline { ShapeOutline(geometry: .capsule, inset: insetAmount) }
}

extension Path: Shape, OutlinedShape {
    /// A path is drawn in its own coordinates: it is its own outline in any rectangle.
    public func path(in rect: CGRect) -> Path { self }

    var knownOutline: ShapeOutline { ShapeOutline(geometry: .path(self)) }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius for each corner.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}

/// The shape of the container a view is in: a widget's or a button's
/// rounded corners, so that content inside can follow them. A page's
/// containers are rectangles, so in a page it is the frame's rectangle.
public struct ContainerRelativeShape: InsettableShape, Equatable {
    var insetAmount: CGFloat = 0

    /// The container's shape.
    public init() {}

    /// The frame's rectangle.
    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    /// This shape inset by `amount`.
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}
