import Foundation

// Which of Foundation's predicate expressions translate to SQL, and how.
// Each conformance holds only when its operands translate too.

extension PredicateExpressions.Variable: SQLTranslatable {
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? { nil }
}

extension PredicateExpressions.KeyPath: SQLTranslatable {
    /// A stored property of the model (`$0.name`), or `isEmpty` of a text column.
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? {
        if root is PredicateExpressions.Variable<Root.Output> {
            guard let property = translation.schema.property(at: keyPath), property.columnType != .json else { return nil }
            translation.readProperties.insert(property.name)
            return .column(name: property.name, type: property.columnType)
        }
        guard let base = (root as? any SQLTranslatable)?.sql(&translation) else { return nil }
        if keyPath == \String.isEmpty, case .column(let name, .text) = base {
            return .condition(SQLFragment("(\(quoted(name)) = '')"))
        }
        return nil
    }
}

extension PredicateExpressions.Value: SQLTranslatable where Output: ColumnValue {
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? { .value(value.storeValue) }
}

extension PredicateExpressions.Value: SQLConstantSequence where Output: Sequence, Output.Element: ColumnValue {
    var storeValues: [StoreValue] { value.map(\.storeValue) }
}

extension PredicateExpressions.NilLiteral: SQLTranslatable {
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? { .value(.null) }
}

/// `lhs IS NOT DISTINCT FROM rhs`: equality in which NULL equals NULL, as
/// `nil == nil` in Swift.
private func equality(_ lhs: SQLTerm?, _ rhs: SQLTerm?, negated: Bool, _ dialect: SQLDialect) -> SQLTerm? {
    guard let lhs, let rhs, var left = lhs.operand, var right = rhs.operand else { return nil }
    if lhs.isText || rhs.isText {
        left = dialect.swiftText(left)
        right = dialect.swiftText(right)
    }
    if dialect == .postgres, !negated, let column = columnEqualToValue(lhs, left, rhs, right) {
        // PostgreSQL's indexes serve `=`, never `IS NOT DISTINCT FROM`. A
        // column equal to a value that is not NULL is `=` where the column is
        // not NULL; and the test is still never NULL, so `NOT` negates it.
        return .condition(SQLFragment("(") + left + SQLFragment(" = ") + right + SQLFragment(" AND ") + column
            + SQLFragment(" IS NOT NULL)"))
    }
    return .condition(left + SQLFragment(negated ? " IS DISTINCT FROM " : " IS NOT DISTINCT FROM ") + right)
}

/// The column side of `column == value` or `value == column` (as operands,
/// `left` and `right`), when the value is not NULL.
private func columnEqualToValue(
    _ lhs: SQLTerm, _ left: SQLFragment, _ rhs: SQLTerm, _ right: SQLFragment
) -> SQLFragment? {
    switch (lhs, rhs) {
    case (.column, .value(let value)) where value != .null: return left
    case (.value(let value), .column) where value != .null: return right
    default: return nil
    }
}

extension PredicateExpressions.Equal: SQLTranslatable where LHS: SQLTranslatable, RHS: SQLTranslatable {
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? {
        equality(lhs.sql(&translation), rhs.sql(&translation), negated: false, translation.dialect)
    }
}

extension PredicateExpressions.NotEqual: SQLTranslatable where LHS: SQLTranslatable, RHS: SQLTranslatable {
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? {
        equality(lhs.sql(&translation), rhs.sql(&translation), negated: true, translation.dialect)
    }
}

extension PredicateExpressions.Comparison: SQLTranslatable where LHS: SQLTranslatable, RHS: SQLTranslatable {
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? {
        guard let lhs = lhs.sql(&translation), let rhs = rhs.sql(&translation),
              var left = lhs.operand, var right = rhs.operand else { return nil }
        let symbol: String
        switch op {
        case .lessThan: symbol = "<"
        case .lessThanOrEqual: symbol = "<="
        case .greaterThan: symbol = ">"
        case .greaterThanOrEqual: symbol = ">="
        @unknown default: return nil
        }
        if lhs.isText || rhs.isText {
            left = translation.dialect.swiftText(left)
            right = translation.dialect.swiftText(right)
        }
        return .condition(left + SQLFragment(" \(symbol) ") + right)
    }
}

