import Foundation

/// The outline of a 2D shape: lines and curves, in points.
///
/// Build one step by step, or from a rectangle or an ellipse:
///
/// ```swift
/// Path { path in
///     path.move(to: CGPoint(x: 0, y: 20))
///     path.addLine(to: CGPoint(x: 40, y: 20))
///     path.addQuadCurve(to: CGPoint(x: 0, y: 20), control: CGPoint(x: 20, y: -10))
///     path.closeSubpath()
/// }
/// .stroke(.blue, lineWidth: 2)
/// ```
///
/// A path is a ``Shape`` drawn in its own coordinates: `path(in:)` returns it
/// unchanged, whatever the size of its frame. Renderers get it as SVG path
/// data (``svgPathData``).
public struct Path: Equatable, Sendable {
    /// One step of a path.
    public enum Element: Equatable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the start of the subpath.
        case closeSubpath
    }

    var elements: [Element] = []
    /// The start of the current subpath, where `closeSubpath` returns.
    var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// The outline of `rect`.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// The outline of `rect` with corners of `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The outline of `rect` with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The outline of `rect` with a radius of its own for each corner.
    public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
    }

    /// The ellipse that fits in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point of the path, if any.
    public var currentPoint: CGPoint? {
        switch elements.last {
        case .move(let point)?, .line(let point)?, .quadCurve(let point, _)?, .curve(let point, _, _)?: point
        case .closeSubpath?: subpathStart
        case nil: nil
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The smallest rectangle holding every point of the path, control
    /// points included; `.null` when the path is empty.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let point, let control): points += [point, control]
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
    }

    /// Adds a straight line to `point` (a move when the path is empty).
    public mutating func addLine(to point: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.line(to: point))
    }

    /// Adds lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to `point`, bent toward `control`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`, bent toward the two controls.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard currentPoint != nil else { return move(to: point) }
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        guard currentPoint != nil, elements.last != .closeSubpath else { return }
        elements.append(.closeSubpath)
    }

    /// Adds `rect` as a closed subpath.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var outline = Path()
        outline.addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        outline.closeSubpath()
        addPath(outline, transform: transform)
    }

    /// Adds each of `rects` as a closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse that fits in `rect` as a closed subpath.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let radius = CGSize(width: rect.width / 2, height: rect.height / 2)
        var outline = Path()
        outline.addRoundedCorners(of: rect, radii: RectangleCornerRadii(uniform: radius))
        addPath(outline, transform: transform)
    }

    /// Adds the elements of `path`, mapped by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            switch element {
            case .move(let point): move(to: point)
            case .closeSubpath: closeSubpath()
            default: elements.append(element)
            }
        }
    }

    // MARK: Transforming

    /// This path with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = Path()
        result.elements = elements.map { element in
            switch element {
            case .move(let point): .move(to: point.applying(transform))
            case .line(let point): .line(to: point.applying(transform))
            case .quadCurve(let point, let control):
                .quadCurve(to: point.applying(transform), control: control.applying(transform))
            case .curve(let point, let control1, let control2):
                .curve(to: point.applying(transform), control1: control1.applying(transform),
                       control2: control2.applying(transform))
            case .closeSubpath: .closeSubpath
            }
        }
        result.subpathStart = subpathStart?.applying(transform)
        return result
    }

    /// This path moved by (`dx`, `dy`).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Two paths are equal when they have the same elements.
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}
