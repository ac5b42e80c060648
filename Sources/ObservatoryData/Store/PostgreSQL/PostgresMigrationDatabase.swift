#if PostgreSQL
/// A PostgreSQL transaction, as a migration reads and changes it. Tables are
/// looked up in the connection's schema (its search path).
struct PostgresMigrationDatabase: MigrationDatabase {
    let statements: PostgresStatements

    var dialect: SQLDialect { .postgres }

    func tableExists(_ name: String) throws -> Bool {
        let query = SQLFragment(
            "SELECT count(*) FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ?",
            [.text(name)])
        return try statements.run(query).first?.decode(Int64.self) ?? 0 > 0
    }

    func columns(in table: String) throws -> [StoredColumn] {
        let query = SQLFragment(
            """
            SELECT column_name::text, upper(data_type::text), is_nullable::text, column_default IS NOT NULL OR is_identity = 'YES'
            FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position
            """,
            [.text(table)])
        return try statements.run(query).map { row in
            let (name, type, nullable, hasDefault) = try row.decode((String, String, String, Bool).self)
            return StoredColumn(name: name, type: type, isNotNull: nullable == "NO", hasDefault: hasDefault)
        }
    }

    func execute(_ sql: String) throws {
        try statements.execute(sql)
    }

    func nullCount(_ table: String, _ column: String) throws -> Int {
        let query = SQLFragment("SELECT count(*) FROM \(quoted(table)) WHERE \(quoted(column)) IS NULL")
        return Int(try statements.run(query).first?.decode(Int64.self) ?? 0)
    }
}
#endif
