/// A switch bound to a Boolean.
///
/// ```swift
/// Toggle("Notifications", isOn: $settings.sendNotifications)
/// ```
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    /// Whether this is a toggle a custom ``ToggleStyle`` made around its
    /// configuration's label (`Toggle(configuration)`), which that style must
    /// not draw again. Told by the label's type.
    var drawsStyleConfiguration: Bool { Label.self == ToggleStyleConfiguration.Label.self }

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
}

extension Toggle where Label == Text {
    /// A toggle whose label is `title`.
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }

    /// A toggle whose label is `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle: ElementView {
    static var role: ElementRole { .toggle }
    static var isInteractive: Bool { true }

    var content: Label { label }

    static var contentFollowsEnvironment: Bool { true }

    /// A custom style's body, when one draws this toggle.
    func replacementContent(in environment: EnvironmentValues) -> (any View)? {
        customStyle(in: environment).map {
            CustomStyleBody(style: $0, configuration: ToggleStyleConfiguration(label: .init(view: AnyView(label)), isOn: isOn))
        }
    }

    /// The custom style that draws this toggle, if one does: the toggle is
    /// then no control of its own, only what the style draws.
    private func customStyle(in environment: EnvironmentValues) -> CustomStyle<ToggleStyleConfiguration>? {
        drawsStyleConfiguration ? nil : environment.customStyle(for: ToggleStyleConfiguration.self)
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        if customStyle(in: environment) != nil { return ["toggleStyle": "custom"] }
        var attributes = ["isOn": isOn.wrappedValue ? "true" : "false"]
        // `.tint(_:)` colors the switch when on, as in SwiftUI; green otherwise.
        if let tint = environment.tint { attributes["tint"] = tint.styleDescription }
        if let style = environment.styleName(for: (any ToggleStyle).self), style != "custom" {
            attributes["toggleStyle"] = style
        }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard customStyle(in: environment) == nil else { return false }
        switch event {
        case .toggle(let value):
            isOn.wrappedValue = value
        case .tap:
            isOn.wrappedValue.toggle()
        default:
            return false
        }
        return true
    }
}
