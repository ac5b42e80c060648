import Foundation

/// How a renderer draws a shape's outline, as attributes of its element.
///
/// Geometry the browser can resize by itself (a rectangle, a circle…) is
/// named; a path in absolute coordinates is sent as path data; any other
/// shape is *measured*: its path is computed for the size the browser
/// reports, and for a nominal square until then.
struct ShapeOutline {
    enum Geometry {
        case rectangle
        case roundedRectangle(cornerRadius: CGFloat)
        case circle
        case ellipse
        case capsule
        /// A path in its own coordinates, whatever the frame.
        case path(Path)
        /// A path computed for the frame's rectangle.
        case measured(@MainActor (CGRect) -> Path)
    }

    var geometry: Geometry
    /// How far the outline lies inside the frame (``InsettableShape``).
    var inset: CGFloat = 0
    /// Transforms applied in order, after the geometry.
    var transforms: [ShapeTransform] = []
    /// The part of the outline drawn, as fractions of its length.
    var trim: ClosedRange<Double>?

    /// The size a measured shape is drawn at before the browser reports one.
    static let nominalSize = CGSize(width: 100, height: 100)

    /// Whether the browser must report the frame's size.
    var isMeasured: Bool {
        if case .measured = geometry { return true }
        return false
    }

    /// The geometry attributes: `shape`, `cornerRadius`, `d` (with `box`,
    /// the size it was computed for, when measured), `inset`, `transform`, `trim`.
    @MainActor
    func attributes(measuredSize: CGSize?) -> [String: String] {
        var attributes: [String: String] = [:]
        switch geometry {
        case .rectangle: attributes["shape"] = "rectangle"
        case .roundedRectangle(let radius):
            attributes["shape"] = "roundedRectangle"
            attributes["cornerRadius"] = radius.attributeValue
        case .circle: attributes["shape"] = "circle"
        case .ellipse: attributes["shape"] = "ellipse"
        case .capsule: attributes["shape"] = "capsule"
        case .path(let path):
            attributes["shape"] = "path"
            attributes["d"] = path.svgPathData
        case .measured(let path):
            let size = measuredSize ?? Self.nominalSize
            attributes["shape"] = "path"
            attributes["d"] = path(CGRect(origin: .zero, size: size).insetBy(dx: inset, dy: inset)).svgPathData
            attributes["box"] = "\(size.width.attributeValue),\(size.height.attributeValue)"
            attributes["measure"] = measuredSize == nil ? "pending" : "size"
        }
        if inset != 0, !isMeasured { attributes["inset"] = inset.attributeValue }
        if !transforms.isEmpty { attributes["transform"] = transforms.map(\.attributeValue).joined(separator: ";") }
        if let trim { attributes["trim"] = "\(trim.lowerBound.attributeValue),\(trim.upperBound.attributeValue)" }
        return attributes
    }
}

/// A transform of a shape, around an anchor in its frame.
enum ShapeTransform: Equatable {
    case rotation(Angle, anchor: UnitPoint)
    case scale(CGSize, anchor: UnitPoint)
    case offset(CGSize)
    case matrix(CGAffineTransform)

    /// `rotate(degrees,anchorX,anchorY)`, `scale(x,y,anchorX,anchorY)`,
    /// `translate(x,y)` or `matrix(a,b,c,d,tx,ty)`.
    var attributeValue: String {
        func list(_ numbers: Double...) -> String { numbers.map(\.attributeValue).joined(separator: ",") }
        switch self {
        case .rotation(let angle, let anchor): return "rotate(\(angle.degreesAttribute),\(list(anchor.x, anchor.y)))"
        case .scale(let size, let anchor): return "scale(\(list(size.width, size.height, anchor.x, anchor.y)))"
        case .offset(let size): return "translate(\(list(size.width, size.height)))"
        case .matrix(let m): return "matrix(\(list(m.a, m.b, m.c, m.d, m.tx, m.ty)))"
        }
    }

    /// The transform in a frame of `size`, for `path(in:)`.
    func affine(in rect: CGRect) -> CGAffineTransform {
        switch self {
        case .rotation(let angle, let anchor):
            let (x, y) = (rect.minX + anchor.x * rect.width, rect.minY + anchor.y * rect.height)
            return CGAffineTransform(translationX: -x, y: -y)
                .concatenating(CGAffineTransform(rotationAngle: angle.radians))
                .concatenating(CGAffineTransform(translationX: x, y: y))
        case .scale(let size, let anchor):
            let (x, y) = (rect.minX + anchor.x * rect.width, rect.minY + anchor.y * rect.height)
            return CGAffineTransform(translationX: -x, y: -y)
                .concatenating(CGAffineTransform(scaleX: size.width, y: size.height))
                .concatenating(CGAffineTransform(translationX: x, y: y))
        case .offset(let size): return CGAffineTransform(translationX: size.width, y: size.height)
        case .matrix(let matrix): return matrix
        }
    }
}
