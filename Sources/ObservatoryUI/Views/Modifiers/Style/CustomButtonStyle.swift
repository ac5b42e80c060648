/// A button look of your own: `makeBody(configuration:)` draws the button's
/// label, which stays tappable, and can show whether it is pressed.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 16).padding(.vertical, 8)
///             .background(.blue, in: Capsule())
///             .opacity(configuration.isPressed ? 0.6 : 1)
///     }
/// }
/// Button("Save") { save() }.buttonStyle(PillStyle())
/// ```
///
/// The page reports when the pointer goes down on the button and when it
/// is released, so `isPressed` follows the press (one round trip behind it).
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The view that draws a button.
    associatedtype Body: View
    /// Draws a button from its label and state.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What `makeBody` is given.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` draws: the button's label, role and press state.
public struct ButtonStyleConfiguration {
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
    /// Whether the pointer is down on the button.
    public let isPressed: Bool
}

extension View {
    /// Draws the buttons in this view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let custom = CustomStyle<ButtonStyleConfiguration> { AnyView(style.makeBody(configuration: $0)) }
        return modifier(EnvironmentWriter(value: style) {
            $0.buttonStyle = "custom"
            $0.setCustomStyle(custom, for: ButtonStyleConfiguration.self)
            $0.setCustomStyle(nil, for: PrimitiveButtonStyleConfiguration.self)
        })
    }
}

extension ButtonStyleConfiguration.Label: TransparentView {
    var transparentContent: (any View)? { view }
}

/// A button's label drawn by a custom ``ButtonStyle``: it keeps whether the
/// button is pressed, from the page's press reports.
struct CustomStyledButtonLabel<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let style: CustomStyle<ButtonStyleConfiguration>
    @State private var isPressed = false

    var body: some View {
        let configuration = ButtonStyleConfiguration(role: role, label: .init(view: AnyView(label)), isPressed: isPressed)
        let pressed = $isPressed
        return style.makeBody(configuration).recognizing(
            _GestureRecognizer(kind: .press) { event in
                guard case .longPress(let phase) = event else { return false }
                pressed.wrappedValue = phase == .began
                return true
            },
            priority: .simultaneous)
    }
}
