/// `.selectionDisabled`'s wrapper (attribute `modifier`: `selectionDisabled`,
/// with `isDisabled`). A list row that contains it cannot be selected, and
/// tagged views inside no longer see the list's selection.
struct SelectionDisabledElement<Content: View>: WrapperElement {
    static var modifierName: String { "selectionDisabled" }

    let wrapped: Content
    let isDisabled: Bool

    var content: some View {
        wrapped.modifier(EnvironmentWriter(value: isDisabled) { if isDisabled { $0.listSelection = nil } })
    }

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["isDisabled": isDisabled ? "true" : "false"]
    }
}

extension Element {
    /// Whether `.selectionDisabled()` inside this row keeps it from being selected.
    var disablesSelection: Bool {
        descendants().contains { $0["modifier"] == "selectionDisabled" && $0["isDisabled"] == "true" }
    }
}

extension View {
    /// Keeps this row of a `List(selection:)` from being selected: tapping
    /// it leaves the selection as it is, and it is not drawn as selectable.
    ///
    /// ```swift
    /// List(mailboxes, selection: $selected) { box in
    ///     Text(box.name).selectionDisabled(box.isArchived)
    /// }
    /// ```
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
        SelectionDisabledElement(wrapped: self, isDisabled: isDisabled)
    }
}
