import Foundation

/// A paint attribute (a ``ObservatoryUI/ShapeStyle``'s description) parsed
/// and validated: a color, a gradient or a material, ready to become CSS or
/// SVG. Numbers are re-formatted and colors go through ``CSS/color(_:foreground:)``,
/// so no attribute text reaches a style as is.
enum Paint: Equatable {
    /// A color and where it is along the gradient (0…1).
    struct Stop: Equatable {
        let color: String
        let location: Double
    }

    case color(String)
    case material(String)
    /// From (x1, y1) to (x2, y2), fractions of the frame.
    case linear(x1: Double, y1: Double, x2: Double, y2: Double, stops: [Stop])
    /// Circles around (cx, cy) from `r0` to `r1` points.
    case radial(cx: Double, cy: Double, r0: Double, r1: Double, stops: [Stop])
    /// Ellipses around (cx, cy) from `f0` to `f1` of the frame's size.
    case elliptical(cx: Double, cy: Double, f0: Double, f1: Double, stops: [Stop])
    /// A turn around (cx, cy) from `a0` to `a1` degrees (0 is trailing, clockwise).
    case angular(cx: Double, cy: Double, a0: Double, a1: Double, stops: [Stop])

    /// The paint of `style`, with `foreground` standing for `foreground`; nil when invalid.
    static func parse(_ style: String?, foreground: String? = nil) -> Paint? {
        guard var style, style.utf8.count <= 4_096 else { return nil }
        // A style's shadow (`|shadow:…`, see ``Shadow``) is drawn apart.
        if let bar = style.firstIndex(of: "|") { style = String(style[..<bar]) }
        if CSS.materials.contains(style) { return .material(style) }
        if let color = CSS.color(style, foreground: foreground) { return .color(color) }
        let parts = style.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        let numbers = parts[1].split(separator: ",").compactMap { CSS.number(String($0)) }
        guard numbers.count == 4 else { return nil }
        var stops: [Stop] = []
        for stop in parts[2].split(separator: ";") {
            guard let at = stop.lastIndex(of: "@"), let location = CSS.number(String(stop[stop.index(after: at)...])),
                  let color = CSS.color(String(stop[..<at]), foreground: foreground) else { return nil }
            stops.append(Stop(color: color, location: min(max(location, 0), 1)))
        }
        guard !stops.isEmpty, stops.count <= 64 else { return nil }
        let (a, b, c, d) = (numbers[0], numbers[1], numbers[2], numbers[3])
        switch parts[0] {
        case "linear": return .linear(x1: a, y1: b, x2: c, y2: d, stops: stops)
        case "radial": return .radial(cx: a, cy: b, r0: max(c, 0), r1: max(d, 0), stops: stops)
        case "elliptical": return .elliptical(cx: a, cy: b, f0: max(c, 0), f1: max(d, 0), stops: stops)
        case "angular": return .angular(cx: a, cy: b, a0: c, a1: d, stops: stops)
        default: return nil
        }
    }

    /// The first color of a gradient, or the color itself.
    var firstColor: String? {
        switch self {
        case .color(let color): color
        case .material: nil
        case .linear(_, _, _, _, let stops), .radial(_, _, _, _, let stops), .elliptical(_, _, _, _, let stops),
             .angular(_, _, _, _, let stops): stops.first?.color
        }
    }

    /// Whether SVG can draw this paint (it has no conic gradients nor materials).
    var isSVGPaint: Bool {
        switch self {
        case .color, .linear, .radial, .elliptical: true
        case .material, .angular: false
        }
    }

    /// The CSS `background` value of a box painted with this paint; nil for materials (a class paints those).
    var cssBackground: String? {
        switch self {
        case .color(let color):
            return color
        case .material:
            return nil
        case .linear(let x1, let y1, let x2, let y2, let stops):
            // CSS measures the gradient line through the box's center: map
            // each stop's point onto it (exact in square boxes).
            let (dx, dy) = (x2 - x1, y2 - y1)
            guard dx != 0 || dy != 0 else { return stops.last?.color }
            let angle = atan2(dx, -dy)
            let (ux, uy) = (sin(angle), -cos(angle))
            let length = abs(sin(angle)) + abs(cos(angle))
            func position(_ location: Double) -> Double {
                let (px, py) = (x1 + dx * location - 0.5, y1 + dy * location - 0.5)
                return ((px * ux + py * uy) / length + 0.5) * 100
            }
            let list = stops.map { "\($0.color) \(CSS.format(position($0.location)))%" }
            return "linear-gradient(\(CSS.format(angle * 180 / .pi))deg, \(list.joined(separator: ", ")))"
        case .radial(let cx, let cy, let r0, let r1, let stops):
            let list = stops.map { "\($0.color) \(CSS.format(r0 + (r1 - r0) * $0.location))px" }
            return "radial-gradient(circle \(CSS.format(r1))px at \(Self.percent(cx)) \(Self.percent(cy)), \(list.joined(separator: ", ")))"
        case .elliptical(let cx, let cy, let f0, let f1, let stops):
            guard f1 > 0 else { return stops.last?.color }
            let list = stops.map { "\($0.color) \(CSS.format((f0 + (f1 - f0) * $0.location) / f1 * 100))%" }
            let size = Self.percent(f1 * 2)
            return "radial-gradient(\(size) \(size) at \(Self.percent(cx)) \(Self.percent(cy)), \(list.joined(separator: ", ")))"
        case .angular(let cx, let cy, let a0, let a1, let stops):
            let sweep = a1 - a0
            let list = stops.map { "\($0.color) \(CSS.format(sweep * $0.location))deg" }
            // CSS turns from the top, SwiftUI from the trailing edge.
            return "conic-gradient(from \(CSS.format(a0 + 90))deg at \(Self.percent(cx)) \(Self.percent(cy)), \(list.joined(separator: ", ")))"
        }
    }