extension PredicateExpressions.Conjunction: SQLTranslatable where LHS: SQLTranslatable, RHS: SQLTranslatable {
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? {
        guard let left = lhs.sql(&translation)?.condition, let right = rhs.sql(&translation)?.condition else { return nil }
        return .condition(SQLFragment("(") + left + SQLFragment(" AND ") + right + SQLFragment(")"))
    }
}

extension PredicateExpressions.Disjunction: SQLTranslatable where LHS: SQLTranslatable, RHS: SQLTranslatable {
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? {
        guard let left = lhs.sql(&translation)?.condition, let right = rhs.sql(&translation)?.condition else { return nil }
        return .condition(SQLFragment("(") + left + SQLFragment(" OR ") + right + SQLFragment(")"))
    }
}

extension PredicateExpressions.Negation: SQLTranslatable where Wrapped: SQLTranslatable {
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? {
        guard let inner = wrapped.sql(&translation)?.condition else { return nil }
        return .condition(SQLFragment("NOT (") + inner + SQLFragment(")"))
    }
}

extension PredicateExpressions.SequenceContains: SQLTranslatable where RHS: SQLTranslatable {
    /// `[a, b].contains($0.x)`: `x IN (a, b)`, with `nil` matched by `IS NULL`.
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? {
        guard let constants = sequence as? any SQLConstantSequence,
              let element = element.sql(&translation), let operand = element.operand else { return nil }
        let values = constants.storeValues
        let present = values.filter { $0 != .null }
        let isText = element.isText || SQLTerm.values(present).isText
        var parts: [SQLFragment] = []
        if !present.isEmpty {
            let marks = present.map { value in
                isText ? translation.dialect.swiftText(SQLFragment("?", [value])) : SQLFragment("?", [value])
            }
            let list = marks.dropFirst().reduce(marks[0]) { $0 + SQLFragment(", ") + $1 }
            parts.append((isText ? translation.dialect.swiftText(operand) : operand) + SQLFragment(" IN (") + list + SQLFragment(")"))
        }
        if present.count != values.count { parts.append(operand + SQLFragment(" IS NULL")) }
        guard !parts.isEmpty else { return .condition(SQLFragment("(1 = 0)")) }
        return .condition(parts.dropFirst().reduce(SQLFragment("(") + parts[0]) { $0 + SQLFragment(" OR ") + $1 } + SQLFragment(")"))
    }
}

/// A search by `Character` in a text operand, as a condition.
func characterSearch(_ search: CharacterSearch, _ lhs: SQLTerm?, _ rhs: SQLTerm?, _ dialect: SQLDialect) -> SQLTerm? {
    guard let lhs, let rhs, lhs.isText, rhs.isText, let left = lhs.operand, let right = rhs.operand else { return nil }
    return dialect.characterSearch(search, left, right).map(SQLTerm.condition)
}

extension PredicateExpressions.CollectionContainsCollection: SQLTranslatable
where Base: SQLTranslatable, Other: SQLTranslatable {
    /// `$0.name.contains("ab")`, by `Character` as in Swift.
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? {
        characterSearch(.contains, base.sql(&translation), other.sql(&translation), translation.dialect)
    }
}

extension PredicateExpressions.SequenceStartsWith: SQLTranslatable where Base: SQLTranslatable, Prefix: SQLTranslatable {
    /// `$0.name.starts(with: "ab")`, by `Character` as in Swift.
    func sql(_ translation: inout SQLTranslation) -> SQLTerm? {
        characterSearch(.hasPrefix, base.sql(&translation), prefix.sql(&translation), translation.dialect)
    }
}
