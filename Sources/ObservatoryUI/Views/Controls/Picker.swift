/// A control that selects one of its tagged options, bound to the selection.
///
/// ```swift
/// Picker("Sort", selection: $store.ascending) {
///     Text("A→Z").tag(true)
///     Text("Z→A").tag(false)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// Its `option` children are the views tagged with `.tag(_:)`, and the rows
/// of a `ForEach` among the options, tagged with their ids (`ForEach(colors,
/// id: \.self) { Text($0) }` selects a color); a custom label
/// comes first, in a `label` slot. Attributes: `label` (a string title),
/// `selection` (the index among the options of the one whose tag equals the
/// selection, or -1), `style` (from `.pickerStyle`). Event: `select(index)`
/// sets the selection to that option's tag; `tap` on a `.navigationLink`
/// picker pushes a screen of its options.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let title: String?
    let label: Label
    let selection: Binding<SelectionValue>
    let options: Content

    /// A picker with a custom label.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        title = nil
        self.label = label()
        self.selection = selection
        options = content()
    }

    /// A picker with a custom label, given before the options.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder label: () -> Label, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: label)
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init(_ title: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.title = title.resolved
        label = Text(title)
        self.selection = selection
        options = content()
    }

    /// A picker titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.title = String(title)
        label = Text(title)
        self.selection = selection
        options = content()
    }
}

extension Picker: ElementView {
    static var role: ElementRole { .picker }
    static var isInteractive: Bool { true }
    static var readsChildren: Bool { true }

    /// The label slot (for a custom label), then the options, in which a
    /// `ForEach` tags each row with its id as SwiftUI does.
    var content: TupleView<(Slot<Label>?, ModifiedContent<Content, EnvironmentWriter>)> {
        TupleView((
            title == nil ? Slot("label", content: label) : nil,
            options.modifier(EnvironmentWriter(value: true) { $0.tagsForEachRows = true })
        ))
    }

    /// Unused: a picker's attributes need its element (see below).
    func attributes(in environment: EnvironmentValues) -> [String: String] {
        [:]
    }

    func attributes(in environment: EnvironmentValues, element: Element) -> [String: String] {
        let current = selection.wrappedValue
        let index = Self.options(of: element).firstIndex { Self.value(of: $0) == current }
        var attributes = ["selection": String(index ?? -1)]
        if let title { attributes["label"] = title }
        if let style = environment.pickerStyle {
            // Without a stack to push onto, a `.navigationLink` picker is a menu.
            attributes["style"] = style == "navigationLink" && environment.navigator == nil ? "menu" : style
        }
        // The options screen this picker pushed shows its options as drawn now.
        if let linked = environment.navigator?.linkedDestination(from: element.id) {
            linked.view.value = optionsScreen
        }
        return attributes
    }

    /// The screen a `.navigationLink` picker pushes.
    private var optionsScreen: AnyView {
        AnyView(PickerOptionsScreen(title: title ?? "", selection: selection, options: options))
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues, element: Element) -> Bool {
        if event == .tap {
            // A `.navigationLink` picker's row pushes its options.
            guard environment.pickerStyle == "navigationLink", let navigator = environment.navigator else { return false }
            navigator.push(.link(LinkedDestination(source: element.id, view: optionsScreen)))
            return true
        }
        guard case .select(let index) = event else { return false }
        let options = Self.options(of: element)
        guard options.indices.contains(index), let value = Self.value(of: options[index]) else { return false }
        selection.wrappedValue = value
        return true
    }

    /// The option elements among the picker's children.
    private static func options(of element: Element) -> [Element] {
        element.children.filter { $0.role == .option }
    }

    /// The option's tag as a selection value, if it is one.
    private static func value(of option: Element) -> SelectionValue? {
        option.tag?.base as? SelectionValue
    }
}
