/// How a ``Menu`` shows its button: `.menuStyle(.button)`.
/// Renderers get the style's name in the menu's attribute `menuStyle`.
public protocol MenuStyle {}

/// The platform's choice: the label in the tint colour.
public struct DefaultMenuStyle: MenuStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// A bordered button, like `.buttonStyle(.bordered)`.
public struct ButtonMenuStyle: MenuStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "button" }
}

/// The label alone, in the tint colour.
public struct BorderlessButtonMenuStyle: MenuStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "borderlessButton" }
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The platform's choice: the label in the tint colour.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// A bordered button, like `.buttonStyle(.bordered)`.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The label alone, in the tint colour.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
    /// Sets how the menus in this view show their button.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        namedStyle(style, for: (any MenuStyle).self)
    }
}
