/// A control that runs an action when tapped.
///
/// ```swift
/// Button("Increment") { model.count += 1 }
/// Button { store.toggle(habit) } label: { Text("Done") }
/// ```
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void
    /// Whether this is a button a custom ``PrimitiveButtonStyle`` made around
    /// its configuration's label (`Button(configuration)`), which that style
    /// must not draw again. Told by the label's type, so that a button
    /// stores nothing for it.
    var drawsStyleConfiguration: Bool { Label.self == PrimitiveButtonStyleConfiguration.Label.self }

    /// A button with a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = nil
        self.action = action
    }

    /// A button with a role (destructive, cancel) and a custom label.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }
}

extension Button where Label == Text {
    /// A button whose label is `title`.
    public init(_ title: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button whose label is `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a role whose label is `title`.
    public init(_ title: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// The purpose of a button, which renderers show (a destructive button is red).
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes or discards data.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels the current operation.
    public static let cancel = ButtonRole(name: "cancel")
}

extension Button: ElementView {
    static var role: ElementRole { .button }
    static var isInteractive: Bool { true }

    var content: Label { label }

    static var contentFollowsEnvironment: Bool { true }

    /// A custom style's body, when one draws this button.
    func replacementContent(in environment: EnvironmentValues) -> (any View)? {
        if let primitive = primitiveStyle(in: environment) {
            let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(view: AnyView(label)), action: action)
            return CustomStyleBody(style: primitive, configuration: configuration)
        }
        if let style = environment.customStyle(for: ButtonStyleConfiguration.self) {
            return CustomStyledButtonLabel(label: label, role: role, style: style)
        }
        return nil
    }

    /// The custom primitive style that draws this button, if one does: it
    /// then decides when the action runs, and the button is not a control
    /// of its own.
    private func primitiveStyle(in environment: EnvironmentValues) -> CustomStyle<PrimitiveButtonStyleConfiguration>? {
        drawsStyleConfiguration ? nil : environment.customStyle(for: PrimitiveButtonStyleConfiguration.self)
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes: [String: String] = [:]
        if let role { attributes["role"] = role.name }
        if primitiveStyle(in: environment) != nil {
            attributes["buttonStyle"] = "primitive"
        } else if let style = environment.buttonStyle {
            attributes["buttonStyle"] = style
        }
        if let tint = environment.tint { attributes["tint"] = tint.styleDescription }
        if let shortcut = environment.keyboardShortcut { attributes["shortcut"] = shortcut.attributeValue }
        if environment.controlSize != .regular { attributes["controlSize"] = environment.controlSize.rawValue }
        let shape = environment.buttonBorderShape
        if shape != .automatic {
            attributes["borderShape"] = shape.name
            if let radius = shape.radius { attributes["borderRadius"] = radius.attributeValue }
        }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard event == .tap, primitiveStyle(in: environment) == nil else { return false }
        action()
        // A button among an alert's actions dismisses the alert, after its action.
        environment.presentationDismissal?()
        return true
    }
}

extension Button where Label == ObservatoryUI.Label<Text, Image> {
    /// A button labelled with `title` and the symbol `systemImage`.
    public init(_ title: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ObservatoryUI.Label(title, systemImage: systemImage) }
    }

    /// A button labelled with `title` and the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ObservatoryUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with `title` and the symbol `systemImage`.
    public init(
        _ title: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { ObservatoryUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with `title` and the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { ObservatoryUI.Label(title, systemImage: systemImage) }
    }
}
