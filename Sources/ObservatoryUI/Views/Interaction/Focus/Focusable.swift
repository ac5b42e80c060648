/// The content that the keyboard can focus (attribute `isFocusable`): in
/// the browser, a stop of the Tab key (`tabindex="0"`). With a `.focused`
/// modifier outside, attribute `focused` and event `focus` follow the
/// focus state, as for a text field.
struct FocusableElement<Content: View>: WrapperElement {
    static var modifierName: String { "focusable" }

    let content: Content
    let isFocusable: Bool

    static var isInteractive: Bool { true }

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var parameters = ["isFocusable": isFocusable ? "true" : "false"]
        // `.focused` and `.accessibilityFocused` outside: the view reports
        // its focus and takes it when the state names it, as a field does.
        if isFocusable { environment.addFocus(to: &parameters) }
        return parameters
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard case .focus(let isFocused) = event, isFocusable else { return false }
        return environment.takeFocus(isFocused)
    }
}

extension View {
    /// Lets the keyboard focus this view (a Tab key stop), so that
    /// `.onKeyPress` and `.focused` reach a view that is not a control.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        FocusableElement(content: self, isFocusable: isFocusable)
    }
}
