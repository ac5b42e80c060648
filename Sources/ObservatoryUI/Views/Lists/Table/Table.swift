import Foundation

/// Rows of values in columns, with a title row: SwiftUI's `Table`.
///
/// ```swift
/// Table(expenses, selection: $selected, sortOrder: $order) {
///     TableColumn("Item", value: \.title)
///     TableColumn("Amount", value: \.amount) { Text($0.amount, format: .currency(code: "USD")) }
/// }
/// .onChange(of: order) { expenses.sort(using: order) }
/// ```
///
/// A page draws it as a list whose first row is the column titles and
/// whose rows lay their cells out in the same columns, as an iPad or a Mac
/// does (an iPhone shows only the first column). Selection is the list's:
/// tapping a row selects it. Tapping a sortable column's title sorts by it,
/// and tapping it again reverses the order.
public struct Table<Value: Identifiable, Rows, Columns: TableColumnContent>: View {
    let rows: [Value]
    let columns: [TableColumnDescription<Value>]
    let selection: TableSelection<Value.ID>
    let sortOrder: TableSortOrder<Value>?

    init(
        rows: [Value], columns: Columns, selection: TableSelection<Value.ID>, sortOrder: TableSortOrder<Value>?
    ) {
        self.rows = rows
        // The builder makes columns of `Value` (its `RowValue`); a
        // same-type requirement on `Columns` would keep Swift from inferring
        // the root of `TableColumn("Name", value: \.name)`.
        self.columns = columns._tableColumns.compactMap { $0 as? TableColumnDescription<Value> }
        self.selection = selection
        self.sortOrder = sortOrder
    }

    /// The table drawn as a list: the title row, then a row per value.
    public var body: some View {
        TableBody(rows: rows, columns: columns, selection: selection, sortOrder: sortOrder)
    }
}

/// How a table's rows are selected: not at all, one, or several.
enum TableSelection<ID: Hashable> {
    case none
    case single(Binding<ID?>)
    case multiple(Binding<Set<ID>>)
}

/// A table's sort order, and how a tap on a column's title changes it.
struct TableSortOrder<Value> {
    /// The comparator the table sorts by first, if it is one a column makes.
    let current: @MainActor () -> (any SortComparator)?
    /// Sorts by `comparator` first (a column's title was tapped).
    let sort: @MainActor (any SortComparator) -> Void

    @MainActor init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        current = { binding.wrappedValue.first }
        sort = { comparator in
            guard var chosen = comparator as? Sort else { return }
            var order = binding.wrappedValue
            // The column it sorts by already: the other way round.
            if let first = order.first, Self.sameKey(first, chosen) {
                chosen.order = first.order == .forward ? .reverse : .forward
                order.removeFirst()
            } else {
                order.removeAll { Self.sameKey($0, chosen) }
            }
            order.insert(chosen, at: 0)
            binding.wrappedValue = order
        }
    }

    /// Whether two comparators sort by the same thing, whatever their order.
    static func sameKey<Sort: SortComparator>(_ lhs: Sort, _ rhs: Sort) -> Bool {
        var left = lhs, right = rhs
        left.order = .forward
        right.order = .forward
        return left == right
    }
}

extension Table where Rows == [Value] {
    /// A table of `data`, with the columns `columns` builds.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .none, sortOrder: nil)
    }

    /// A table of `data` whose rows are selected one at a time.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .single(selection), sortOrder: nil)
    }

    /// A table of `data` whose rows are selected several at a time.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .multiple(selection), sortOrder: nil)
    }

    /// A table of `data` sorted as `sortOrder` says: tapping a column's title changes it.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .none, sortOrder: TableSortOrder(sortOrder))
    }

    /// A sortable table of `data` whose rows are selected one at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(
            rows: Array(data), columns: columns(), selection: .single(selection), sortOrder: TableSortOrder(sortOrder))
    }

    /// A sortable table of `data` whose rows are selected several at a time.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> Columns
    ) where Data.Element == Value {
        self.init(
            rows: Array(data), columns: columns(), selection: .multiple(selection),
            sortOrder: TableSortOrder(sortOrder))
    }
}

/// What a ``Table`` draws: a list with a title row, then a row per value
/// whose cells share the titles' columns.
struct TableBody<Value: Identifiable>: View {
    let rows: [Value]
    let columns: [TableColumnDescription<Value>]
    let selection: TableSelection<Value.ID>
    let sortOrder: TableSortOrder<Value>?
    @Environment(\.tableStyleName) private var styleName

    var body: some View {
        let list = Group {
            switch selection {
            case .none: List { content }
            case .single(let binding): List(selection: binding) { content }
            case .multiple(let binding): List(selection: binding) { content }
            }
        }
        switch styleName {
        case "inset", "bordered": list.listStyle(.inset)
        default: list.listStyle(.plain)
        }
    }

    @ViewBuilder private var content: some View {
        Section {
            ForEach(rows) { row in
                cells { column in column.cell(row) }
            }
        } header: {
            cells { column in AnyView(title(of: column)) }
        }
    }

    /// One row: a cell per column, each in its column's width.
    private func cells(_ view: @escaping @MainActor (TableColumnDescription<Value>) -> AnyView) -> some View {
        HStack(spacing: 12) {
            ForEach(columns.indices, id: \.self) { index in
                let column = columns[index]
                let alignment = Alignment(horizontal: column.alignment, vertical: .center)
                if let width = column.width {
                    view(column).frame(minWidth: width.min, idealWidth: width.ideal, maxWidth: width.max, alignment: alignment)
                } else {
                    view(column).frame(maxWidth: .infinity, alignment: alignment)
                }
            }
        }
        // The cells are not rows of the list's selection (the title row
        // would otherwise be selectable, cell by cell).
        .modifier(EnvironmentWriter(value: true) { $0.listSelection = nil })
    }

    /// A column's title: a button that sorts by it, when it sorts and the
    /// table has a sort order, with an arrow on the column sorted by.
    @ViewBuilder private func title(of column: TableColumnDescription<Value>) -> some View {
        if let sortOrder, let comparator = column.comparator {
            Button {
                sortOrder.sort(comparator)
            } label: {
                HStack(spacing: 4) {
                    column.label
                    if let arrow = arrow(for: comparator, in: sortOrder) { Image(systemName: arrow).imageScale(.small) }
                }
            }
            .buttonStyle(.plain)
            .accessibilityLabel(column.title)
        } else {
            column.label
        }
    }

    /// `chevron.up` or `chevron.down` on the column sorted by first.
    private func arrow(for comparator: any SortComparator, in sortOrder: TableSortOrder<Value>) -> String? {
        guard let current = sortOrder.current(), sameKey(current, comparator) else { return nil }
        return isForward(current) ? "chevron.up" : "chevron.down"
    }

    private func isForward(_ comparator: some SortComparator) -> Bool { comparator.order == .forward }

    private func sameKey<A: SortComparator>(_ lhs: A, _ rhs: any SortComparator) -> Bool {
        guard let rhs = rhs as? A else { return false }
        return TableSortOrder<Value>.sameKey(lhs, rhs)
    }
}
