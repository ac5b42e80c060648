/// How a button looks: `.buttonStyle(.borderedProminent)`. Renderers get the
/// style's name in the button's attribute `buttonStyle`.
public protocol PrimitiveButtonStyle {}

/// The platform's default button look.
public struct DefaultButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// A bordered button filled with the tint color.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "borderedProminent" }
}

/// A button with a light border and background.
public struct BorderedButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "bordered" }
}

/// A button without border whose label is drawn in the tint color.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "borderless" }
}

/// A button that shows its label as is, without decoration.
public struct PlainButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "plain" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default button look.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A bordered button filled with the tint color.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button with a light border and background.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// A button without border, drawn in the tint color.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// A button that shows its label as is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
    /// Sets the look of the buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let name = styleName(of: style)
        return modifier(EnvironmentWriter(value: name) { $0.buttonStyle = name })
    }
}
