import ObservatoryUI

/// The shells of the layout containers beyond stacks (grids, lazy grids,
/// `ViewThatFits`) and of the layout modifiers that only set CSS.
extension Shells {
    /// A ``Grid``: a CSS grid with one column per cell of its widest row.
    /// Its rows are `display: contents`, so their cells sit in the grid's columns.
    static func grid(_ a: Attributes) -> HTMLNode {
        var classes = ClassList("o-grid")
        classes.add(prefix: "o-al-", a["alignment"])
        var style = StyleList()
        let columns = min(max(Int(a["columns"] ?? "") ?? 1, 1), GridCells.maximumSpan)
        style.add("grid-template-columns", "repeat(\(columns),auto)")
        // `.gridColumnAlignment`: a column's cells justified as it says (style.css
        // reads `--o-gcN` for the first twelve columns).
        for pair in (a["columnAlignments"] ?? "").split(separator: ",").prefix(12) {
            let parts = pair.split(separator: ":")
            guard parts.count == 2, let column = Int(parts[0]), (1...12).contains(column) else { continue }
            let justify = ["leading": "start", "trailing": "end", "center": "center"][String(parts[1])]
            if let justify { style.add("--o-gc\(column)", justify) }
        }
        style.add("column-gap", CSS.px(a["horizontalSpacing"]))
        style.add("row-gap", CSS.px(a["verticalSpacing"]))
        return node("div", ["class": classes.value, "style": style.value], [children])
    }

    static func gridRow(_ a: Attributes) -> HTMLNode {
        var classes = ClassList("o-gridrow")
        classes.add(prefix: "o-va-", a["alignment"])
        // A Grid lays views out; it is not a table, so no table roles.
        return node("div", ["class": classes.value], [children])
    }

    /// A ``LazyVGrid`` or ``LazyHGrid``: a CSS grid whose tracks follow the
    /// grid items: `fixed` a length, `flexible` a `minmax` share, `adaptive`
    /// as many tracks as fit.
    static func lazyGrid(_ a: Attributes) -> HTMLNode {
        let horizontal = a["axis"] == "horizontal"
        var classes = ClassList("o-lazygrid", horizontal ? "o-lg-h" : "o-lg-v")
        classes.add(prefix: horizontal ? "o-va-" : "o-ha-", a["alignment"])
        for pinned in (a["pinned"] ?? "").split(separator: ",") { classes.add(prefix: "o-pin-", String(pinned)) }
        var style = StyleList()
        style.add(horizontal ? "grid-template-rows" : "grid-template-columns", tracks(a["tracks"]))
        // `spacing` runs between rows of a vertical grid (columns of a horizontal one).
        style.add(horizontal ? "column-gap" : "row-gap", CSS.px(a["spacing"]))
        style.add(horizontal ? "row-gap" : "column-gap", CSS.px(a["trackSpacing"]))
        return node("div", ["class": classes.value, "style": style.value], [children])
    }

    /// CSS tracks for grid items written `fixed:100 flexible:10:infinity adaptive:80:120`.
    static func tracks(_ text: String?) -> String {
        func length(_ value: Substring?, fallback: String) -> String {
            guard let value else { return fallback }
            if value == "infinity" { return "1fr" }
            return CSS.number(String(value)).map { CSS.format(max($0, 0)) + "px" } ?? fallback
        }
        var result: [String] = []
        for item in (text ?? "").split(separator: " ").prefix(64) {
            let parts = item.split(separator: ":")
            switch parts.first {
            case "fixed":
                result.append(length(parts.dropFirst().first, fallback: "auto"))
            case "flexible":
                let minimum = length(parts.dropFirst().first, fallback: "10px")
                result.append("minmax(\(minimum),\(length(parts.dropFirst(2).first, fallback: "1fr")))")
            case "adaptive":
                let minimum = length(parts.dropFirst().first, fallback: "10px")
                result.append("repeat(auto-fill,minmax(\(minimum),\(length(parts.dropFirst(2).first, fallback: "1fr"))))")
            default:
                continue
            }
        }
        return result.isEmpty ? "minmax(10px,1fr)" : result.joined(separator: " ")
    }

    /// A ``ViewThatFits``: every candidate is rendered; the client shows the
    /// first that fits (client.js, `fitViews`).
    static func viewThatFits(_ a: Attributes) -> HTMLNode {
        node("div", ["class": "o-fits", "data-axes": ["horizontal", "vertical", "both"].contains(a["axes"] ?? "") ? a["axes"] : "both"],
             [children])
    }

