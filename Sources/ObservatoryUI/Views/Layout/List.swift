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
public struct List<SelectionValue: Hashable, Content: View>: View {
    let rows: Content
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

    var content: Content { rows }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes: [String: String] = [:]
        if let style = environment.listStyle { attributes["listStyle"] = style }
        if environment.editMode?.wrappedValue.isEditing == true { attributes["editing"] = "true" }
        if environment.scrollContentBackground == .hidden { attributes["background"] = "hidden" }
        return attributes
    }
}