    /// The SVG paint server of a gradient, named `id`, in the coordinates of
    /// the shape's frame (as SwiftUI places gradients); nil for colors.
    func svgGradient(id: String) -> HTMLNode? {
        func stopNodes(_ stops: [Stop], map: (Double) -> Double = { $0 }) -> [HTMLNode.Content] {
            stops.map { .node(HTMLNode("stop", [("offset", CSS.format(map($0.location))), ("style", "stop-color:" + $0.color)])) }
        }
        switch self {
        case .linear(let x1, let y1, let x2, let y2, let stops):
            return HTMLNode("linearGradient", [
                ("id", id), ("gradientUnits", "userSpaceOnUse"), ("x1", Self.percent(x1)), ("y1", Self.percent(y1)),
                ("x2", Self.percent(x2)), ("y2", Self.percent(y2)),
            ], stopNodes(stops))
        case .radial(let cx, let cy, let r0, let r1, let stops):
            return HTMLNode("radialGradient", [
                ("id", id), ("gradientUnits", "userSpaceOnUse"), ("cx", Self.percent(cx)), ("cy", Self.percent(cy)),
                ("fx", Self.percent(cx)), ("fy", Self.percent(cy)), ("r", CSS.format(r1)), ("fr", CSS.format(r0)),
            ], stopNodes(stops))
        case .elliptical(let cx, let cy, let f0, let f1, let stops):
            return HTMLNode("radialGradient", [
                ("id", id), ("gradientUnits", "objectBoundingBox"), ("cx", CSS.format(cx)), ("cy", CSS.format(cy)),
                ("fx", CSS.format(cx)), ("fy", CSS.format(cy)), ("r", CSS.format(f1)), ("fr", CSS.format(f0)),
            ], stopNodes(stops))
        case .color, .material, .angular:
            return nil
        }
    }

    private static func percent(_ fraction: Double) -> String { CSS.format(fraction * 100) + "%" }
}

/// The shadow a shape style casts (`ShapeStyle.shadow(_:)`): the attribute's
/// `|shadow:drop|inner,radius,x,y,color` suffix, validated.
struct Shadow: Equatable {
    let isInner: Bool
    let radius: Double
    let x: Double
    let y: Double
    let color: String

    /// The shadow of `style`, if it has a valid one.
    static func of(_ style: String?, foreground: String? = nil) -> Shadow? {
        guard let style, style.utf8.count <= 4_096, let range = style.range(of: "|shadow:") else { return nil }
        let parts = style[range.upperBound...].split(separator: ",", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 5, ["drop", "inner"].contains(parts[0]),
              let radius = CSS.number(parts[1]), let x = CSS.number(parts[2]), let y = CSS.number(parts[3]),
              let color = CSS.color(parts[4], foreground: foreground) else { return nil }
        return Shadow(isInner: parts[0] == "inner", radius: max(radius, 0), x: x, y: y, color: color)
    }

    /// `x y blur color` for `box-shadow`, `text-shadow` and `drop-shadow()`.
    var cssValue: String {
        "\(CSS.format(x))px \(CSS.format(y))px \(CSS.format(radius))px \(color)"
    }

    /// An SVG filter drawing this inner shadow inside what it filters.
    func innerFilter(id: String) -> HTMLNode {
        HTMLNode("filter", [("id", id), ("x", "-50%"), ("y", "-50%"), ("width", "200%"), ("height", "200%")], [
            .node(HTMLNode("feFlood", [("flood-color", color)], [])),
            .node(HTMLNode("feComposite", [("in2", "SourceAlpha"), ("operator", "out")], [])),
            .node(HTMLNode("feGaussianBlur", [("stdDeviation", CSS.format(radius / 2))], [])),
            .node(HTMLNode("feOffset", [("dx", CSS.format(x)), ("dy", CSS.format(y)), ("result", "shadow")], [])),
            .node(HTMLNode("feComposite", [("in", "shadow"), ("in2", "SourceAlpha"), ("operator", "in"), ("result", "inner")], [])),
            .node(HTMLNode("feMerge", [], [
                .node(HTMLNode("feMergeNode", [("in", "SourceGraphic")], [])),
                .node(HTMLNode("feMergeNode", [("in", "inner")], [])),
            ])),
        ])
    }
}
