import Foundation
import GRDB

/// The embedded store: one SQLite file (or memory), through GRDB.
///
/// Every table has the key column `_pk` and a column per persisted property.
/// Every method runs in one transaction, so a crash leaves the last committed
/// state. String comparisons in SQL use the `swift` collation and functions
/// registered here, so that SQL decides exactly as Swift would.
final class SQLiteStore: ModelStore {
    /// The key column of every table.
    static let keyColumn = "_pk"

    private let database: DatabaseQueue

    /// Opens the store at `file`, or in memory when `file` is nil.
    ///
    /// - Throws: ``StoreOpeningError`` when the file is not a database SQLite can read.
    init(file: URL?) throws {
        var configuration = Configuration()
        configuration.label = "ObservatoryData"
        configuration.prepareDatabase { db in
            db.add(collation: SwiftStringSemantics.collation)
            for function in SwiftStringSemantics.functions { db.add(function: function) }
        }
        do {
            if let file {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                database = try DatabaseQueue(path: file.path, configuration: configuration)
                try database.writeWithoutTransaction { db in
                    // Opening is lazy: this read is what finds a file that is not a database.
                    _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
                    try db.execute(sql: "PRAGMA journal_mode = WAL")
                }
            } else {
                database = try DatabaseQueue(configuration: configuration)
            }
        } catch let error as DatabaseError where Self.meansUnreadableFile(error) {
            throw StoreOpeningError.unreadable(reason: error.message ?? "\(error.resultCode)")
        }
    }

    private static func meansUnreadableFile(_ error: DatabaseError) -> Bool {
        [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode.primaryResultCode)
    }

    func prepare(_ entities: [EntityDescription], links: [LinkTable]) throws {
        try translatingErrors {
            try database.write { db in
                for entity in entities { try SQLiteMigration(db: db, entity: entity).run() }
                for table in links { try SQLiteMigration.createLinkTable(table, in: db) }
            }
        }
    }

    func linkedRowIDs(_ table: LinkTable, from rowIDs: [Int64], ownerSide: Bool) throws -> [Int64: [Int64]] {
        let (wanted, known) = ownerSide ? ("target", "owner") : ("owner", "target")
        return try translatingErrors {
            try database.read { db in
                var linked: [Int64: [Int64]] = [:]
                for chunk in rowIDs.chunked(Self.parametersPerStatement) {
                    let placeholders = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
                    let sql = "SELECT \(known), \(wanted) FROM \(quoted(table.name)) WHERE \(known) IN (\(placeholders)) ORDER BY rowid"
                    let rows = try Row.fetchCursor(db.cachedStatement(sql: sql), arguments: StatementArguments(chunk))
                    while let row = try rows.next() { linked[row[0], default: []].append(row[1]) }
                }
                return linked
            }
        }
    }

    func fetch(_ entity: EntityDescription, rowIDs: [Int64]) throws -> [StoredRow] {
        var rows: [StoredRow] = []
        for chunk in rowIDs.chunked(Self.parametersPerStatement) {
            var fetch = StoreFetch(entity: entity)
            let placeholders = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
            fetch.filter = SQLFragment("\(quoted(Self.keyColumn)) IN (\(placeholders))", chunk.map { .integer($0) })
            rows += try self.fetch(fetch)
        }
        return rows
    }

    /// How many keys one `IN (…)` lists (SQLite allows 32,766 parameters).
    private static let parametersPerStatement = 500

    func fetch(_ fetch: StoreFetch) throws -> [StoredRow] {
        let columns = ([Self.keyColumn] + fetch.entity.columns.map(\.name)).map(quoted).joined(separator: ", ")
        let query = select(columns, fetch)
        return try translatingErrors {
            try database.read { db in
                try Row.fetchAll(db, sql: query.text, arguments: arguments(query.arguments)).map { row in
                    let values = (0..<row.count).map { storeValue(row[$0] as DatabaseValue) }
                    guard case .integer(let rowID) = values[0] else { return StoredRow(rowID: 0, values: []) }
                    return StoredRow(rowID: rowID, values: Array(values.dropFirst()))
                }
            }
        }
    }

    func fetchRowIDs(_ fetch: StoreFetch) throws -> [Int64] {
        let query = select(quoted(Self.keyColumn), fetch)
        return try translatingErrors {
            try database.read { db in
                try Int64.fetchAll(db, sql: query.text, arguments: arguments(query.arguments))
            }
        }
    }

