/// How a text field looks: `.textFieldStyle(.roundedBorder)`. Renderers get
/// the style's name in the field's attribute `textFieldStyle`.
public protocol TextFieldStyle {}

/// The platform's default text field look.
public struct DefaultTextFieldStyle: TextFieldStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "roundedBorder" }
}

/// A text field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "plain" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's default text field look.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field with a rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field without decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
    /// Sets the look of the text fields in this view.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let name = styleName(of: style)
        return modifier(EnvironmentWriter(value: name) { $0.textFieldStyle = name })
    }
}
