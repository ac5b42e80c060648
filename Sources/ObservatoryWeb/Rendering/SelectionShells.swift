import ObservatoryUI

/// The shell of a row of a `List(selection:)`.
extension Shells {
    /// A selectable row: an ARIA option that a click or Enter chooses,
    /// highlighted while selected, with a check circle when several rows
    /// can be selected.
    static func selectableRow(_ a: Attributes) -> HTMLNode {
        let isSelected = a["selected"] == "true"
        var content: [HTMLNode.Content] = []
        if a["selection"] == "multiple" {
            content.append(.node(node("span", ["class": isSelected ? "o-check o-checked" : "o-check", "aria-hidden": "true"])))
        }
        content.append(.node(node("span", ["class": "o-selectable-content", "data-p": "c"], a["label"].map { [.text($0)] } ?? [children])))
        return node("div", [
            "class": isSelected ? "o-selectable o-selected" : "o-selectable", "role": "option",
            "aria-selected": isSelected ? "true" : "false", "data-a": "tap", "tabindex": "0",
        ], content)
    }
}
