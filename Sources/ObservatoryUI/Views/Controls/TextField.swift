/// An editable line of text bound to a string.
///
/// ```swift
/// TextField("Username", text: $settings.username)
/// ```
public struct TextField<Label: View>: View {
    let title: String
    let text: Binding<String>
    let label: Label

    /// A field with a placeholder title.
    public init(_ title: LocalizedStringKey, text: Binding<String>) where Label == Text {
        self.title = title.resolved
        self.text = text
        self.label = Text(title)
    }

    /// A field with a placeholder title.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) where Label == Text {
        self.title = String(title)
        self.text = text
        self.label = Text(title)
    }
}

extension TextField: ElementView {
    static var role: ElementRole { .textField }
    static var isInteractive: Bool { true }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        ["label": title, "value": text.wrappedValue]
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard case .input(let value) = event else { return false }
        text.wrappedValue = value
        return true
    }
}
