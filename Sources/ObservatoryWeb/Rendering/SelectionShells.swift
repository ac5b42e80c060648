import ObservatoryUI

/// The shell of a row of a `List(selection:)`.
extension Shells {
    /// A selectable row: a radio button (one row at a time) or a check box
    /// (several) that a click, Space or Enter chooses, highlighted while
    /// selected, with a check circle when several rows can be selected. (Not
    /// an ARIA option: the rows sit in a list's items and sections, where a
    /// listbox's options cannot.)
    static func selectableRow(_ a: Attributes) -> HTMLNode {
        let isSelected = a["selected"] == "true"
        var content: [HTMLNode.Content] = []
        if a["selection"] == "multiple" {
            content.append(.node(node("span", ["class": isSelected ? "o-check o-checked" : "o-check", "aria-hidden": "true"])))
        }
        content.append(.node(node("span", ["class": "o-selectable-content", "data-p": "c"], a["label"].map { [.text($0)] } ?? [children])))
        return node("div", [
            "class": isSelected ? "o-selectable o-selected" : "o-selectable",
            "role": a["selection"] == "multiple" ? "checkbox" : "radio",
            "aria-checked": isSelected ? "true" : "false", "data-a": "tap", "tabindex": "0",
        ], content)
    }
}
