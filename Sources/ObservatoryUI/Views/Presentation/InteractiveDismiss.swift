/// Sheet content that the person cannot dismiss by a gesture (attribute
/// `modifier` `interactiveDismissDisabled`, `isDisabled`): in the browser,
/// a click on the backdrop and the Escape key leave the sheet open. The
/// sheet's own buttons (`dismiss()`, the binding) still close it.
struct InteractiveDismissElement<Content: View>: WrapperElement {
    static var modifierName: String { "interactiveDismissDisabled" }

    let content: Content
    let isDisabled: Bool

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["isDisabled": isDisabled ? "true" : "false"]
    }
}

extension View {
    /// Keeps the sheet or popover this view is in from being dismissed by
    /// a gesture (a click outside it, the Escape key) while `isDisabled`:
    /// a form with unsaved changes that asks to be saved or cancelled.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        InteractiveDismissElement(content: self, isDisabled: isDisabled)
    }
}