    /// A ``GeometryReader``: takes the space offered whatever its content;
    /// the client reports its frame (client.js, `measureReaders`).
    static func geometryReader(_ a: Attributes) -> HTMLNode {
        // `.onGeometryChange`: a wrapper the size of its content, measured as a reader is.
        if a["hugs"] == "true" { return node("div", ["class": "o-mod o-geometry-watch"], [children]) }
        return node("div", ["class": "o-geometry"], [children])
    }

    /// The layout modifiers that are only CSS: adds their classes and
    /// declarations; returns whether `name` is one of them.
    static func layoutModifier(_ name: String, _ a: Attributes, _ classes: inout ClassList, _ style: inout StyleList) -> Bool {
        switch name {
        case "fixedSize":
            classes.add("o-fixed-w", if: a["horizontal"] == "true")
            classes.add("o-fixed-h", if: a["vertical"] == "true")
        case "layoutPriority":
            if let value = CSS.number(a["value"]) {
                style.add("--o-lp", CSS.format(value))
                classes.add(value > 0 ? "o-lp-high" : value < 0 ? "o-lp-low" : "o-lp-zero")
            }
        case "ignoresSafeArea":
            if (a["regions"] ?? "").split(separator: ",").contains("container") {
                let edges = a["edges"] ?? "top,leading,bottom,trailing"
                for edge in ["top", "leading", "bottom", "trailing"] where edges.split(separator: ",").contains(Substring(edge)) {
                    classes.add("o-isa-" + edge)
                }
            }
        case "zIndex":
            if let value = CSS.number(a["value"]) { style.add("z-index", String(Int(value.rounded()))) }
        case "hidden":
            style.add("visibility", "hidden")
        case "allowsHitTesting":
            classes.add("o-no-hit", if: a["enabled"] == "false")
        case "containerRelativeFrame":
            // Aligned as a frame; sized from the nearest container (style.css
            // makes the enclosing scroll view one) or the window.
            classes.add("o-m-frame")
            classes.add(prefix: "o-al-", a["alignment"])
            for (axis, property, unit, mark) in [("width", "width", "cqw", "o-crf-w"), ("height", "height", "cqh", "o-crf-h")] {
                guard let fraction = CSS.number(a[axis + "Fraction"]), let offset = CSS.number(a[axis + "Offset"]),
                      abs(fraction) <= 100, abs(offset) <= 100_000
                else { continue }
                style.add(property, "calc(\(CSS.format(fraction * 100))\(unit) + \(CSS.format(offset))px)")
                classes.add(mark)
            }
        case "presentationDetents", "presentationAppearance":
            // Read by the sheet around it (client.js, syncSheets): the
            // detents as data attributes, the rest as classes and variables.
            classes.add("o-presentation")
            classes.add(prefix: "o-pdi-", a["dragIndicator"].flatMap { ["visible", "hidden"].contains($0) ? $0 : nil })
            classes.add("o-pbi", if: a["backgroundInteraction"] == "enabled")
            if let radius = CSS.px(a["cornerRadius"]) { style.add("--o-pcr", radius) }
            if let fill = a["background"] {
                if CSS.materials.contains(fill) {
                    classes.add("o-pbgm-" + fill)  // the sheet takes the material's class
                } else {
                    style.add("--o-pbg", CSS.color(fill) ?? Paint.parse(fill)?.cssBackground)
                }
            }
        case "columnWidth":
            // The split view's sidebar column takes this width (style.css).
            classes.add("o-colw")
            style.add("width", CSS.px(a["ideal"]))
            style.add("min-width", CSS.px(a["min"]))
            style.add("max-width", CSS.px(a["max"]))
        case "flipsForRightToLeft":
            if a["flipped"] == "true" { style.add("transform", "scaleX(-1)") }
        case "focusEffect":
            classes.add("o-no-focus-effect", if: a["isDisabled"] == "true")
        case "interactiveDismissDisabled":
            // The page leaves the sheet this is in open on a backdrop click or Escape (client.js).
            classes.add("o-idd", if: a["isDisabled"] == "true")
        case "scrollTargetLayout":
            classes.add("o-stl", if: a["isEnabled"] != "false")
        case "labelsHidden", "focusable", "matchedGeometry", "colorScheme":
            break  // a class (style.css) or an attribute of the wrapper (Shells.modifier)
        case "gridCellColumns":
            break  // read by the row that places the cell (Placements)
        default:
            return false
        }
        return true
    }

    /// The declaration that places a grid cell: spanning the whole grid
    /// (`span` 0: a view between rows) or `span` columns.
    static func gridCellStyle(span: Int) -> String? {
        if span == 0 { return "grid-column:1/-1" }
        return span > 1 ? "--o-span:\(span)" : nil
    }
}
