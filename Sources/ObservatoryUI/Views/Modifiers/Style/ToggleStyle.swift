/// How a ``Toggle`` looks: `.toggleStyle(.button)`.
/// Renderers get the style's name in the toggle's attribute `toggleStyle`.
public protocol ToggleStyle {}

/// The platform's choice: a switch.
public struct DefaultToggleStyle: ToggleStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// A switch beside the label.
public struct SwitchToggleStyle: ToggleStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "switch" }
}

/// A button that shows whether it is on by its fill.
public struct ButtonToggleStyle: ToggleStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "button" }
}

/// A check box before the label, as on macOS.
public struct CheckboxToggleStyle: ToggleStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "checkbox" }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's choice: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A switch beside the label.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that shows whether it is on by its fill.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// A check box before the label, as on macOS.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension View {
    /// Sets how the toggles in this view look.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        namedStyle(style, for: (any ToggleStyle).self)
    }
}
