/// How a ``ControlGroup`` shows its controls: `.controlGroupStyle(.navigation)`.
/// Renderers get the style's name in the group's attribute `controlGroupStyle`.
public protocol ControlGroupStyle {}

/// A control group style known by its name.
public struct NamedControlGroupStyle: ControlGroupStyle, NamedStyle {
    let styleName: String
}

extension ControlGroupStyle where Self == NamedControlGroupStyle {
    /// The context's choice: the controls side by side.
    public static var automatic: NamedControlGroupStyle { NamedControlGroupStyle(styleName: "automatic") }
    /// Side by side, as navigation buttons (back and forward) are.
    public static var navigation: NamedControlGroupStyle { NamedControlGroupStyle(styleName: "navigation") }
    /// Side by side in a row of glyphs, as in a menu's palette.
    public static var palette: NamedControlGroupStyle { NamedControlGroupStyle(styleName: "palette") }
    /// A menu, titled by the group's label, that lists the controls.
    public static var menu: NamedControlGroupStyle { NamedControlGroupStyle(styleName: "menu") }
    /// A menu whose items show their icons in a row.
    public static var compactMenu: NamedControlGroupStyle { NamedControlGroupStyle(styleName: "compactMenu") }
}

extension View {
    /// Sets how the control groups in this view show their controls.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        namedStyle(style, for: (any ControlGroupStyle).self)
    }
}
