import ObservatoryUI

/// `.scrollTransition` as CSS: the effects of its three phases become
/// custom properties (`--o-st-l-*` leaving, `--o-st-i-*` shown, `--o-st-t-*`
/// coming in: `transform`, `opacity`, `filter`) that the stylesheet's
/// `o-scroll-transition` keyframes read on the element's view timeline, so
/// the page follows the scroll with no message to the server.
extension Shells {
    /// Adds the class and the phases' properties of a scroll transition.
    static func scrollTransition(_ a: Attributes, _ classes: inout ClassList, _ style: inout StyleList) {
        classes.add(a["axis"] == "horizontal" ? "o-scroll-transition-x" : "o-scroll-transition")
        for (phase, prefix) in [("leading", "l"), ("identity", "i"), ("trailing", "t")] {
            let css = phaseCSS(a[phase] ?? "")
            style.add("--o-st-\(prefix)-transform", css.transform)
            style.add("--o-st-\(prefix)-opacity", css.opacity)
            style.add("--o-st-\(prefix)-filter", css.filter)
        }
    }

    /// One phase's effects (`name|key=value|…` joined by `;`, at most 16) as
    /// one transform list (the first effect rightmost: applied first), an
    /// opacity and a filter list. Malformed effects are left out.
    static func phaseCSS(_ encoded: String) -> (transform: String, opacity: String, filter: String) {
        var transforms: [String] = [], filters: [String] = []
        var opacity = 1.0
        for step in encoded.split(separator: ";").prefix(16) {
            let fields = step.split(separator: "|")
            guard let name = fields.first.map(String.init) else { continue }
            var parameters: [String: String] = [:]
            for field in fields.dropFirst() {
                let pair = field.split(separator: "=", maxSplits: 1)
                if pair.count == 2 { parameters[String(pair[0])] = String(pair[1]) }
            }
            let a = Attributes(parameters)
            switch name {
            case "offset":
                if let x = CSS.number(a["x"]), let y = CSS.number(a["y"]) {
                    transforms.append("translate(\(CSS.format(x))px,\(CSS.format(y))px)")
                }
            case "opacity":
                if let value = CSS.number(a["value"]) { opacity *= min(max(value, 0), 1) }
            default:
                if let transform = effectTransform(name, a) {
                    // About the anchor: moved there, transformed, moved back
                    // (the list turns about the element's centre).
                    let anchor = effectAnchor(name, a)
                    let (x, y) = ((anchor.x - 0.5) * 100, (anchor.y - 0.5) * 100)
                    let to = "translate(\(CSS.format(x))%,\(CSS.format(y))%)", back = "translate(\(CSS.format(-x))%,\(CSS.format(-y))%)"
                    transforms.append("\(to) \(transform) \(back)")
                } else if let filter = effectFilter(name, a) {
                    filters.append(filter)
                }
            }
        }
        return (
            transforms.isEmpty ? "none" : transforms.reversed().joined(separator: " "), CSS.format(opacity),
            filters.isEmpty ? "none" : filters.joined(separator: " "))
    }
}
