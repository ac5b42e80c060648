import Foundation

/// A shape drawn only between two fractions of its outline: `.trim(from:to:)`.
public struct _TrimmedShape<Content: Shape>: Shape {
    /// The shape trimmed.
    public var shape: Content
    /// Where the drawn part starts, from 0 to 1.
    public var startFraction: CGFloat
    /// Where the drawn part ends, from 0 to 1.
    public var endFraction: CGFloat

    /// The part of the shape's outline between the two fractions.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

/// A shape with a transform applied around an anchor: what `rotation`,
/// `scale`, `offset` and `transform` return.
public struct TransformedShape<Content: Shape>: Shape {
    /// The shape transformed.
    public var shape: Content
    let transform: ShapeTransform

    /// The shape's outline, transformed.
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform.affine(in: rect))
    }
}

/// A shape rotated around an anchor.
public typealias RotatedShape<Content: Shape> = TransformedShape<Content>
/// A shape scaled around an anchor.
public typealias ScaledShape<Content: Shape> = TransformedShape<Content>
/// A shape moved by an offset.
public typealias OffsetShape<Content: Shape> = TransformedShape<Content>

extension _TrimmedShape: OutlinedShape {
    var knownOutline: ShapeOutline {
        var outline = shape.outline
        // A trim of a trim keeps the part of the part.
        let previous = outline.trim ?? 0...1
        let length = previous.upperBound - previous.lowerBound
        let from = min(max(Double(startFraction), 0), 1), to = min(max(Double(endFraction), 0), 1)
        outline.trim = (previous.lowerBound + length * from)...(previous.lowerBound + length * max(from, to))
        return outline
    }
}

extension TransformedShape: OutlinedShape {
    var knownOutline: ShapeOutline {
        var outline = shape.outline
        outline.transforms.append(transform)
        return outline
    }
}

extension Shape {
    /// The part of this shape's outline from `startFraction` to `endFraction`
    /// (0 is the start of the outline, 1 its end): a progress ring is
    /// `Circle().trim(from: 0, to: progress)`.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }

    /// This shape rotated by `angle` around `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        TransformedShape(shape: self, transform: .rotation(angle, anchor: anchor))
    }

    /// This shape scaled by `x` and `y` around `anchor`.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        TransformedShape(shape: self, transform: .scale(CGSize(width: x, height: y), anchor: anchor))
    }

    /// This shape scaled by `scale` around `anchor`.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// This shape moved by `offset`.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        TransformedShape(shape: self, transform: .offset(offset))
    }

    /// This shape moved by `offset`.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        self.offset(CGSize(width: offset.x, height: offset.y))
    }

    /// This shape moved by (`x`, `y`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        offset(CGSize(width: x, height: y))
    }

    /// This shape mapped by `transform`.
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: .matrix(transform))
    }
}

/// A type-erased shape, to choose between shapes of different types:
/// `.clipShape(isRound ? AnyShape(Circle()) : AnyShape(Rectangle()))`.
public struct AnyShape: Shape {
    private let outlineOfShape: @MainActor () -> ShapeOutline
    private let pathOfShape: @MainActor @Sendable (CGRect) -> Path

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        outlineOfShape = { shape.outline }
        pathOfShape = { shape.path(in: $0) }
    }

    /// The wrapped shape's outline.
    public func path(in rect: CGRect) -> Path { pathOfShape(rect) }
}

extension AnyShape: OutlinedShape {
    var knownOutline: ShapeOutline { outlineOfShape() }
}
