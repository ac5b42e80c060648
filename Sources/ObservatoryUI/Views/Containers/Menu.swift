/// A button that opens a list of actions.
///
/// ```swift
/// Menu("Sort") {
///     Button("By name") { sort = .name }
///     Button("By date") { sort = .date }
/// }
/// Menu { … } label: { Label("More", systemImage: "ellipsis.circle") } primaryAction: { share() }
/// ```
///
/// Opening and closing the list happens in the browser alone (like a
/// native menu, it is not app state); choosing an item taps its button and
/// closes the list. With `primaryAction`, a tap on the label runs it and the
/// list opens from its own disclosure button. Renders a `menu` element: a
/// `label` slot, then the items.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let items: Content
    let primaryAction: (@MainActor () -> Void)?

    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.items = content()
        self.primaryAction = nil
    }

    /// A menu whose label runs `primaryAction` when tapped.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.label = label()
        self.items = content()
        self.primaryAction = primaryAction
    }
}

extension Menu where Label == Text {
    /// A menu titled `title` whose title runs `primaryAction` when tapped.
    public init(
        _ title: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }

    /// A menu titled `title` whose title runs `primaryAction` when tapped.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }

    /// A menu titled `title`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == ObservatoryUI.Label<Text, Image> {
    /// A menu titled `title` with the symbol `systemImage`.
    public init(_ title: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ObservatoryUI.Label(title, systemImage: systemImage) }
    }
}

extension Menu: ElementView {
    static var role: ElementRole { .menu }
    static var isInteractive: Bool { true }

    /// The label slot, then the items, in which a `Picker` shows its
    /// options inline, as items, as SwiftUI's does in a menu.
    var content: TupleView<(Slot<Label>, ModifiedContent<Content, EnvironmentWriter>)> {
        TupleView((Slot("label", content: label), items.modifier(EnvironmentWriter(value: "inline") { $0.pickerStyle = "inline" })))
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = primaryAction == nil ? [:] : ["primaryAction": "true"]
        if let style = environment.styleName(for: (any MenuStyle).self) { attributes["menuStyle"] = style }
        if environment.menuIndicatorVisibility == .hidden { attributes["menuIndicator"] = "hidden" }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard event == .tap, let primaryAction else { return false }
        primaryAction()
        return true
    }
}
