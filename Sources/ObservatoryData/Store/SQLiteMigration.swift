import GRDB

/// Brings one table in line with its model, inside the store's opening
/// transaction: creates it, renames columns (`@Attribute(originalName:)`),
/// and adds columns for new properties that have a default value or are
/// optional. Anything else stops with an error that names the model and the
/// property, and the transaction leaves the file as it was.
struct SQLiteMigration {
    let db: Database
    let entity: EntityDescription

    func run() throws {
        if try !db.tableExists(entity.name) {
            try create()
            return
        }
        var existing = try Dictionary(uniqueKeysWithValues: db.columns(in: entity.name).map { ($0.name, $0) })
        for column in entity.columns {
            if let stored = existing[column.name] {
                try check(column, against: stored)
            } else if let original = column.originalName, existing[original] != nil {
                try db.execute(sql: "ALTER TABLE \(quoted(entity.name)) RENAME COLUMN \(quoted(original)) TO \(quoted(column.name))")
                existing = try Dictionary(uniqueKeysWithValues: db.columns(in: entity.name).map { ($0.name, $0) })
                if let renamed = existing[column.name] { try check(column, against: renamed) }
            } else {
                try add(column)
            }
        }
        let declared = Set(entity.columns.map(\.name) + [SQLiteStore.keyColumn])
        for (name, stored) in existing where !declared.contains(name) && stored.isNotNull && stored.defaultValueSQL == nil {
            throw ModelStoreError.incompatibleSchema(
                model: entity.name, property: name,
                reason: "the store has a required column for this property, which the model no longer declares")
        }
        try createUniqueIndexes()
    }

    private func create() throws {
        let columns = ["\(quoted(SQLiteStore.keyColumn)) INTEGER PRIMARY KEY AUTOINCREMENT"] + entity.columns.map(definition)
        try db.execute(sql: "CREATE TABLE \(quoted(entity.name)) (\(columns.joined(separator: ", ")))")
        try createUniqueIndexes()
    }

    private func definition(_ column: EntityDescription.Column) -> String {
        var sql = "\(quoted(column.name)) \(column.type.sqlType)"
        if !column.isOptional { sql += " NOT NULL" }
        if let value = column.defaultValue { sql += " DEFAULT \(literal(value))" }
        return sql
    }

    private func add(_ column: EntityDescription.Column) throws {
        guard column.isOptional || column.defaultValue != nil else {
            throw ModelStoreError.incompatibleSchema(
                model: entity.name, property: column.name,
                reason: "the property is new, and the rows already stored have no value for it")
        }
        try db.execute(sql: "ALTER TABLE \(quoted(entity.name)) ADD COLUMN \(definition(column))")
    }

    /// A stored column can hold the property's values when its type is the
    /// property's and, for a required property, it holds no `NULL`.
    private func check(_ column: EntityDescription.Column, against stored: ColumnInfo) throws {
        let storedType = stored.type.uppercased()
        guard storedType == column.type.sqlType else {
            throw ModelStoreError.incompatibleSchema(
                model: entity.name, property: column.name,
                reason: "the store keeps it as \(storedType), but the model declares \(column.typeName)")
        }
        if !column.isOptional && !stored.isNotNull {
            let nulls = try Int.fetchOne(
                db, sql: "SELECT count(*) FROM \(quoted(entity.name)) WHERE \(quoted(column.name)) IS NULL") ?? 0
            if nulls > 0 {
                throw ModelStoreError.incompatibleSchema(
                    model: entity.name, property: column.name,
                    reason: "\(nulls) stored rows have no value, but the model declares \(column.typeName), which is not optional")
            }
        }
    }

    private func createUniqueIndexes() throws {
        for column in entity.columns where column.isUnique {
            let index = quoted("\(entity.name)_\(column.name)_unique")
            try db.execute(sql: "CREATE UNIQUE INDEX IF NOT EXISTS \(index) ON \(quoted(entity.name)) (\(quoted(column.name)))")
        }
    }

    /// Creates the link table of a relationship, unless it exists: adding a
    /// relationship to a stored model needs no other migration. Each column
    /// refers to its table's key, so a deleted row takes its links with it.
    static func createLinkTable(_ table: LinkTable, in db: Database) throws {
        let name = quoted(table.name)
        let key = quoted(SQLiteStore.keyColumn)
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS \(name) (
              owner INTEGER NOT NULL REFERENCES \(quoted(table.ownerEntity))(\(key)) ON DELETE CASCADE,
              target INTEGER NOT NULL REFERENCES \(quoted(table.targetEntity))(\(key)) ON DELETE CASCADE\(
                table.ownerIsUnique ? ", UNIQUE (owner)" : ", UNIQUE (owner, target)"))
            """)
        try db.execute(sql: "CREATE INDEX IF NOT EXISTS \(quoted(table.name + "_target")) ON \(name) (target)")
    }

    /// A value as an SQL literal, for `DEFAULT`.
    private func literal(_ value: StoreValue) -> String {
        switch value {
        case .null: return "NULL"
        case .integer(let integer): return String(integer)
        case .real(let real): return real.isFinite ? "\(real)" : "NULL"
        case .text(let text): return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let data): return "X'" + data.map { String(format: "%02X", $0) }.joined() + "'"
        }
    }
}
