import Foundation

/// A column as the database has it.
struct StoredColumn {
    var name: String
    /// The declared type, in upper case (`INTEGER`, `DOUBLE PRECISION`).
    var type: String
    var isNotNull: Bool
    var hasDefault: Bool
}

/// What a migration reads and runs, inside the store's opening transaction.
protocol MigrationDatabase {
    var dialect: SQLDialect { get }
    func tableExists(_ name: String) throws -> Bool
    func columns(in table: String) throws -> [StoredColumn]
    func execute(_ sql: String) throws
    /// How many rows of `table` have no value in `column`.
    func nullCount(_ table: String, _ column: String) throws -> Int
}

/// Brings one table in line with its model, inside the store's opening
/// transaction: creates it, renames columns (`@Attribute(originalName:)`),
/// and adds columns for new properties that have a default value or are
/// optional. Anything else stops with an error that names the model and the
/// property, and the transaction leaves the store as it was.
struct SchemaMigration {
    let db: any MigrationDatabase
    let entity: EntityDescription

    private var dialect: SQLDialect { db.dialect }

    func run() throws {
        if try !db.tableExists(entity.name) {
            try create()
            return
        }
        var existing = try storedColumns()
        for column in entity.columns {
            if let stored = existing[column.name] {
                try check(column, against: stored)
            } else if let original = column.originalName, existing[original] != nil {
                try db.execute("ALTER TABLE \(quoted(entity.name)) RENAME COLUMN \(quoted(original)) TO \(quoted(column.name))")
                existing = try storedColumns()
                if let renamed = existing[column.name] { try check(column, against: renamed) }
            } else {
                try add(column)
            }
        }
        let declared = Set(entity.columns.map(\.name) + [SQLDialect.keyColumn])
        for (name, stored) in existing where !declared.contains(name) && stored.isNotNull && !stored.hasDefault {
            throw ModelStoreError.incompatibleSchema(
                model: entity.name, property: name,
                reason: "the store has a required column for this property, which the model no longer declares")
        }
        try createUniqueIndexes()
        try createIndexes()
    }

