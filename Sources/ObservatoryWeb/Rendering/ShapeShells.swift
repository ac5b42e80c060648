import ObservatoryUI

/// The SVG of a shape element: a box the layout sizes (`o-shape`) holding an
/// `<svg>` as large as the box, with a fill element (part `f`) and a stroke
/// element (part `s`).
///
/// Built-in geometry resizes with the box by itself: percentages, and
/// container units (`cqw`, `cqh`) for the radius of circles and capsules. A
/// measured path is drawn in a `viewBox` of the size it was computed for,
/// stretched to the box until the server sends the path for the new size.
extension Shells {
    static func shape(_ a: Attributes, id: ElementID) -> HTMLNode {
        var classes = ClassList("o-shape")
        classes.add(prefix: "o-shape-", a["shape"])
        let foreground = a["foreground"]
        var boxStyle = StyleList()
        var content: [HTMLNode.Content] = []
        var gradients: [HTMLNode.Content] = []
        /// The SVG paint of `style`, defining its gradient (named after the element and `part`).
        func svgPaint(_ paint: Paint?, part: String) -> String {
            guard let paint else { return "none" }
            if case .color(let color) = paint { return color }
            guard let gradient = paint.svgGradient(id: "o-g\(id.rawValue)\(part)") else { return "none" }
            gradients.append(.node(gradient))
            return "url(#o-g\(id.rawValue)\(part))"
        }
        // Paints SVG cannot draw (materials, angular gradients) fill the box, clipped to the shape.
        var fill = a["fill"].flatMap { Paint.parse($0, foreground: foreground) }
        if let paint = fill, !paint.isSVGPaint {
            if case .material(let name) = paint { classes.add("o-" + name) }
            boxStyle.add("background", paint.cssBackground)
            addClip(a, to: &boxStyle)
            fill = nil
        }
        if let fill {
            var style = geometryStyle(a, inset: CSS.number(a["inset"]) ?? 0)
            style.add("fill", svgPaint(fill, part: "f"))
            if a["fillRule"] == "evenOdd" { style.add("fill-rule", "evenodd") }
            // `.fill(style.shadow(…))`: a drop shadow is a CSS filter, an inner one an SVG filter.
            if let shadow = Shadow.of(a["fill"], foreground: foreground) {
                if shadow.isInner {
                    gradients.append(.node(shadow.innerFilter(id: "o-is\(id.rawValue)")))
                    style.add("filter", "url(#o-is\(id.rawValue))")
                } else {
                    style.add("filter", "drop-shadow(\(shadow.cssValue))")
                }
            }
            style.add("stroke", "none")
            content.append(.node(geometryNode(a, d: a["d"], part: "f", style: style)))
        }
        if let stroke = a["stroke"] {
            var inset = CSS.number(a["inset"]) ?? 0
            if fill != nil { inset += CSS.number(a["strokeInset"]) ?? 0 }
            var style = geometryStyle(a, inset: inset)
            style.add("fill", "none")
            let paint = Paint.parse(stroke, foreground: foreground)
            // A conic stroke takes its first color.
            let strokePaint = paint?.isSVGPaint == false ? paint.flatMap(\.firstColor).map(Paint.color) : paint
            style.add("stroke", svgPaint(strokePaint, part: "s"))
            addStrokeStyle(a, to: &style)
            content.append(.node(geometryNode(a, d: fill != nil ? a["strokeD"] ?? a["d"] : a["d"], part: "s", style: style)))
        }
        if !gradients.isEmpty { content.insert(.node(HTMLNode("defs", [], gradients)), at: 0) }
        let measured = a["box"] != nil
        let box = measured ? a["box"].flatMap(viewBox) : nil
        let svg = node("svg", [
            "class": "o-svg", "data-p": "v", "viewBox": box, "preserveAspectRatio": box == nil ? nil : "none",
        ], content)
        return node("div", [
            "class": classes.value, "style": boxStyle.isEmpty ? nil : boxStyle.value, "aria-hidden": "true",
            "data-measure": a["measure"] == nil ? nil : "size",
        ], [.node(svg)])
    }

