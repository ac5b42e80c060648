/// A text field that hides what is typed, bound to a string.
///
/// ```swift
/// SecureField("Password (8+)", text: $account.password)
/// ```
///
/// Attributes: `label`, `value`, `prompt`. Events: `input(text)`, `submit`.
public struct SecureField<Label: View>: View {
    let title: String
    let label: Label
    let text: Binding<String>
    let prompt: Text?
}

extension SecureField where Label == Text {
    /// A secure field with a placeholder title.
    public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(title: title.resolved, label: Text(title), text: text, prompt: prompt)
    }

    /// A secure field with a placeholder title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(title: String(title), label: Text(title), text: text, prompt: prompt)
    }
}

extension SecureField: ElementView {
    static var role: ElementRole { .secureField }
    static var isInteractive: Bool { true }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["label": title, "value": text.wrappedValue]
        if let prompt { attributes["prompt"] = prompt.content }
        if let style = environment.textFieldStyle { attributes["textFieldStyle"] = style }
        environment.addFieldInteraction(to: &attributes)
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .input(let value):
            text.wrappedValue = value
            return true
        case .focus(let isFocused):
            return environment.takeFocus(isFocused)
        case .submit:
            return environment.submitAction.run(for: .text)
        default:
            return false
        }
    }
}
