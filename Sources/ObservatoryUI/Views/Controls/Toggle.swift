/// A switch bound to a Boolean.
///
/// ```swift
/// Toggle("Notifications", isOn: $settings.sendNotifications)
/// ```
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

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

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["isOn": isOn.wrappedValue ? "true" : "false"]
        // `.tint(_:)` colors the switch when on, as in SwiftUI; green otherwise.
        if let tint = environment.tint { attributes["tint"] = tint.styleDescription }
        if let style = environment.styleName(for: (any ToggleStyle).self) { attributes["toggleStyle"] = style }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
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
