import Foundation

/// How a path's inside is decided where it crosses itself.
public struct FillStyle: Equatable, Sendable {
    /// Whether a point is inside when a ray from it crosses the path an odd
    /// number of times (instead of a non-zero winding number).
    public var isEOFilled: Bool
    /// Whether edges are smoothed (browsers always smooth them).
    public var isAntialiased: Bool

    /// A fill rule.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is stroked: width, ends, joins and dashes.
public struct StrokeStyle: Equatable, Sendable {
    /// The width of the line.
    public var lineWidth: CGFloat
    /// The shape of the line's ends.
    public var lineCap: CGLineCap
    /// The shape of the line's corners.
    public var lineJoin: CGLineJoin
    /// How far a mitered corner may reach, relative to the line width.
    public var miterLimit: CGFloat
    /// The lengths of dashes and gaps, alternating; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
        miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The attributes: `lineWidth`, and `lineCap`, `lineJoin`, `miterLimit`,
    /// `dash`, `dashPhase` when not the defaults.
    var attributes: [String: String] {
        var attributes = ["lineWidth": lineWidth.attributeValue]
        if lineCap != .butt { attributes["lineCap"] = lineCap.name }
        if lineJoin != .miter { attributes["lineJoin"] = lineJoin.name }
        if miterLimit != 10 { attributes["miterLimit"] = miterLimit.attributeValue }
        if !dash.isEmpty { attributes["dash"] = dash.map(\.attributeValue).joined(separator: ",") }
        if dashPhase != 0 { attributes["dashPhase"] = dashPhase.attributeValue }
        return attributes
    }
}

/// The shape of a line's ends, as Core Graphics names it.
public enum CGLineCap: Int32, Sendable {
    /// Square, at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// Square, half the line width past the end point.
    case square

    var name: String {
        switch self {
        case .butt: "butt"
        case .round: "round"
        case .square: "square"
        }
    }
}

/// The shape of a line's corners, as Core Graphics names it.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel

    var name: String {
        switch self {
        case .miter: "miter"
        case .round: "round"
        case .bevel: "bevel"
        }
    }
}
