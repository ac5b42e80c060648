/// A control that pushes a screen onto the enclosing navigation stack: a
/// destination view, or a value that a `navigationDestination(for:)` shows.
///
/// ```swift
/// NavigationLink(habit.title) { HabitDetailView(habit: habit) }
/// NavigationLink(todo.title, value: todo.id)
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: Target

    enum Target {
        case view(AnyView)
        case value(AnyHashable?)
    }

    /// A link that pushes `destination`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(AnyView(destination()))
    }

    /// A link that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(AnyView(destination))
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination`.
    public init(_ title: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `destination`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `destination` (the iOS 13 spelling).
    public init(_ title: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `destination` (the iOS 13 spelling).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`; a `navigationDestination(for:)` builds its screen.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link titled `title` that pushes `value`.
    public init<P: Hashable>(_ title: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(title) }
    }

    /// A link titled `title` that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink: ElementView {
    static var role: ElementRole { .navigationLink }
    static var isInteractive: Bool { true }

    var content: Label { label }

    static var contentFollowsEnvironment: Bool { true }

    /// A custom `ButtonStyle`'s body around the label, as SwiftUI draws a
    /// link with the button style in effect.
    func replacementContent(in environment: EnvironmentValues) -> (any View)? {
        guard let style = environment.customStyle(for: ButtonStyleConfiguration.self) else { return nil }
        return CustomStyledButtonLabel(label: label, role: nil, style: style)
    }

    /// `disabled` without a stack to push onto, the pushed `value`, and the
    /// `buttonStyle` and `tint` a link is drawn with, as a button is.
    func attributes(in environment: EnvironmentValues, element: Element) -> [String: String] {
        // The screen this link pushed shows the destination it is drawn with now.
        if case .view(let view) = target, let linked = environment.navigator?.linkedDestination(from: element.id) {
            linked.view.value = view
        }
        return attributes(in: environment)
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes: [String: String] = [:]
        if environment.navigator == nil { attributes["disabled"] = "true" }
        if case .value(let value?) = target { attributes["value"] = String(describing: value.base) }
        if let style = environment.buttonStyle, style != "primitive" { attributes["buttonStyle"] = style }
        if let tint = environment.tint { attributes["tint"] = tint.styleDescription }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues, element: Element) -> Bool {
        guard event == .tap, let navigator = environment.navigator else { return false }
        switch target {
        case .view(let view):
            navigator.push(.link(LinkedDestination(source: element.id, view: view)))
        case .value(let value?):
            navigator.push(.value(value))
        case .value(nil):
            return false
        }
        return true
    }
}
