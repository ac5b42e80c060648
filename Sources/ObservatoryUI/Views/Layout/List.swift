/// A scrolling column of rows, optionally grouped in sections.
///
/// ```swift
/// List {
///     Section("Today") { ForEach(store.items) { Text($0.title) } }
/// }
/// List(store.items) { item in Text(item.title) }
/// List(names, id: \.self, rowContent: Text.init)
/// ```
///
/// Its children are the rows' elements (a `ForEach` with `.onDelete` or
/// `.onMove` makes `row` elements, attributes `deletable`, `movable` and
/// `offset`). Attributes: `listStyle` from `.listStyle(_:)`, `editing` while
/// the edit mode is active.
///
/// With a selection, each row is an `option` element (attributes `selected`
/// and `selection`) that a tap chooses:
///
/// ```swift
/// @State private var selected: Habit.ID?
/// List(habits, selection: $selected) { Text($0.name) }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View {
    let rows: Content
    /// The selection of `List(selection:)`, given to the rows.
    var selection: ListSelection? = nil
}

extension List where SelectionValue == Never {
    /// A list of the given rows.
    public init(@ViewBuilder content: () -> Content) {
        rows = content()
    }

    /// A row for each `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        rows = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        rows = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each integer of a constant range.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        rows = ForEach(data, content: rowContent)
    }
}

extension List: ElementView {
    static var role: ElementRole { .list }

    static var lazyHostKind: LazyHostKind { .container }

    /// The rows, with the list's selection and its lazy-container mark in
    /// their environment (one writer for both).
    var content: some View {
        let selection = self.selection
        return rows.modifier(EnvironmentWriter(value: selection?.binding as Any) {
            $0.listSelection = selection
            $0.lazyContainer = .list
        })
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes: [String: String] = [:]
        if let style = environment.listStyle { attributes["listStyle"] = style }
        if environment.editMode?.wrappedValue.isEditing == true { attributes["editing"] = "true" }
        if environment.scrollContentBackground == .hidden { attributes["background"] = "hidden" }
        let minRowHeight = environment.defaultMinListRowHeight
        if minRowHeight != 44 { attributes["minRowHeight"] = minRowHeight.attributeValue }
        environment.addContentMargins(to: &attributes)
        return attributes
    }
}

extension List {
    /// A list whose rows can be selected one at a time: tapping a row sets
    /// `selection` to its tag (a `ForEach` element's id, or `.tag(_:)`).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        rows = content()
        self.selection = selection.map { ListSelection(single: $0) }
    }

    /// A list whose selected row is always `selection`'s value. (Disfavoured:
    /// a `Set` binding means several rows, as in SwiftUI.)
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        rows = content()
        self.selection = selection.map { ListSelection(required: $0) }
    }

    /// A list whose rows can be selected together: tapping a row adds its
    /// tag to `selection`, or removes it.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        rows = content()
        self.selection = selection.map { ListSelection(multiple: $0) }
    }

    /// A row for each `Identifiable` element of `data`, selected one at a time by id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row for each `Identifiable` element of `data`, selected together by id.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data` identified by `id`, selected one at a time.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of `data` identified by `id`, selected together.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each element of the bound collection, selected one at a time by id.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, Content == ForEach<BoundElements<C, C.Element.ID>, C.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A row for each element of the bound collection, selected together by id.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where C.Element: Identifiable, Content == ForEach<BoundElements<C, C.Element.ID>, C.Element.ID, RowContent> {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}
