/// Where the SQL of the stores differs. Everything else a fetch or a save
/// says is written once, in SQL both SQLite and PostgreSQL run: `?`
/// placeholders (a store that numbers its parameters rewrites them),
/// `IS [NOT] DISTINCT FROM`, `NULLS FIRST`, `(1 = 0)` for false.
enum SQLDialect: Sendable {
    /// SQLite, with the collation and functions of ``SwiftStringSemantics``.
    case sqlite
    /// PostgreSQL, in a UTF-8 database.
    case postgres

    /// The key column of every table.
    static let keyColumn = "_pk"

    /// `operand` as Swift compares strings: by canonical equivalence, and in
    /// the order of the Unicode scalars of the NFC form.
    func swiftText(_ operand: SQLFragment) -> SQLFragment {
        switch self {
        case .sqlite:
            return operand + SQLFragment(" COLLATE \(SwiftStringSemantics.collationName)")
        case .postgres:
            // NFC makes canonically equivalent strings equal; the "C"
            // collation orders UTF-8 by bytes, which is scalar order.
            return SQLFragment("normalize(") + operand + SQLFragment(", NFC) COLLATE \"C\"")
        }
    }

    /// What a sort by `column` orders by: the column, or for text its value
    /// as Swift compares strings (``swiftText(_:)``). An index of the column
    /// is built on the same expression, or the database could not use it
    /// for the sort.
    func sortKey(_ column: String, _ type: ColumnType) -> SQLFragment {
        let operand = SQLFragment(quoted(column))
        return type == .text ? swiftText(operand) : operand
    }

    /// `text.contains(part)`, `text.starts(with: part)` by `Character` or
    /// `text.localizedStandardContains(part)`, or
    /// nil when the database cannot decide it exactly (the predicate then
    /// runs in Swift).
    func characterSearch(_ search: CharacterSearch, _ text: SQLFragment, _ part: SQLFragment) -> SQLFragment? {
        switch self {
        case .sqlite:
            let function = switch search {
            case .contains: "swift_contains"
            case .hasPrefix: "swift_has_prefix"
            case .localizedStandard: "swift_localized_standard_contains"
            }
            return SQLFragment("\(function)(") + text + SQLFragment(", ") + part + SQLFragment(")")
        case .postgres:
            // PostgreSQL has no notion of grapheme clusters: "e\u{301}"
            // contains "e" for strpos, not for Swift.
            return nil
        }
    }

    /// What `LIMIT ?` binds when there is no limit.
    var noLimit: StoreValue {
        self == .sqlite ? .integer(-1) : .null
    }
}

/// A search in a string that a `#Predicate` makes by `Character`.
enum CharacterSearch {
    case contains
    case hasPrefix
    /// `localizedStandardContains(_:)`: ignoring case and diacritics.
    case localizedStandard
}
