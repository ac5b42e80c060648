/// The statements the stores run, written once for both dialects, with `?`
/// placeholders.
extension SQLDialect {
    /// `SELECT columns FROM table WHERE … ORDER BY … LIMIT ? OFFSET ?`.
    func select(_ columns: String, _ fetch: StoreFetch) -> SQLFragment {
        var query = SQLFragment("SELECT \(columns) FROM \(quoted(fetch.entity.name))")
        if let filter = fetch.filter { query = query + SQLFragment(" WHERE ") + filter }
        if !fetch.order.isEmpty {
            query = query + SQLFragment(" ORDER BY ")
            for (index, term) in fetch.order.enumerated() {
                if index > 0 { query = query + SQLFragment(", ") }
                query = query + term
            }
        }
        if fetch.limit != nil || fetch.offset != nil {
            let limit = fetch.limit.map { StoreValue.integer(Int64($0)) } ?? noLimit
            query = query + SQLFragment(" LIMIT ? OFFSET ?", [limit, .integer(Int64(fetch.offset ?? 0))])
        }
        return query
    }

    /// Every column of the fetched rows, the key first.
    func selectRows(_ fetch: StoreFetch) -> SQLFragment {
        select(([Self.keyColumn] + fetch.entity.columns.map(\.name)).map(quoted).joined(separator: ", "), fetch)
    }

    /// The keys of the fetched rows.
    func selectKeys(_ fetch: StoreFetch) -> SQLFragment {
        select(quoted(Self.keyColumn), fetch)
    }

    /// How many rows `fetch` selects (its order does not matter).
    func count(_ fetch: StoreFetch) -> SQLFragment {
        var unordered = fetch
        unordered.order = []
        return SQLFragment("SELECT count(*) FROM (") + selectKeys(unordered) + SQLFragment(") AS counted")
    }

    /// The rows of `entity` whose keys are `rowIDs`.
    func keyed(_ entity: EntityDescription, _ rowIDs: ArraySlice<Int64>) -> StoreFetch {
        var fetch = StoreFetch(entity: entity)
        let marks = Array(repeating: "?", count: rowIDs.count).joined(separator: ", ")
        fetch.filter = SQLFragment("\(quoted(Self.keyColumn)) IN (\(marks))", rowIDs.map { .integer($0) })
        return fetch
    }

    /// `INSERT … RETURNING _pk`. A unique column turns a conflicting insert
    /// into an update of the existing row, as SwiftData's unique attributes
    /// do (PostgreSQL allows one such column per table: the first).
    func insert(_ entity: EntityDescription) -> String {
        let names = entity.columns.map { quoted($0.name) }
        var sql = "INSERT INTO \(quoted(entity.name)) (\(names.joined(separator: ", "))) VALUES ("
            + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")"
        let assignments = names.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        let unique = entity.columns.filter(\.isUnique)
        for column in self == .sqlite ? unique : Array(unique.prefix(1)) {
            sql += " ON CONFLICT(\(quoted(column.name))) DO UPDATE SET \(assignments)"
        }
        return sql + " RETURNING \(quoted(Self.keyColumn))"
    }

    /// `UPDATE … SET <the changed columns> WHERE _pk = ?`, with its values.
    func update(_ update: StoreBatch.Update) -> SQLFragment {
        let assignments = update.columns.map { "\(quoted(update.entity.columns[$0].name)) = ?" }.joined(separator: ", ")
        return SQLFragment(
            "UPDATE \(quoted(update.entity.name)) SET \(assignments) WHERE \(quoted(Self.keyColumn)) = ?",
            update.values + [.integer(update.rowID)])
    }

    /// `DELETE … WHERE _pk = ?`.
    func delete(_ entity: EntityDescription) -> String {
        "DELETE FROM \(quoted(entity.name)) WHERE \(quoted(Self.keyColumn)) = ?"
    }

    /// Removes every link of an owner.
    func unlinkOwner(_ table: LinkTable) -> String {
        "DELETE FROM \(quoted(table.name)) WHERE owner = ?"
    }

    /// Links an owner to a target, once.
    func link(_ table: LinkTable) -> String {
        "INSERT INTO \(quoted(table.name)) (owner, target) VALUES (?, ?) ON CONFLICT DO NOTHING"
    }

    /// The column that orders a link table's rows as they were linked.
    var linkOrder: String { self == .sqlite ? "rowid" : "seq" }

    /// The pairs `(known, wanted)` of a link table whose `known` side is one of `rowIDs`.
    func links(_ table: LinkTable, _ rowIDs: ArraySlice<Int64>, ownerSide: Bool) -> SQLFragment {
        let (wanted, known) = ownerSide ? ("target", "owner") : ("owner", "target")
        let marks = Array(repeating: "?", count: rowIDs.count).joined(separator: ", ")
        return SQLFragment(
            "SELECT \(known), \(wanted) FROM \(quoted(table.name)) WHERE \(known) IN (\(marks)) ORDER BY \(linkOrder)",
            rowIDs.map { .integer($0) })
    }

    /// How many keys one `IN (…)` lists.
    static let keysPerStatement = 500
}
