/// How a ``Label`` shows its title and icon: `.labelStyle(.iconOnly)`.
/// Renderers get the style's name in the label's attribute `labelStyle`.
public protocol LabelStyle {}

/// The context's choice: the title and the icon.
public struct DefaultLabelStyle: LabelStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// The icon alone; the title is still read to assistive technology.
public struct IconOnlyLabelStyle: LabelStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "iconOnly" }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "titleOnly" }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "titleAndIcon" }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The context's choice.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Sets how the labels in this view show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        namedStyle(style, for: (any LabelStyle).self)
    }
}
