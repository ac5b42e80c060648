/// A built-in style (button, text field, picker, list) that renderers know by name.
protocol NamedStyle {
    /// The attribute value: `borderedProminent`, `roundedBorder`, `segmented`…
    var styleName: String { get }
}

/// The name of `style`; `custom` for styles renderers don't know.
func styleName(of style: Any) -> String {
    (style as? any NamedStyle)?.styleName ?? "custom"
}

/// The environment key of the style chosen for one kind of view, such as
/// `NamedStyleKey<any LabelStyle>`: one generic key instead of one per kind.
private struct NamedStyleKey<Kind>: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The name of the style chosen for `kind` in this environment
    /// (`.labelStyle(.iconOnly)` chooses `LabelStyle`'s), if one was.
    func styleName<Kind>(for kind: Kind.Type) -> String? {
        self[NamedStyleKey<Kind>.self]
    }

    /// Chooses the style named `name` for `kind`.
    mutating func setStyleName<Kind>(_ name: String, for kind: Kind.Type) {
        self[NamedStyleKey<Kind>.self] = name
    }
}

extension View {
    /// Chooses `style` for the views of `kind` in this view: what
    /// `.labelStyle(_:)`, `.tabViewStyle(_:)` and `.gaugeStyle(_:)` do.
    func namedStyle<Kind>(_ style: Any, for kind: Kind.Type) -> some View {
        let name = styleName(of: style)
        return modifier(EnvironmentWriter(value: name) { $0.setStyleName(name, for: kind) })
    }
}
