/// How a picker presents its options: `.pickerStyle(.segmented)`. Renderers
/// get the style's name in the picker's attribute `style`.
public protocol PickerStyle {}

/// The platform's default picker look.
public struct DefaultPickerStyle: PickerStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// Options side by side, as a segmented control.
public struct SegmentedPickerStyle: PickerStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "segmented" }
}

/// Options in a pop-up menu.
public struct MenuPickerStyle: PickerStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "menu" }
}

/// Options listed inline, in the containing list or form.
public struct InlinePickerStyle: PickerStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "inline" }
}

/// Options on a scrolling wheel.
public struct WheelPickerStyle: PickerStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "wheel" }
}

/// Options on a screen of their own, pushed from the picker's row.
public struct NavigationLinkPickerStyle: PickerStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "navigationLink" }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The platform's default picker look.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// Options side by side, as a segmented control.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// Options in a pop-up menu.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// Options listed inline.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// Options on a scrolling wheel.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// Options on a screen of their own.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension View {
    /// Sets how the pickers in this view present their options.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let name = styleName(of: style)
        return modifier(EnvironmentWriter(value: name) { $0.pickerStyle = name })
    }
}

/// Options as radio buttons, one under another (macOS's radio group): a page
/// draws them as a set of radio buttons.
public struct RadioGroupPickerStyle: PickerStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "radioGroup" }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// Options as radio buttons.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}
