import ObservatoryUI

/// The shell of a lazy list's spacer: the space of the rows it stands for.
extension Shells {
    /// A ``ElementRole/lazySpacer``: an `<li>` among a list's or a section's
    /// rows (not wrapped in a row's `<li>`), a `<div>` in a stack or a grid.
    ///
    /// Its length is `--o-rows` × `--o-pitch` (CSS, `style.css`): the rows
    /// it stands for (the lines, in a grid) times a row's measured length,
    /// 44 px until the page measures one. The client reads `data-lead`,
    /// `data-start`, `data-rows` and `data-count` to tell which rows it shows
    /// (`client.js`, "Lazy segments"). A spacer for no rows is `hidden`, so
    /// that it adds no gap.
    ///
    /// Rows of the window the data is still reading (`pending`, at the
    /// spacer's edge next to the rows shown) are drawn as placeholder rows:
    /// `--o-pending` lines of the spacer's background (`o-lazy-pending`).
    static func lazySpacer(_ a: Attributes, context: RenderContext) -> HTMLNode {
        let rows = max(Int(a["rows"] ?? "") ?? 0, 0)
        let columns = min(max(Int(a["columns"] ?? "") ?? 1, 1), 64)
        let lines = (rows + columns - 1) / columns
        let pending = min(max(Int(a["pending"] ?? "") ?? 0, 0), rows)
        var style = StyleList()
        style.add("--o-rows", String(lines))
        style.add("--o-pitch", CSS.number(a["pitch"]).map { CSS.format(min(max($0, 1), 10_000)) + "px" })
        if pending > 0 { style.add("--o-pending", String((pending + columns - 1) / columns)) }
        var classes = a["axis"] == "horizontal" ? "o-lazy-spacer o-lazy-h" : "o-lazy-spacer"
        if pending > 0 { classes += " o-lazy-pending" }
        return node(context.listItem ? "li" : "div", [
            "class": classes, "aria-hidden": "true",
            "data-lead": flag(a["lead"] == "true"), "data-start": String(max(Int(a["start"] ?? "") ?? 0, 0)),
            "data-rows": String(rows), "data-count": a["count"], "data-columns": columns > 1 ? String(columns) : nil,
            "style": style.value, "hidden": flag(rows == 0),
        ])
    }
}
