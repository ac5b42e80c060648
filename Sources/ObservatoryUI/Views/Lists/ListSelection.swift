/// What `List(selection:)` tells the rows inside: whether a row's tag is
/// selected, and how to select one. Rows read it in their attributes, so a
/// change of the selection re-resolves exactly the rows whose state changes.
struct ListSelection {
    /// Whether several rows can be selected (a `Set` binding).
    let allowsMultiple: Bool
    /// Whether the row tagged `tag` is selected (reads the binding: observed).
    let isSelected: @MainActor (AnyHashable) -> Bool
    /// The user chose the row tagged `tag`: a single selection takes it, a
    /// multiple one adds or removes it. A tag of another type is ignored.
    let choose: @MainActor (AnyHashable) -> Void
    /// The binding, compared to decide whether the rows must update.
    let binding: Any

    @MainActor
    init<Value: Hashable>(single binding: Binding<Value?>) {
        allowsMultiple = false
        isSelected = { tag in (tag.base as? Value).map { binding.wrappedValue == $0 } ?? false }
        choose = { tag in if let value = tag.base as? Value { binding.wrappedValue = value } }
        self.binding = binding
    }

    @MainActor
    init<Value: Hashable>(required binding: Binding<Value>) {
        allowsMultiple = false
        isSelected = { tag in (tag.base as? Value).map { binding.wrappedValue == $0 } ?? false }
        choose = { tag in if let value = tag.base as? Value { binding.wrappedValue = value } }
        self.binding = binding
    }

    @MainActor
    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        allowsMultiple = true
        isSelected = { tag in (tag.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
        choose = { tag in
            guard let value = tag.base as? Value else { return }
            if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
        }
        self.binding = binding
    }

    /// The attributes of a row tagged `tag`: `selected` and `selection` (`single` or `multiple`).
    @MainActor
    func attributes(for tag: AnyHashable) -> [String: String] {
        ["selected": isSelected(tag) ? "true" : "false", "selection": allowsMultiple ? "multiple" : "single"]
    }
}

private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelection? { nil }
}

extension EnvironmentValues {
    /// The selection of the enclosing `List(selection:)`, for its rows (not
    /// for the views inside a row).
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}

/// A row of a list with a selection, made for each element of a `ForEach`:
/// an `option` element tagged with the element's id, or with the tag of an
/// explicitly tagged view in its content (`Text(item.name).tag(item)`).
/// Attributes `selected`, `selection`; a tap chooses it.
struct SelectableRow<Content: View>: ElementView {
    let rowID: AnyHashable
    let rowContent: Content

    static var role: ElementRole { .option }
    static var isInteractive: Bool { true }
    static var readsChildren: Bool { true }

    /// The content, where views no longer see the list's selection (a
    /// `ForEach` inside a row makes no rows of its own).
    var content: some View {
        rowContent.modifier(EnvironmentWriter(value: true) { $0.listSelection = nil })
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] { [:] }

    func attributes(in environment: EnvironmentValues, element: Element) -> [String: String] {
        if element.disablesSelection { return [:] }
        return environment.listSelection?.attributes(for: Self.tag(of: element, default: rowID)) ?? [:]
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues, element: Element) -> Bool {
        guard event == .tap, !element.disablesSelection, let selection = environment.listSelection else { return false }
        selection.choose(Self.tag(of: element, default: rowID))
        return true
    }

    /// The tag of the first tagged view in the row, else `rowID`.
    static func tag(of element: Element, default rowID: AnyHashable) -> AnyHashable {
        element.descendants().dropFirst().first { $0.role == .option && $0.tag != nil }?.tag ?? rowID
    }
}
