/// Columns of a ``Table``: a ``TableColumn``, or several built by
/// ``TableColumnBuilder`` (with `if` and `if`/`else`).
public protocol TableColumnContent {
    /// The rows the columns show.
    associatedtype TableRowValue
    /// The columns, in order, as the table lays them out.
    var _tableColumns: [TableColumnDescription<TableRowValue>] { get }
}

/// Several columns in order.
public struct TupleTableColumnContent<RowValue, Columns>: TableColumnContent {
    /// The rows the columns show.
    public typealias TableRowValue = RowValue
    /// The columns, in order.
    public let _tableColumns: [TableColumnDescription<RowValue>]
}

/// Builds the columns of a ``Table`` from the statements of a closure.
@resultBuilder @MainActor
public enum TableColumnBuilder<RowValue> {
    /// One column, or a group, as it is.
    public static func buildExpression<C: TableColumnContent>(_ column: C) -> C where C.TableRowValue == RowValue {
        column
    }

    /// The first column of a block.
    public static func buildPartialBlock<C: TableColumnContent>(first: C) -> TupleTableColumnContent<RowValue, C>
    where C.TableRowValue == RowValue {
        TupleTableColumnContent(_tableColumns: first._tableColumns)
    }

    /// The columns so far, then the next.
    public static func buildPartialBlock<Accumulated, C: TableColumnContent>(
        accumulated: TupleTableColumnContent<RowValue, Accumulated>, next: C
    ) -> TupleTableColumnContent<RowValue, (Accumulated, C)> where C.TableRowValue == RowValue {
        TupleTableColumnContent(_tableColumns: accumulated._tableColumns + next._tableColumns)
    }

    /// The columns of an `if` without `else`: none when the condition is false.
    public static func buildOptional<C: TableColumnContent>(_ column: C?) -> TupleTableColumnContent<RowValue, C?>
    where C.TableRowValue == RowValue {
        TupleTableColumnContent(_tableColumns: column?._tableColumns ?? [])
    }

    /// The columns of the first branch of an `if`/`else`.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(
        first: T
    ) -> TupleTableColumnContent<RowValue, (T, F)> where T.TableRowValue == RowValue {
        TupleTableColumnContent(_tableColumns: first._tableColumns)
    }

    /// The columns of the second branch of an `if`/`else`.
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(
        second: F
    ) -> TupleTableColumnContent<RowValue, (T, F)> where F.TableRowValue == RowValue {
        TupleTableColumnContent(_tableColumns: second._tableColumns)
    }
}