    func count(_ fetch: StoreFetch) throws -> Int {
        var unlimited = fetch
        unlimited.order = []
        let inner = select(quoted(Self.keyColumn), unlimited)
        let query = SQLFragment("SELECT count(*) FROM (") + inner + SQLFragment(")")
        return try translatingErrors {
            try database.read { db in
                try Int.fetchOne(db, sql: query.text, arguments: arguments(query.arguments)) ?? 0
            }
        }
    }

    func apply(_ batch: StoreBatch) throws -> [Int64] {
        try translatingErrors {
            try database.write { db in
                var inserted: [Int64] = []
                inserted.reserveCapacity(batch.inserts.count)
                for insert in batch.inserts {
                    let statement = try db.cachedStatement(sql: insert.entity.insertSQL)
                    let rowID = try Int64.fetchOne(statement, arguments: arguments(insert.values))
                    inserted.append(rowID ?? db.lastInsertedRowID)
                }
                for update in batch.updates {
                    let statement = try db.cachedStatement(sql: update.entity.updateSQL)
                    try statement.execute(arguments: arguments(update.values + [.integer(update.rowID)]))
                }
                for link in batch.links {
                    func row(_ reference: StoreBatch.RowReference) -> Int64 {
                        switch reference {
                        case .stored(let rowID): return rowID
                        case .inserted(let index): return inserted[index]
                        }
                    }
                    let owner = row(link.owner)
                    try db.cachedStatement(sql: "DELETE FROM \(quoted(link.table.name)) WHERE owner = ?")
                        .execute(arguments: [owner])
                    let insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO \(quoted(link.table.name)) (owner, target) VALUES (?, ?)")
                    for target in link.targets { try insert.execute(arguments: [owner, row(target)]) }
                }
                for delete in batch.deletes {
                    try db.execute(
                        sql: "DELETE FROM \(quoted(delete.entity.name)) WHERE \(quoted(Self.keyColumn)) = ?",
                        arguments: [delete.rowID])
                }
                return inserted
            }
        }
    }

    // MARK: SQL

    private func select(_ columns: String, _ fetch: StoreFetch) -> SQLFragment {
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
            query = query + SQLFragment(" LIMIT ? OFFSET ?", [.integer(Int64(fetch.limit ?? -1)), .integer(Int64(fetch.offset ?? 0))])
        }
        return query
    }

    /// `INSERT … RETURNING _pk`; a unique column turns a conflicting insert
    /// into an update of the existing row, as SwiftData's unique attributes do.
    static func insertSQL(name: String, columns: [EntityDescription.Column]) -> String {
        let names = columns.map { quoted($0.name) }
        var sql = "INSERT INTO \(quoted(name)) (\(names.joined(separator: ", "))) VALUES ("
            + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")"
        let assignments = names.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        for unique in columns where unique.isUnique {
            sql += " ON CONFLICT(\(quoted(unique.name))) DO UPDATE SET \(assignments)"
        }
        return sql + " RETURNING \(quoted(keyColumn))"
    }

    static func updateSQL(name: String, columns: [EntityDescription.Column]) -> String {
        let assignments = columns.map { "\(quoted($0.name)) = ?" }.joined(separator: ", ")
        return "UPDATE \(quoted(name)) SET \(assignments) WHERE \(quoted(keyColumn)) = ?"
    }

    private func translatingErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw ModelStoreError.database(error.message ?? "\(error.resultCode)")
        }
    }
}

extension Array {
    /// The array in consecutive pieces of at most `size` elements.
    func chunked(_ size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}

/// The store file could not be opened as a database.
enum StoreOpeningError: Error {
    case unreadable(reason: String)
}

/// `"name"`: an SQL identifier, quoted.
func quoted(_ identifier: String) -> String {
    guard identifier.utf8.contains(UInt8(ascii: "\"")) else { return "\"" + identifier + "\"" }
    return "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
}

private func arguments(_ values: [StoreValue]) -> StatementArguments {
    StatementArguments(values.map(databaseValue))
}

func databaseValue(_ value: StoreValue) -> DatabaseValue {
    switch value {
    case .null: return .null
    case .integer(let integer): return integer.databaseValue
    case .real(let real): return real.databaseValue
    case .text(let text): return text.databaseValue
    case .blob(let data): return data.databaseValue
    }
}

func storeValue(_ value: DatabaseValue) -> StoreValue {
    switch value.storage {
    case .null: return .null
    case .int64(let integer): return .integer(integer)
    case .double(let real): return .real(real)
    case .string(let text): return .text(text)
    case .blob(let data): return .blob(data)
    }
}