    private func storedColumns() throws -> [String: StoredColumn] {
        Dictionary(try db.columns(in: entity.name).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private func create() throws {
        let columns = ["\(quoted(SQLDialect.keyColumn)) \(dialect.keyDefinition)"] + entity.columns.map(definition)
        try db.execute("CREATE TABLE \(quoted(entity.name)) (\(columns.joined(separator: ", ")))")
        try createUniqueIndexes()
        try createIndexes()
    }

    private func definition(_ column: EntityDescription.Column) -> String {
        var sql = "\(quoted(column.name)) \(dialect.columnType(column.type))"
        if !column.isOptional { sql += " NOT NULL" }
        if let value = column.defaultValue { sql += " DEFAULT \(dialect.literal(value))" }
        return sql
    }

    private func add(_ column: EntityDescription.Column) throws {
        guard column.isOptional || column.defaultValue != nil else {
            throw ModelStoreError.incompatibleSchema(
                model: entity.name, property: column.name,
                reason: "the property is new, and the rows already stored have no value for it")
        }
        try db.execute("ALTER TABLE \(quoted(entity.name)) ADD COLUMN \(definition(column))")
    }

    /// A stored column can hold the property's values when its type is the
    /// property's and, for a required property, it holds no `NULL`.
    private func check(_ column: EntityDescription.Column, against stored: StoredColumn) throws {
        guard stored.type == dialect.columnType(column.type) else {
            throw ModelStoreError.incompatibleSchema(
                model: entity.name, property: column.name,
                reason: "the store keeps it as \(stored.type), but the model declares \(column.typeName)")
        }
        if !column.isOptional && !stored.isNotNull {
            let nulls = try db.nullCount(entity.name, column.name)
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
            try db.execute("CREATE UNIQUE INDEX IF NOT EXISTS \(index) ON \(quoted(entity.name)) (\(quoted(column.name)))")
        }
    }

    /// Creates the indexes `#Index` declares, unless they exist: adding one
    /// to a stored model needs no other migration. Each is built on the
    /// expressions sorts order by (``SQLDialect/sortKey(_:_:)``), in their
    /// order: ascending with `NULL` first, then the key, which a sort adds
    /// last to order ties. SQLite ends every index with the key itself
    /// (the rowid); PostgreSQL is given it. A sort in the other direction
    /// reads the index backwards and orders only ties by key.
    private func createIndexes() throws {
        for index in entity.indexes {
            var terms: [String] = []
            for name in index {
                guard let column = entity.columns.first(where: { $0.name == name }) else {
                    throw ModelStoreError.incompatibleSchema(
                        model: entity.name, property: name,
                        reason: "#Index names it, but it is a relationship, kept in a link table rather than a column; index a stored property instead")
                }
                let key = dialect.sortKey(column.name, column.type).text
                terms.append(dialect == .sqlite ? key : column.type == .text ? "(\(key)) NULLS FIRST" : "\(key) NULLS FIRST")
            }
            if dialect == .postgres { terms.append(quoted(SQLDialect.keyColumn)) }
            let name = quoted(Self.indexName(entity.name, index))
            try db.execute("CREATE INDEX IF NOT EXISTS \(name) ON \(quoted(entity.name)) (\(terms.joined(separator: ", ")))")
        }
    }

    /// `Habit_name_streak_index`; a name longer than PostgreSQL keeps (63
    /// bytes) is cut, and ends with a hash of the whole that tells apart
    /// names cut alike.
    static func indexName(_ entity: String, _ columns: [String]) -> String {
        let whole = "\(entity)_\(columns.joined(separator: "_"))_index"
        guard whole.utf8.count > 63 else { return whole }
        // FNV-1a: the same on every run, unlike `Hasher`.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in ([entity] + columns).joined(separator: "\u{0}").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let suffix = "_" + String(hash, radix: 16) + "_index"
        var prefix = ""
        for character in whole {
            guard prefix.utf8.count + character.utf8.count + suffix.utf8.count <= 63 else { break }
            prefix.append(character)
        }
        return prefix + suffix
    }

    /// Creates the link table of a relationship, unless it exists: adding a
    /// relationship to a stored model needs no other migration. Each column
    /// refers to its table's key, so a deleted row takes its links with it.
    static func createLinkTable(_ table: LinkTable, in db: any MigrationDatabase) throws {
        let name = quoted(table.name)
        let key = quoted(SQLDialect.keyColumn)
        // SQLite orders links by its rowid; PostgreSQL needs a column for it.
        let order = db.dialect == .postgres ? "seq BIGINT GENERATED ALWAYS AS IDENTITY, " : ""
        let integer = db.dialect.columnType(.integer)
        try db.execute("""
            CREATE TABLE IF NOT EXISTS \(name) (
              \(order)owner \(integer) NOT NULL REFERENCES \(quoted(table.ownerEntity))(\(key)) ON DELETE CASCADE,
              target \(integer) NOT NULL REFERENCES \(quoted(table.targetEntity))(\(key)) ON DELETE CASCADE\(
                table.ownerIsUnique ? ", UNIQUE (owner)" : ", UNIQUE (owner, target)"))
            """)
        try db.execute("CREATE INDEX IF NOT EXISTS \(quoted(table.name + "_target")) ON \(name) (target)")
    }
}

extension SQLDialect {
    /// The declared type of a column that holds `type`.
    func columnType(_ type: ColumnType) -> String {
        guard self == .postgres else { return type.sqlType }
        switch type {
        case .integer: return "BIGINT"
        case .real: return "DOUBLE PRECISION"
        case .text, .json: return "TEXT"
        case .blob: return "BYTEA"
        }
    }

    /// The key column's definition.
    var keyDefinition: String {
        self == .sqlite ? "INTEGER PRIMARY KEY AUTOINCREMENT" : "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY"
    }

    /// A value as an SQL literal, for `DEFAULT`.
    func literal(_ value: StoreValue) -> String {
        switch value {
        case .null: return "NULL"
        case .integer(let integer): return String(integer)
        case .real(let real): return real.isFinite ? "\(real)" : "NULL"
        case .text(let text): return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let data):
            let hex = data.map { String(format: "%02X", $0) }.joined()
            return self == .sqlite ? "X'\(hex)'" : "'\\x\(hex)'::bytea"
        }
    }
}
