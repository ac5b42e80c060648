/// How a button looks and reacts: `.buttonStyle(.borderedProminent)`.
/// Renderers get a built-in style's name in the button's attribute
/// `buttonStyle`.
///
/// A style of your own draws the whole button in `makeBody(configuration:)`
/// and decides when it fires, by calling `configuration.trigger()`:
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// The view that draws a button.
    associatedtype Body: View
    /// Draws a button from its label, role and action.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What `makeBody` is given.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` draws: the button's label and role, and
/// its action, which the style runs with ``trigger()``.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        /// A label is drawn as the view it wraps.
        public typealias Body = Never
        let view: AnyView
    }

    /// The button's role (destructive, cancel), if it has one.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: @MainActor () -> Void

    /// Runs the button's action.
    @MainActor public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: TransparentView {
    var transparentContent: (any View)? { view }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The standard button for a configuration, which a custom
    /// ``PrimitiveButtonStyle`` wraps: it is drawn by the named style in the
    /// environment, never by the custom style that made it.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

extension NamedStyle where Self: PrimitiveButtonStyle {
    /// The standard button for `configuration`, drawn in this style.
    @MainActor func standardBody(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
        Button(configuration).buttonStyle(self)
    }
}

/// The platform's default button look.
public struct DefaultButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard button in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "automatic" }
}

/// A bordered button filled with the tint color.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard button in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "borderedProminent" }
}

/// A button with a light border and background.
public struct BorderedButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard button in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "bordered" }
}

/// A button without border whose label is drawn in the tint color.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard button in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "borderless" }
}

/// A button that shows its label as is, without decoration.
public struct PlainButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard button in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "plain" }
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

/// A button that looks like a link: its label in the tint, underlined on hover.
public struct LinkButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    nonisolated var styleName: String { "link" }
    /// A standard button in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// A button that looks like a link: its label in the tint, underlined on hover.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

/// A raised card around the label, as tvOS draws buttons.
public struct CardButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    nonisolated var styleName: String { "card" }
    /// A standard button in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

extension PrimitiveButtonStyle where Self == CardButtonStyle {
    /// A raised card around the label, as tvOS draws buttons.
    public static var card: CardButtonStyle { CardButtonStyle() }
}

/// iOS 26's glass: a translucent capsule over what is behind it.
public struct GlassButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    nonisolated var styleName: String { "glass" }
    /// A standard button in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// iOS 26's glass: a translucent capsule over what is behind it.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

/// iOS 26's prominent glass: a capsule filled with the tint.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    nonisolated var styleName: String { "glassProminent" }
    /// A standard button in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// iOS 26's prominent glass: a capsule filled with the tint.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

extension View {
    /// Sets the look of the buttons in this view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let isNamed = style is any NamedStyle
        let name = styleName(of: style)
        let custom = isNamed
            ? nil : CustomStyle<PrimitiveButtonStyleConfiguration> { AnyView(style.makeBody(configuration: $0)) }
        return modifier(EnvironmentWriter(value: style) {
            // A custom primitive style keeps the named style around it, for
            // the standard buttons it wraps (`Button(configuration)`).
            if isNamed {
                $0.buttonStyle = name
            } else if $0.buttonStyle == "custom" {
                $0.buttonStyle = nil
            }
            $0.setCustomStyle(custom, for: PrimitiveButtonStyleConfiguration.self)
            $0.setCustomStyle(nil, for: ButtonStyleConfiguration.self)
        })
    }
}
