import ObservatoryUI

/// The visual effects (`scaleEffect`, `blur`, `grayscale`, `blendMode`…) as
/// CSS on their wrapper: transforms around the anchor, which leave the
/// layout alone as in SwiftUI, and filters, which compose when nested.
extension Shells {
    /// Adds the declarations of effect `name`; returns the nodes it needs
    /// before the content (an SVG filter), or nil when `name` is not an effect.
    static func visualEffect(
        _ name: String, _ a: Attributes, id: ElementID, _ classes: inout ClassList, _ style: inout StyleList
    ) -> [HTMLNode.Content]? {
        if let transform = effectTransform(name, a) {
            let anchor = effectAnchor(name, a)
            style.add("transform", transform)
            style.add("transform-origin", "\(CSS.format(anchor.x * 100))% \(CSS.format(anchor.y * 100))%")
            return []
        }
        if let filter = effectFilter(name, a) {
            style.add("filter", filter)
            classes.add("o-blur-opaque", if: name == "blur" && a["opaque"] == "true")
            return []
        }
        switch name {
        case "scaleEffect", "rotationEffect", "rotation3DEffect", "projectionEffect", "blur", "brightness", "contrast",
            "saturation", "grayscale", "hueRotation":
            return []  // malformed parameters: nothing drawn
        case "colorInvert":
            style.add("filter", "invert(1)")
        case "colorMultiply":
            // An SVG filter multiplies each pixel by the color; transparent
            // pixels stay transparent.
            guard let color = CSS.color(a["color"]) else { return [] }
            let filterID = "o-fx\(id.rawValue)"
            style.add("filter", "url(#\(filterID))")
            return [.node(HTMLNode("svg", [("class", "o-fx-defs"), ("aria-hidden", "true")], [
                .node(HTMLNode("filter", [("id", filterID), ("color-interpolation-filters", "sRGB")], [
                    .node(HTMLNode("feFlood", [("data-p", "fx"), ("style", "flood-color:" + color)])),
                    .node(HTMLNode("feComposite", [
                        ("in", "SourceGraphic"), ("operator", "arithmetic"), ("k1", "1"), ("k2", "0"), ("k3", "0"), ("k4", "0"),
                    ])),
                ])),
            ]))]
        case "blendMode":
            style.add("mix-blend-mode", a["mode"].flatMap(cssBlendMode))
        case "compositingGroup", "drawingGroup":
            style.add("isolation", "isolate")
        case "redacted":
            classes.add("o-redacted", if: !(a["reasons"] ?? "").isEmpty)
        case "unredacted":
            classes.add("o-unredacted")
        default:
            return nil
        }
        return []
    }

    /// `x% y%` from an `anchor` attribute (`x,y` fractions).
    /// The CSS transform function of effect `name` (about its anchor,
    /// which the caller sets as the origin), or nil when it is not a
    /// transform or its parameters are malformed.
    static func effectTransform(_ name: String, _ a: Attributes) -> String? {
        switch name {
        case "scaleEffect":
            guard let x = CSS.number(a["x"]), let y = CSS.number(a["y"]) else { return nil }
            return "scale(\(CSS.format(x)),\(CSS.format(y)))"
        case "rotationEffect":
            guard let degrees = CSS.number(a["degrees"]) else { return nil }
            return "rotate(\(CSS.format(degrees))deg)"
        case "rotation3DEffect":
            let axis = (a["axis"] ?? "").split(separator: ",").compactMap { CSS.number(String($0)) }
            guard let degrees = CSS.number(a["degrees"]), axis.count == 3 else { return nil }
            // SwiftUI's perspective 1 is a moderate one; larger values are stronger.
            let perspective = max(CSS.number(a["perspective"]) ?? 1, 0.01)
            let distance = CSS.format(min(600 / perspective, 100_000))
            return "perspective(\(distance)px) rotate3d(\(axis.map(CSS.format).joined(separator: ",")),\(CSS.format(degrees))deg)"
        case "projectionEffect":
            // A GeometryEffect's or projectionEffect's matrix, rows first
            // (points are rows, as in Core Graphics); CSS takes columns.
            let m = (a["matrix"] ?? "").split(separator: ",").compactMap { CSS.number(String($0)) }
            guard m.count == 9, m.allSatisfy(\.isFinite) else { return nil }
            let columns = [m[0], m[1], 0, m[2], m[3], m[4], 0, m[5], 0, 0, 1, 0, m[6], m[7], 0, m[8]]
            return "matrix3d(" + columns.map(CSS.format).joined(separator: ",") + ")"
        default:
            return nil
        }
    }

    /// The unit point effect `name` turns about: its `anchor` (the centre
    /// by default), and the top-left corner for a matrix.
    static func effectAnchor(_ name: String, _ a: Attributes) -> (x: Double, y: Double) {
        if name == "projectionEffect" { return (0, 0) }
        let parts = (a["anchor"] ?? "").split(separator: ",").compactMap { CSS.number(String($0)) }
        return parts.count == 2 ? (parts[0], parts[1]) : (0.5, 0.5)
    }

    /// The CSS filter function of effect `name`, or nil when it is not a
    /// filter of one function or its parameters are malformed.
    static func effectFilter(_ name: String, _ a: Attributes) -> String? {
        switch name {
        case "blur":
            guard let radius = CSS.number(a["radius"]), radius >= 0 else { return nil }
            return "blur(\(CSS.format(radius))px)"
        case "brightness":
            // SwiftUI adds the amount; CSS multiplies: 0 black, 1 unchanged.
            guard let amount = CSS.number(a["amount"]) else { return nil }
            return "brightness(\(CSS.format(max(1 + amount, 0))))"
        case "contrast":
            guard let amount = CSS.number(a["amount"]) else { return nil }
            return "contrast(\(CSS.format(max(amount, 0))))"
        case "saturation":
            guard let amount = CSS.number(a["amount"]) else { return nil }
            return "saturate(\(CSS.format(max(amount, 0))))"
        case "grayscale":
            guard let amount = CSS.number(a["amount"]) else { return nil }
            return "grayscale(\(CSS.format(min(max(amount, 0), 1))))"
        case "hueRotation":
            guard let degrees = CSS.number(a["degrees"]) else { return nil }
            return "hue-rotate(\(CSS.format(degrees))deg)"
        default:
            return nil
        }
    }

    /// The CSS blend mode for a ``ObservatoryUI/BlendMode`` name; the
    /// Porter-Duff modes CSS lacks draw normally.
    private static func cssBlendMode(_ mode: String) -> String? {
        switch mode {
        case "normal", "multiply", "screen", "overlay", "darken", "lighten", "difference", "exclusion", "hue",
             "saturation", "color", "luminosity":
            return mode
        case "colorDodge": return "color-dodge"
        case "colorBurn": return "color-burn"
        case "softLight": return "soft-light"
        case "hardLight": return "hard-light"
        case "plusLighter": return "plus-lighter"
        case "plusDarker": return "darken"
        default: return "normal"
        }
    }
}