    /// Declarations clipping a box to the shape in `a` (`shape` and its
    /// parameters): rounded corners where they suffice, a centered circle,
    /// a path, or a measured path stretched to the box as a mask.
    static func addClip(_ a: Attributes, to style: inout StyleList) {
        switch a["shape"] {
        case "circle":
            style.add("clip-path", "circle(closest-side)")
        case "path":
            guard let d = a["d"].flatMap(pathData) else { return }
            if let box = a["box"].flatMap(viewBox) {
                let svg = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='\(box)' preserveAspectRatio='none'><path d='\(d)'/></svg>"
                style.add("mask", "url(\"data:image/svg+xml;utf8,\(svg)\") 0 0/100% 100% no-repeat")
            } else {
                style.add("clip-path", "path('\(d)')")
            }
        default:
            style.add("border-radius", CSS.radius(shape: a["shape"], cornerRadius: a["cornerRadius"]))
        }
    }

    /// The SVG element drawing the geometry: a `rect`, `circle`, `ellipse` or `path`.
    private static func geometryNode(_ a: Attributes, d: String?, part: String, style: StyleList) -> HTMLNode {
        let trim = a["trim"].flatMap(trimRange)
        let pathLength = trim == nil ? nil : "1"
        let styleValue = style.isEmpty ? nil : style.value
        switch a["shape"] {
        case "circle":
            return node("circle", ["cx": "50%", "cy": "50%", "pathLength": pathLength, "data-p": part, "style": styleValue])
        case "ellipse":
            return node("ellipse", ["cx": "50%", "cy": "50%", "pathLength": pathLength, "data-p": part, "style": styleValue])
        case "path":
            return node("path", ["d": d.flatMap(pathData) ?? "", "pathLength": pathLength, "data-p": part, "style": styleValue])
        default:
            return node("rect", ["pathLength": pathLength, "data-p": part, "style": styleValue])
        }
    }

    /// Declarations placing the geometry `inset` points inside the box,
    /// with the shape's transforms and trim.
    private static func geometryStyle(_ a: Attributes, inset: Double) -> StyleList {
        var style = StyleList()
        let i = CSS.format(inset) + "px"
        let inner = inset == 0 ? "100%" : "calc(100% - \(CSS.format(2 * inset))px)"
        // Radii in container units (the box is a size container). No max():
        // Chromium drops a max() of container units on SVG geometry, and a
        // negative radius draws nothing, as in SwiftUI.
        let half = inset == 0 ? "min(50cqw, 50cqh)" : "calc(min(50cqw, 50cqh) - \(i))"
        switch a["shape"] {
        case "circle":
            style.add("r", half)
        case "ellipse":
            style.add("rx", inset == 0 ? "50%" : "calc(50% - \(i))")
            style.add("ry", inset == 0 ? "50%" : "calc(50% - \(i))")
        case "path":
            if a["box"] != nil, a["measure"] == "pending" { style.add("vector-effect", "non-scaling-stroke") }
        default:
            style.add("x", i)
            style.add("y", i)
            style.add("width", inner)
            style.add("height", inner)
            if a["shape"] == "capsule" {
                style.add("rx", half)
            } else if a["shape"] == "roundedRectangle", let radius = CSS.number(a["cornerRadius"]) {
                style.add("rx", CSS.format(max(radius - inset, 0)) + "px")
            }
        }
        if let transform = a["transform"].flatMap(cssTransform) {
            style.add("transform-box", "view-box")
            style.add("transform", transform)
        }
        if let trim = a["trim"].flatMap(trimRange) {
            style.add("stroke-dasharray", CSS.format(trim.upperBound - trim.lowerBound) + " 2")
            style.add("stroke-dashoffset", CSS.format(-trim.lowerBound))
        }
        return style
    }

