/// One row of a ``Table`` built with `Table(of:columns:rows:)`: the value
/// the columns show.
///
/// ```swift
/// Table(of: Expense.self) {
///     TableColumn("Item", value: \.item)
/// } rows: {
///     TableRow(Expense.opening)
///     ForEach(expenses) { TableRow($0) }
/// }
/// ```
public struct TableRow<Value: Identifiable>: TableRowContent {
    /// The value the row shows.
    public typealias TableRowValue = Value
    let value: Value

    /// A row showing `value`.
    public init(_ value: Value) {
        self.value = value
    }

    /// This row's value.
    public var _tableRowValues: [Value] { [value] }
}

/// A table row can stand in a `ForEach` of the rows builder. Drawn as a
/// view on its own it shows nothing: tables draw their rows.
extension TableRow: View {
    /// Nothing: a table draws its rows itself.
    public var body: EmptyView { EmptyView() }
}

/// Rows of a ``Table``: ``TableRow``s, `ForEach`es of them, in order.
public protocol TableRowContent {
    /// The value of each row.
    associatedtype TableRowValue: Identifiable
    /// The rows' values, in order.
    var _tableRowValues: [TableRowValue] { get }
}

/// Several rows in order, as ``TableRowBuilder`` builds them.
public struct TupleTableRowContent<Value: Identifiable, Rows>: TableRowContent {
    /// The value of each row.
    public typealias TableRowValue = Value
    /// The rows' values, in order.
    public let _tableRowValues: [Value]
}

/// Builds the rows of a ``Table`` from the statements of a closure.
@resultBuilder @MainActor
public enum TableRowBuilder<Value: Identifiable> {
    /// One row.
    public static func buildExpression(_ row: TableRow<Value>) -> TupleTableRowContent<Value, TableRow<Value>> {
        TupleTableRowContent(_tableRowValues: [row.value])
    }

    /// A row per element of a `ForEach`.
    public static func buildExpression<Data, ID>(
        _ rows: ForEach<Data, ID, TableRow<Value>>
    ) -> TupleTableRowContent<Value, ForEach<Data, ID, TableRow<Value>>> {
        TupleTableRowContent(_tableRowValues: rows.data.map { rows.content($0).value })
    }

    /// The first rows of a block.
    public static func buildPartialBlock<Rows>(first: TupleTableRowContent<Value, Rows>) -> TupleTableRowContent<Value, Rows> {
        first
    }

    /// The rows so far, then the next.
    public static func buildPartialBlock<Accumulated, Next>(
        accumulated: TupleTableRowContent<Value, Accumulated>, next: TupleTableRowContent<Value, Next>
    ) -> TupleTableRowContent<Value, (Accumulated, Next)> {
        TupleTableRowContent(_tableRowValues: accumulated._tableRowValues + next._tableRowValues)
    }

    /// The rows of an `if` without `else`: none when the condition is false.
    public static func buildOptional<Rows>(_ rows: TupleTableRowContent<Value, Rows>?) -> TupleTableRowContent<Value, Rows?> {
        TupleTableRowContent(_tableRowValues: rows?._tableRowValues ?? [])
    }

    /// The rows of the first branch of an `if`/`else`.
    public static func buildEither<T, F>(first: TupleTableRowContent<Value, T>) -> TupleTableRowContent<Value, (T, F)> {
        TupleTableRowContent(_tableRowValues: first._tableRowValues)
    }

    /// The rows of the second branch of an `if`/`else`.
    public static func buildEither<T, F>(second: TupleTableRowContent<Value, F>) -> TupleTableRowContent<Value, (T, F)> {
        TupleTableRowContent(_tableRowValues: second._tableRowValues)
    }
}

extension Table where Rows: TableRowContent, Rows.TableRowValue == Value {
    /// A table of the rows `rows` builds, each a `Value`.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows()._tableRowValues, columns: columns(), selection: .none, sortOrder: nil)
    }

    /// A table of the rows `rows` builds, selected one at a time.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows()._tableRowValues, columns: columns(), selection: .single(selection), sortOrder: nil)
    }

    /// A table of the rows `rows` builds, selected several at a time.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows()._tableRowValues, columns: columns(), selection: .multiple(selection), sortOrder: nil)
    }

    /// A table of the rows `rows` builds, sorted as `sortOrder` says.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows()._tableRowValues, columns: columns(), selection: .none, sortOrder: TableSortOrder(sortOrder))
    }
}
