/// A piece of a predicate translated to SQL.
enum SQLTerm {
    /// A column of the model's table.
    case column(name: String, type: ColumnType)
    /// A constant.
    case value(StoreValue)
    /// A list of constants (the sequence of `contains`).
    case values([StoreValue])
    /// A Boolean expression.
    case condition(SQLFragment)

    /// The term as an operand of a comparison.
    var operand: SQLFragment? {
        switch self {
        case .column(let name, _): return SQLFragment(quoted(name))
        case .value(let value): return SQLFragment("?", [value])
        case .condition(let fragment): return SQLFragment("(") + fragment + SQLFragment(")")
        case .values: return nil
        }
    }

    /// The term as a Boolean condition (a `Bool` column or constant is one).
    var condition: SQLFragment? {
        switch self {
        case .condition(let fragment): return fragment
        case .column(let name, .integer): return SQLFragment("(\(quoted(name)) <> 0)")
        case .value(.integer(let value)): return SQLFragment(value != 0 ? "(1 = 1)" : "(1 = 0)")
        default: return nil
        }
    }

    /// Whether the term is text, compared with Swift's `String` semantics.
    var isText: Bool {
        switch self {
        case .column(_, .text), .value(.text): return true
        case .values(let values): return values.contains { if case .text = $0 { true } else { false } }
        default: return false
        }
    }
}

/// Translates a `#Predicate` over one model type to SQL.
struct SQLTranslation {
    /// The model's schema, which maps key paths to columns.
    let schema: ModelSchema
    /// The SQL of the store that runs it.
    let dialect: SQLDialect
    /// The key paths of the model the predicate reads.
    var readProperties: Set<String> = []
}

/// A predicate expression that SQL can evaluate exactly as Swift does.
/// Foundation's expression types conform below when their operands do; a
/// predicate whose tree does not conform as a whole runs in Swift instead.
protocol SQLTranslatable {
    /// The SQL for this expression, or nil when it has none.
    func sql(_ translation: inout SQLTranslation) -> SQLTerm?
}

/// A constant sequence, the left side of `[a, b].contains($0.x)`.
protocol SQLConstantSequence {
    var storeValues: [StoreValue] { get }
}
