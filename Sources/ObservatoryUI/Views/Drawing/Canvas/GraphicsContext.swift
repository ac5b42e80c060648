import Foundation

/// What a ``Canvas`` draws with: fill and stroke paths, draw text and
/// images, under a transform and an opacity.
///
/// The context records each drawing operation; the canvas shows them, in
/// order, as shapes, texts and images in its frame.
public struct GraphicsContext {
    /// How a path is filled or stroked: a color, a style, or a gradient
    /// whose points are in the canvas's coordinates.
    public struct Shading: Sendable {
        let style: AnyShapeStyle

        /// A solid color.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }

        /// A shape style (`.red`, `.tint`, a material…).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }

        /// The foreground style.
        public static var foreground: Shading { Shading(style: AnyShapeStyle(.foreground)) }

        /// A linear gradient from `startPoint` to `endPoint`, in the canvas's
        /// coordinates. A page draws it across the canvas, from the edge or
        /// corner nearest the start point to the one nearest the end.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(style: AnyShapeStyle(LinearGradient(
                gradient: gradient, startPoint: Self.unitPoint(from: startPoint, toward: endPoint),
                endPoint: Self.unitPoint(from: endPoint, toward: startPoint))))
        }

        /// The edge or corner of a unit square that `point` lies toward, seen from `other`.
        private static func unitPoint(from point: CGPoint, toward other: CGPoint) -> UnitPoint {
            let x: CGFloat = point.x < other.x ? 0 : point.x > other.x ? 1 : 0.5
            let y: CGFloat = point.y < other.y ? 0 : point.y > other.y ? 1 : 0.5
            return UnitPoint(x: x, y: y)
        }
    }

    /// Options of a gradient shading (a page's gradients neither repeat nor mirror).
    public struct GradientOptions: OptionSet, Sendable {
        /// The raw bits of the set.
        public let rawValue: UInt32
        /// Creates a set from its raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient past its end.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Repeats the gradient, mirrored.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear color space.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// One recorded drawing operation.
    enum Operation {
        case fill(Path, AnyShapeStyle, opacity: Double)
        case stroke(Path, AnyShapeStyle, StrokeStyle, opacity: Double)
        case text(Text, CGPoint, opacity: Double)
        case image(Image, CGRect, opacity: Double)
    }

    /// The canvas's size.
    let size: CGSize
    /// What has been drawn so far, in order (shared by the layers drawn in this context).
    private(set) var operations: [Operation] = []

    /// The opacity of what is drawn next, from 0 to 1.
    public var opacity: Double = 1
    /// How what is drawn next blends (a page draws it normally).
    public var blendMode: BlendMode = .normal
    /// The transform from the coordinates drawn in to the canvas's.
    public var transform: CGAffineTransform = .identity

    init(size: CGSize) {
        self.size = size
    }

    /// Moves the origin by `x`, `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales what is drawn next by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Rotates what is drawn next by `angle`, around the origin.
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` to what is drawn next.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Fills `path` with `shading`.
    public mutating func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        operations.append(.fill(path.applying(transform), shading.style, opacity: opacity))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public mutating func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes `path` with `shading` in `style`.
    public mutating func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        // A uniform scale of the transform scales the line too.
        scaled.lineWidth *= sqrt(abs(transform.a * transform.d - transform.b * transform.c))
        operations.append(.stroke(path.applying(transform), shading.style, scaled, opacity: opacity))
    }

    /// Draws `text` centred on `point` (the anchor places that point of the text there).
    public mutating func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        operations.append(.text(text, point.applying(transform), opacity: opacity))
    }

    /// Draws `text` in `rect`, centred.
    public mutating func draw(_ text: Text, in rect: CGRect) {
        draw(text, at: CGPoint(x: rect.midX, y: rect.midY))
    }

    /// Draws `image` filling `rect`.
    public mutating func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        operations.append(.image(image, rect.applying(transform), opacity: opacity))
    }

    /// Draws `image` at `point`, at its natural size: a page sizes it to 24 points.
    public mutating func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        let side: CGFloat = 24
        let rect = CGRect(x: point.x - side * anchor.x, y: point.y - side * anchor.y, width: side, height: side)
        draw(image, in: rect)
    }

    /// Draws what `content` draws in a copy of this context (its transform
    /// and opacity changes stay inside), then carries on.
    public mutating func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        layer.operations = []
        try content(&layer)
        operations += layer.operations
    }
}
