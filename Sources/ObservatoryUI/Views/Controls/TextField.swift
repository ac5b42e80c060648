import Foundation

/// An editable text field bound to a string, or to a value through a format.
///
/// ```swift
/// TextField("Username", text: $settings.username)
/// TextField("Notes", text: $habit.notes, axis: .vertical)
/// TextField("Amount", value: $expense.amount, format: .number)
/// ```
///
/// Attributes: `label` (the title), `value`, `prompt`, `axis=vertical` for a
/// multi-line field, and the styles in effect (`textFieldStyle`,
/// `keyboardType`, `lineLimit`…). Events: `input(text)` sets the value (a
/// formatted field only takes text that parses), `submit` runs `.onSubmit`,
/// and a formatted number field also takes `setValue(number)`.
public struct TextField<Label: View>: View {
    let title: String
    let label: Label
    let value: FieldValue
    let prompt: Text?
    let axis: Axis
}

extension TextField where Label == Text {
    /// A field editing `text`, with a placeholder title.
    public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.init(title: title.resolved, label: Text(title), value: .text(text), prompt: prompt, axis: axis)
    }

    /// A field editing `text`, with a placeholder title.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.init(title: String(title), label: Text(title), value: .text(text), prompt: prompt, axis: axis)
    }

    /// A field editing `value` through `format` (`.number`, `.currency(code:)`…).
    public init<F: ParseableFormatStyle>(
        _ title: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            title: title.resolved, label: Text(title), value: .formatted(value, format: format),
            prompt: prompt, axis: .horizontal)
    }

    /// A field editing `value` through `format` (`.number`, `.currency(code:)`…).
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(
            title: String(title), label: Text(title), value: .formatted(value, format: format),
            prompt: prompt, axis: .horizontal)
    }
}

extension TextField {
    /// A field editing `text`, labelled by `label` (its text names the field
    /// to assistive technology), with `prompt` as the placeholder.
    ///
    /// ```swift
    /// TextField(text: $name, prompt: Text("Required")) { Text("Name") }
    /// ```
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        let label = label()
        self.init(title: Self.title(of: label), label: label, value: .text(text), prompt: prompt, axis: axis)
    }

    /// A field editing `value` through `format`, labelled by `label`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        let label = label()
        self.init(title: Self.title(of: label), label: label, value: .formatted(value, format: format), prompt: prompt, axis: .horizontal)
    }

    /// The characters of a text label; empty for any other view.
    private static func title(of label: Label) -> String {
        (label as? Text)?.content ?? ""
    }
}

extension TextField: ElementView {
    static var role: ElementRole { .textField }
    static var isInteractive: Bool { true }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["label": title, "value": value.read(environment)]
        if let prompt { attributes["prompt"] = prompt.content }
        if axis == .vertical { attributes["axis"] = "vertical" }
        if let style = environment.textFieldStyle { attributes["textFieldStyle"] = style }
        if let keyboard = environment.keyboardType { attributes["keyboardType"] = keyboard.attributeValue }
        if let capitalization = environment.textInputAutocapitalization { attributes["autocapitalize"] = capitalization.value }
        environment.addTextStyle(to: &attributes)
        environment.addLineLayout(to: &attributes)
        environment.addFieldInteraction(to: &attributes)
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .input(let text):
            _ = value.write(text, environment)
            return true
        case .setValue(let number):
            return value.setNumber?(number) ?? false
        case .focus(let isFocused):
            return environment.takeFocus(isFocused)
        case .submit:
            return environment.submitAction.run(for: .text)
        default:
            return false
        }
    }
}
