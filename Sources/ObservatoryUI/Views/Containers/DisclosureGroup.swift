/// A label that shows or hides its content when tapped.
///
/// ```swift
/// DisclosureGroup("Advanced") { Toggle("Debug", isOn: $debug) }
/// DisclosureGroup(isExpanded: $showsDetails) { DetailView() } label: { Label("Details", systemImage: "info") }
/// ```
///
/// The content is mounted while expanded and leaves the tree when
/// collapsed. Renders a `disclosureGroup` element (attribute `isExpanded`):
/// a `label` slot, then the content; event `tap` switches it.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpansion = false

    /// A group that keeps whether it is expanded itself (collapsed at first).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = nil
    }

    /// A group whose expansion is bound to `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let expanded = isExpanded ?? $ownExpansion
        // Read here, so that this body (which builds the content) re-runs
        // when the group opens or closes.
        let shown = expanded.wrappedValue ? content : nil
        return DisclosureElement(label: label, contents: shown, isExpanded: expanded)
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `title` whose expansion is bound to `isExpanded`.
    public init(_ title: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }

    /// A group titled `title` whose expansion is bound to `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// The element of a ``DisclosureGroup``.
struct DisclosureElement<Label: View, Contents: View>: ElementView {
    let label: Label
    /// The content while expanded, nil while collapsed.
    let contents: Contents?
    let isExpanded: Binding<Bool>

    static var role: ElementRole { .disclosureGroup }
    static var isInteractive: Bool { true }

    var content: TupleView<(Slot<Label>, Contents?)> {
        TupleView((Slot("label", content: label), contents))
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        ["isExpanded": String(isExpanded.wrappedValue)]
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard event == .tap else { return false }
        isExpanded.wrappedValue.toggle()
        return true
    }
}
