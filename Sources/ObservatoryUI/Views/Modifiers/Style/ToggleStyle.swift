/// How a ``Toggle`` looks: `.toggleStyle(.button)`.
/// Renderers get a built-in style's name in the toggle's attribute `toggleStyle`.
///
/// A style of your own draws the whole toggle, and switches it through the
/// configuration's binding:
///
/// ```swift
/// struct CheckmarkStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             Label { configuration.label } icon: {
///                 Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
///             }
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// The view that draws a toggle.
    associatedtype Body: View
    /// Draws a toggle from its label and value.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What `makeBody` is given.
    typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` draws: the toggle's label and its value.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        /// A label is drawn as the view it wraps.
        public typealias Body = Never
        let view: AnyView
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; setting it switches the toggle.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ (always
    /// false: a toggle bound to a collection is not supported yet).
    public var isMixed: Bool { false }
}

extension ToggleStyleConfiguration.Label: TransparentView {
    var transparentContent: (any View)? { view }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The standard toggle for a configuration, which a custom
    /// ``ToggleStyle`` can wrap: it is drawn by the named style in the
    /// environment, never by the custom style that made it.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension NamedStyle where Self: ToggleStyle {
    /// The standard toggle for `configuration`, drawn in this style.
    @MainActor func standardBody(_ configuration: ToggleStyleConfiguration) -> some View {
        Toggle(configuration).toggleStyle(self)
    }
}

/// The platform's choice: a switch.
public struct DefaultToggleStyle: ToggleStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard toggle in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "automatic" }
}

/// A switch beside the label.
public struct SwitchToggleStyle: ToggleStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard toggle in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "switch" }
}

/// A button that shows whether it is on by its fill.
public struct ButtonToggleStyle: ToggleStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard toggle in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "button" }
}

/// A check box before the label, as on macOS.
public struct CheckboxToggleStyle: ToggleStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard toggle in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "checkbox" }
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
        chooseStyle(style, for: (any ToggleStyle).self, configuration: ToggleStyleConfiguration.self) {
            AnyView(style.makeBody(configuration: $0))
        }
    }
}
