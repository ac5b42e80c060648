/// The content that the keyboard can focus (attribute `isFocusable`): in
/// the browser, a stop of the Tab key (`tabindex="0"`).
struct FocusableElement<Content: View>: WrapperElement {
    static var modifierName: String { "focusable" }

    let content: Content
    let isFocusable: Bool

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["isFocusable": isFocusable ? "true" : "false"]
    }
}

extension View {
    /// Lets the keyboard focus this view (a Tab key stop), so that
    /// `.onKeyPress` and `.focused` reach a view that is not a control.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        FocusableElement(content: self, isFocusable: isFocusable)
    }
}
