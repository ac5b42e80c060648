import GRDB

/// An SQLite connection, as a migration reads and changes it.
struct SQLiteMigrationDatabase: MigrationDatabase {
    let db: Database

    var dialect: SQLDialect { .sqlite }

    func tableExists(_ name: String) throws -> Bool {
        try db.tableExists(name)
    }

    func columns(in table: String) throws -> [StoredColumn] {
        try db.columns(in: table).map {
            StoredColumn(name: $0.name, type: $0.type.uppercased(), isNotNull: $0.isNotNull, hasDefault: $0.defaultValueSQL != nil)
        }
    }

    func execute(_ sql: String) throws {
        try db.execute(sql: sql)
    }

    func nullCount(_ table: String, _ column: String) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT count(*) FROM \(quoted(table)) WHERE \(quoted(column)) IS NULL") ?? 0
    }
}
