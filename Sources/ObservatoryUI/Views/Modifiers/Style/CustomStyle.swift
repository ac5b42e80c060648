/// A style with a body of its own (`makeBody(configuration:)`), erased to the
/// function that draws a control's configuration: what `.buttonStyle(_:)`,
/// `.toggleStyle(_:)` and `.labelStyle(_:)` store for a style that is not
/// one of the built-in, named ones.
struct CustomStyle<Configuration> {
    /// Draws the control described by a configuration.
    let makeBody: @MainActor (Configuration) -> AnyView
}

/// The environment key of the custom style for one configuration type: one
/// generic key instead of one per control.
private struct CustomStyleKey<Configuration>: EnvironmentKey {
    static var defaultValue: CustomStyle<Configuration>? { nil }
}

extension EnvironmentValues {
    /// The custom style that draws controls configured by `configuration`, if one was chosen.
    func customStyle<Configuration>(for configuration: Configuration.Type) -> CustomStyle<Configuration>? {
        self[CustomStyleKey<Configuration>.self]
    }

    /// Chooses the custom style for `configuration`, or none (the named style then draws).
    mutating func setCustomStyle<Configuration>(
        _ style: CustomStyle<Configuration>?, for configuration: Configuration.Type
    ) {
        self[CustomStyleKey<Configuration>.self] = style
    }
}

extension View {
    /// Chooses `style` for the controls of `kind`: a built-in style by its
    /// name; any other by the body it draws a configuration with (and the
    /// name `custom`). What `.toggleStyle(_:)` and `.labelStyle(_:)` do.
    func chooseStyle<Kind, Configuration>(
        _ style: Any, for kind: Kind.Type, configuration: Configuration.Type,
        makeBody: @escaping @MainActor (Configuration) -> AnyView
    ) -> some View {
        let name = styleName(of: style)
        let custom = style is any NamedStyle ? nil : CustomStyle(makeBody: makeBody)
        return modifier(EnvironmentWriter(value: style) {
            $0.setStyleName(name, for: kind)
            $0.setCustomStyle(custom, for: configuration)
        })
    }
}

/// A control drawn by a custom style: the style's `makeBody` runs as a body,
/// so that what it reads (a toggle's `isOn`) updates it.
struct CustomStyleBody<Configuration>: View {
    let style: CustomStyle<Configuration>
    let configuration: Configuration

    var body: AnyView { style.makeBody(configuration) }
}