    private static func addStrokeStyle(_ a: Attributes, to style: inout StyleList) {
        style.add("stroke-width", CSS.px(a["lineWidth"]) ?? "1px")
        if let cap = a["lineCap"], ["round", "square"].contains(cap) { style.add("stroke-linecap", cap) }
        if let join = a["lineJoin"], ["round", "bevel"].contains(join) { style.add("stroke-linejoin", join) }
        if let limit = CSS.number(a["miterLimit"]), limit >= 1 { style.add("stroke-miterlimit", CSS.format(limit)) }
        if a["trim"] == nil, let dash = a["dash"] {
            let lengths = dash.split(separator: ",").compactMap { CSS.number(String($0)) }.filter { $0 >= 0 }
            if !lengths.isEmpty { style.add("stroke-dasharray", lengths.map { CSS.format($0) + "px" }.joined(separator: " ")) }
            style.add("stroke-dashoffset", CSS.px(a["dashPhase"]).map { $0 == "0px" ? $0 : "-" + $0 })
        }
    }

    /// `0 0 w h` from a `box` attribute (`w,h`).
    private static func viewBox(_ box: String) -> String? {
        let parts = box.split(separator: ",").compactMap { CSS.number(String($0)) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { return nil }
        return "0 0 \(CSS.format(parts[0])) \(CSS.format(parts[1]))"
    }

    /// The trimmed range from a `trim` attribute (`from,to`), within 0…1.
    private static func trimRange(_ trim: String) -> ClosedRange<Double>? {
        let parts = trim.split(separator: ",").compactMap { CSS.number(String($0)) }
        guard parts.count == 2 else { return nil }
        let from = min(max(parts[0], 0), 1), to = min(max(parts[1], 0), 1)
        return from...max(from, to)
    }

    /// Path data with only the commands and numbers ``ObservatoryUI/Path`` writes.
    static func pathData(_ d: String) -> String? {
        guard d.utf8.count <= 200_000 else { return nil }
        let allowed = Set("0123456789.- MLQCZ".utf8)
        return d.utf8.allSatisfy(allowed.contains) ? d : nil
    }

    /// The CSS transform for a `transform` attribute: `;`-separated
    /// `rotate(deg,ax,ay)`, `scale(x,y,ax,ay)`, `translate(x,y)`,
    /// `matrix(a,b,c,d,tx,ty)`, anchors as fractions of the box.
    static func cssTransform(_ transform: String) -> String? {
        var functions: [String] = []
        for item in transform.split(separator: ";") {
            guard let open = item.firstIndex(of: "("), item.hasSuffix(")") else { return nil }
            let name = item[..<open]
            let numbers = item[item.index(after: open)..<item.index(before: item.endIndex)]
                .split(separator: ",").map { CSS.number(String($0)) }
            guard numbers.allSatisfy({ $0 != nil }) else { return nil }
            let n = numbers.map { $0! }
            func around(_ ax: Double, _ ay: Double, _ body: String) -> String {
                if ax == 0 && ay == 0 { return body }
                let (x, y) = (CSS.format(ax * 100) + "%", CSS.format(ay * 100) + "%")
                return "translate(\(x),\(y)) \(body) translate(-\(x),-\(y))"
            }
            switch (name, n.count) {
            case ("rotate", 3): functions.append(around(n[1], n[2], "rotate(\(CSS.format(n[0]))deg)"))
            case ("scale", 4): functions.append(around(n[2], n[3], "scale(\(CSS.format(n[0])),\(CSS.format(n[1])))"))
            case ("translate", 2): functions.append("translate(\(CSS.format(n[0]))px,\(CSS.format(n[1]))px)")
            case ("matrix", 6): functions.append("matrix(\(n.map { String($0) }.joined(separator: ",")))")
            default: return nil
            }
        }
        // CSS applies the rightmost function first; the attribute lists them in order.
        return functions.isEmpty ? nil : functions.reversed().joined(separator: " ")
    }
}
