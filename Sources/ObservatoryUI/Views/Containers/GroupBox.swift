/// Content on a rounded background, with an optional label above it.
///
/// ```swift
/// GroupBox("Today") { Text("3 habits left") }
/// GroupBox { Chart() } label: { Label("Trend", systemImage: "chart.line.uptrend.xyaxis") }
/// ```
///
/// Renders a `groupBox` element: a `label` slot (when there is a label), then the content.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label?
    let contents: Content

    /// A box with a label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.contents = content()
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.label = nil
        self.contents = content()
    }
}

extension GroupBox where Label == Text {
    /// A box titled `title`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A box titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox: ElementView {
    static var role: ElementRole { .groupBox }

    var content: TupleView<(Slot<Label>?, Content)> {
        TupleView((label.map { Slot("label", content: $0) }, contents))
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] { [:] }
}

/// Controls shown as one group, side by side: `ControlGroup { Button…; Button… }`.
///
/// Renders a `controlGroup` element whose children are the controls (and a
/// `label` slot first, when there is a label).
public struct ControlGroup<Label: View, Content: View>: View {
    let label: Label?
    let contents: Content

    /// A group of controls.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
        self.label = nil
        self.contents = content()
    }

    /// A group of controls with a label (shown by a menu, read to assistive technology).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.contents = content()
    }
}

extension ControlGroup where Label == Text {
    /// A group of controls titled `title`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension ControlGroup: ElementView {
    static var role: ElementRole { .controlGroup }

    var content: TupleView<(Slot<Label>?, Content)> {
        TupleView((label.map { Slot("label", content: $0) }, contents))
    }

    static var contentFollowsEnvironment: Bool { true }

    /// `.menu` and `.compactMenu` styles: a menu titled by the label.
    func replacementContent(in environment: EnvironmentValues) -> (any View)? {
        guard let label, Self.isMenu(environment) else { return nil }
        return Menu(content: { contents }, label: { label })
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        guard let style = environment.styleName(for: (any ControlGroupStyle).self), style != "automatic" else { return [:] }
        return ["controlGroupStyle": Self.isMenu(environment) && label != nil ? "menu" : style]
    }

    private static func isMenu(_ environment: EnvironmentValues) -> Bool {
        ["menu", "compactMenu"].contains(environment.styleName(for: (any ControlGroupStyle).self) ?? "")
    }
}
