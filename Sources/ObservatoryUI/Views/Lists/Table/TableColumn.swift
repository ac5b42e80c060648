import Foundation

/// One column of a ``Table``: a title, and the view each row shows in it.
///
/// ```swift
/// Table(people, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Age", value: \.age) { person in Text("\(person.age)") }
///     TableColumn("Email") { person in Link(person.email, destination: person.mailto) }
///         .width(min: 160)
/// }
/// ```
///
/// A column made with `value:` is sortable: tapping its title sets the
/// table's `sortOrder` to a ``KeyPathComparator`` on that key path.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    /// The rows this column shows.
    public typealias TableRowValue = RowValue

    var column: TableColumnDescription<RowValue>

    /// This column as the table lays it out.
    public var _tableColumns: [TableColumnDescription<RowValue>] { [column] }
}

/// What a ``Table`` knows of a column: its title, the view of a row, how
/// wide it is, and how it sorts. Built by ``TableColumn``.
public struct TableColumnDescription<RowValue> {
    let label: AnyView
    let title: String
    let cell: @MainActor (RowValue) -> AnyView
    /// The comparator a tap on the title sorts by, when the column sorts.
    let comparator: (any SortComparator)?
    var width: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?)?
    var alignment: HorizontalAlignment = .leading
}

@MainActor
extension TableColumn where Sort == Never, Label == Text {
    /// A column titled `titleKey` whose rows show `content(row)`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        column = TableColumnDescription(
            label: AnyView(Text(titleKey)), title: titleKey.resolved, cell: { AnyView(content($0)) }, comparator: nil)
    }

    /// A column titled `title` whose rows show `content(row)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        column = TableColumnDescription(
            label: AnyView(Text(title)), title: String(title), cell: { AnyView(content($0)) }, comparator: nil)
    }
}

@MainActor
extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column titled `titleKey` showing each row's `value`, sortable by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        column = TableColumnDescription(
            label: AnyView(Text(titleKey)), title: titleKey.resolved, cell: { AnyView(Text($0[keyPath: value])) },
            comparator: KeyPathComparator(sendable(value)))
    }

    /// A column titled `title` showing each row's `value`, sortable by it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) {
        column = TableColumnDescription(
            label: AnyView(Text(title)), title: String(title), cell: { AnyView(Text($0[keyPath: value])) },
            comparator: KeyPathComparator(sendable(value)))
    }
}

@MainActor
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column titled `titleKey` whose rows show `content(row)`, sortable by `value`.
    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        column = TableColumnDescription(
            label: AnyView(Text(titleKey)), title: titleKey.resolved, cell: { AnyView(content($0)) },
            comparator: KeyPathComparator(sendable(value)))
    }

    /// A column titled `title` whose rows show `content(row)`, sortable by `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        column = TableColumnDescription(
            label: AnyView(Text(title)), title: String(title), cell: { AnyView(content($0)) },
            comparator: KeyPathComparator(sendable(value)))
    }
}

/// Where a column places its rows' views.
public struct TableColumnAlignment: Hashable, Sendable {
    let alignment: HorizontalAlignment
    /// The column's content direction's choice: leading.
    public static let automatic = TableColumnAlignment(alignment: .leading)
    /// At the leading edge.
    public static let leading = TableColumnAlignment(alignment: .leading)
    /// Centred.
    public static let center = TableColumnAlignment(alignment: .center)
    /// At the trailing edge (numbers).
    public static let trailing = TableColumnAlignment(alignment: .trailing)
    /// Numbers: at the trailing edge.
    public static let numeric = TableColumnAlignment(alignment: .trailing)
}

extension TableColumn {
    /// This column exactly `width` points wide (nil: as wide as its share).
    public func width(_ width: CGFloat?) -> TableColumn {
        var copy = self
        copy.column.width = width.map { (min: $0, ideal: $0, max: $0) }
        return copy
    }

    /// This column between `min` and `max` points wide.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        copy.column.width = (min: min, ideal: ideal, max: max)
        return copy
    }

    /// Where this column places its rows' views.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var copy = self
        copy.column.alignment = alignment.alignment
        return copy
    }

    /// Whether the column starts shown (a page shows every column).
    public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }

    /// The identifier under which the user's customisation of this column
    /// is saved. A page's tables cannot be customised.
    public func customizationID(_ id: String) -> TableColumn { self }
}

/// A key path as the `Sendable` one ``KeyPathComparator`` takes. Key paths
/// are immutable, so sharing one across tasks is safe; a literal such as
/// `\.name`, which is what tables are given, captures nothing.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}
