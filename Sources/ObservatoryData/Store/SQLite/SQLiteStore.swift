import Foundation
import GRDB

/// The embedded store: one SQLite file (or memory), through GRDB.
///
/// Every table has the key column `_pk` and a column per persisted property.
/// Every method runs in one transaction, so a crash leaves the last committed
/// state. String comparisons in SQL use the `swift` collation and functions
/// registered here, so that SQL decides exactly as Swift would.
final class SQLiteStore: ModelStore {
    var dialect: SQLDialect { .sqlite }
    /// A file on this machine: always reachable.
    let reachability = StoreReachability()

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
                let migrating = SQLiteMigrationDatabase(db: db)
                for entity in entities { try SchemaMigration(db: migrating, entity: entity).run() }
                for table in links { try SchemaMigration.createLinkTable(table, in: migrating) }
            }
        }
    }

    func linkedRowIDs(_ table: LinkTable, from rowIDs: [Int64], ownerSide: Bool) throws -> [Int64: [Int64]] {
        try translatingErrors {
            try database.read { db in
                var linked: [Int64: [Int64]] = [:]
                for chunk in rowIDs.chunked(SQLDialect.keysPerStatement) {
                    let query = dialect.links(table, chunk, ownerSide: ownerSide)
                    let rows = try Row.fetchCursor(db.cachedStatement(sql: query.text), arguments: arguments(query.arguments))
                    while let row = try rows.next() { linked[row[0], default: []].append(row[1]) }
                }
                return linked
            }
        }
    }

    func fetch(_ entity: EntityDescription, rowIDs: [Int64]) throws -> [StoredRow] {
        try rowIDs.chunked(SQLDialect.keysPerStatement).flatMap { try fetch(dialect.keyed(entity, $0)) }
    }

    func fetch(_ fetch: StoreFetch) throws -> [StoredRow] {
        let query = dialect.selectRows(fetch)
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

    /// The `detail` column of SQLite's `EXPLAIN QUERY PLAN` for the rows
    /// `fetch` selects: which index SQLite reads, and whether it sorts.
    func queryPlan(_ fetch: StoreFetch) throws -> [String] {
        let query = dialect.selectRows(fetch)
        return try translatingErrors {
            try database.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + query.text, arguments: arguments(query.arguments))
                    .map { $0["detail"] as String }
            }
        }
    }

    /// The names of the indexes on `table`.
    func indexNames(on table: String) throws -> Set<String> {
        try translatingErrors {
            try database.read { db in
                Set(try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?", arguments: [table]))
            }
        }
    }

    func fetchRowIDs(_ fetch: StoreFetch) throws -> [Int64] {
        let query = dialect.selectKeys(fetch)
        return try translatingErrors {
            try database.read { db in
                try Int64.fetchAll(db, sql: query.text, arguments: arguments(query.arguments))
            }
        }
    }

    func count(_ fetch: StoreFetch) throws -> Int {
        let query = dialect.count(fetch)
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
                    let statement = try db.cachedStatement(sql: insert.entity.statements(in: .sqlite).insert)
                    let rowID = try Int64.fetchOne(statement, arguments: arguments(insert.values))
                    inserted.append(rowID ?? db.lastInsertedRowID)
                }
                for update in batch.updates {
                    let statement = dialect.update(update)
                    try db.cachedStatement(sql: statement.text).execute(arguments: arguments(statement.arguments))
                }
                for link in batch.links {
                    let owner = link.owner.rowID(inserted: inserted)
                    try db.cachedStatement(sql: dialect.unlinkOwner(link.table)).execute(arguments: [owner])
                    let insert = try db.cachedStatement(sql: dialect.link(link.table))
                    for target in link.targets { try insert.execute(arguments: [owner, target.rowID(inserted: inserted)]) }
                }
                for delete in batch.deletes {
                    try db.cachedStatement(sql: delete.entity.statements(in: .sqlite).delete)
                        .execute(arguments: [delete.rowID])
                }
                return inserted
            }
        }
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
