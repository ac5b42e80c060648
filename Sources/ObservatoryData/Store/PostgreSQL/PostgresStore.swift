#if PostgreSQL
import Foundation
import Logging
import PostgresNIO
import Synchronization

/// The store that several processes share: a PostgreSQL database, through
/// postgres-nio.
///
/// Tables, keys and statements are SQLite's (``SQLDialect``), with PostgreSQL's
/// types. String comparisons normalize to NFC and compare in the "C"
/// collation, which is how Swift compares strings; `contains` and
/// `starts(with:)` by `Character` have no PostgreSQL equivalent, so a
/// predicate that uses them runs in Swift.
final class PostgresStore: ModelStore {
    var dialect: SQLDialect { .postgres }
    var reachability: StoreReachability { probe.reachability }
    var isOnNetwork: Bool { true }
    /// How many calls waited for the server on the main actor.
    var callsOnMainActor: Int { probe.callsOnMainActor.load(ordering: .relaxed) }

    private let probe: PostgresProbe
    /// Reads: fetches, counts, links. Never behind a write, however slow.
    private let session: PostgresSession
    /// Writes: a save's transaction, and the schema's migration.
    private let writer: PostgresSession
    /// Where the main context's saves wait for the writer, in order.
    private let writeQueue = DispatchQueue(label: "ObservatoryData.PostgreSQL.writes")
    /// Where reads ahead of the main actor wait for the server.
    private let readQueue = DispatchQueue(label: "ObservatoryData.PostgreSQL.reads")
    /// This store instance, in the notices it sends.
    private let origin = UUID().uuidString
    /// The channel on which the store's writers tell each other their saves.
    private let channel: String
    private let listener = SanitizedMutex<PostgresChangeListener?>(nil)

    init(_ location: PostgresLocation) throws {
        probe = PostgresProbe(location)
        session = try PostgresSession(probe, role: "read observatory", connectNow: true)
        writer = try PostgresSession(probe, role: "write observatory", connectNow: true)
        channel = "observatory:" + (location.schema ?? "public")
    }

    deinit {
        listener.withLock { $0 }?.stop()
    }

    func receiveOtherWriters(_ vocabulary: NoticeVocabulary, _ receive: @escaping @Sendable (ModelChanges) -> Void) {
        let started = PostgresChangeListener(
            session.location, channel: channel, origin: origin, vocabulary: vocabulary, receive: receive,
            lost: { [probe] reason in probe.connectionLost(reason) })
        do {
            try started.start()
        } catch {
            // The store works without it; the listener keeps trying.
            Self.logger.error("cannot hear other processes yet: \(PostgresSession.message(of: error))")
        }
        listener.withLock { $0 = started }
    }

    private static let logger = Logger(label: "ObservatoryData.PostgreSQL")

    func prepare(_ entities: [EntityDescription], links: [LinkTable]) throws {
        try writer.transaction { statements in
            // Processes that open the same schema together migrate one after
            // the other; stores of other schemas do not wait for them.
            try statements.execute("SELECT pg_advisory_xact_lock(hashtext(\(SQLDialect.postgres.literal(.text(channel)))))")
            if let schema = session.location.schema {
                try statements.execute("CREATE SCHEMA IF NOT EXISTS \(quoted(schema))")
            }
            let migrating = PostgresMigrationDatabase(statements: statements)
            for entity in entities { try SchemaMigration(db: migrating, entity: entity).run() }
            for table in links { try SchemaMigration.createLinkTable(table, in: migrating) }
        }
    }

    func linkedRowIDs(_ table: LinkTable, from rowIDs: [Int64], ownerSide: Bool) throws -> [Int64: [Int64]] {
        try session.transaction { statements in
            var linked: [Int64: [Int64]] = [:]
            for chunk in rowIDs.chunked(SQLDialect.keysPerStatement) {
                for row in try statements.run(dialect.links(table, chunk, ownerSide: ownerSide)) {
                    let (known, wanted) = try row.decode((Int64, Int64).self)
                    linked[known, default: []].append(wanted)
                }
            }
            return linked
        }
    }

    func fetch(_ fetch: StoreFetch) throws -> [StoredRow] {
        try session.statement { try rows($0, dialect.selectRows(fetch)) }
    }

    func fetch(_ entity: EntityDescription, rowIDs: [Int64]) throws -> [StoredRow] {
        try session.transaction { statements in
            try rowIDs.chunked(SQLDialect.keysPerStatement).flatMap {
                try rows(statements, dialect.selectRows(dialect.keyed(entity, $0)))
            }
        }
    }

    /// PostgreSQL's `EXPLAIN` for the rows `fetch` selects: which index it
    /// reads, and whether it sorts. `withoutSequentialScans` has the planner
    /// read the table in full only when no index serves, as it would on a
    /// table too large to, so that a small table shows which indexes do.
    func queryPlan(_ fetch: StoreFetch, withoutSequentialScans: Bool = false) throws -> [String] {
        try session.transaction { statements in
            if withoutSequentialScans { try statements.execute("SET LOCAL enable_seqscan = off") }
            return try statements.run(SQLFragment("EXPLAIN ") + dialect.selectRows(fetch)).map { try $0.decode(String.self) }
        }
    }

    /// The names of the indexes on `table`.
    func indexNames(on table: String) throws -> Set<String> {
        try session.statement { statements in
            let query = SQLFragment(
                "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ?", [.text(table)])
            return Set(try statements.run(query).map { try $0.decode(String.self) })
        }
    }

    func fetchRowIDs(_ fetch: StoreFetch) throws -> [Int64] {
        try session.statement { statements in
            try statements.run(dialect.selectKeys(fetch)).map { try $0.decode(Int64.self) }
        }
    }

    func count(_ fetch: StoreFetch) throws -> Int {
        try session.statement { statements in
            Int(try statements.run(dialect.count(fetch)).first?.decode(Int64.self) ?? 0)
        }
    }

    func applyInBackground(
        _ batch: StoreBatch, keysKnown: @escaping @Sendable ([Int64]) -> Void
    ) async throws -> [Int64] {
        try await withCheckedThrowingContinuation { continuation in
            writeQueue.async {
                continuation.resume(with: Result { try self.apply(batch, keysKnown: keysKnown) })
            }
        }
    }

    func apply(_ batch: StoreBatch) throws -> [Int64] {
        try apply(batch, keysKnown: { _ in })
    }

    func inBackground<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            readQueue.async { continuation.resume(with: Result { try body() }) }
        }
    }

    private func apply(_ batch: StoreBatch, keysKnown: ([Int64]) -> Void) throws -> [Int64] {
        try writer.transaction { statements in
            var inserted: [Int64] = []
            inserted.reserveCapacity(batch.inserts.count)
            for insert in batch.inserts {
                let sql = insert.entity.statements(in: .postgres).insert
                guard let key = try statements.run(SQLFragment(sql, insert.values)).first else {
                    throw ModelStoreError.database("an insert into \(insert.entity.name) returned no key")
                }
                inserted.append(try key.decode(Int64.self))
            }
            for update in batch.updates {
                try statements.run(dialect.update(update))
            }
            for link in batch.links {
                let owner = link.owner.rowID(inserted: inserted)
                try statements.run(SQLFragment(dialect.unlinkOwner(link.table), [.integer(owner)]))
                for target in link.targets {
                    try statements.run(SQLFragment(dialect.link(link.table), [.integer(owner), .integer(target.rowID(inserted: inserted))]))
                }
            }
            for delete in batch.deletes {
                try statements.run(SQLFragment(delete.entity.statements(in: .postgres).delete, [.integer(delete.rowID)]))
            }
            // Delivered to the listeners when the transaction commits.
            for payload in ChangeNotice.payloads(origin: origin, changes(of: batch, inserted: inserted)) {
                try statements.run(SQLFragment("SELECT pg_notify(?, ?)", [.text(channel), .text(payload)]))
            }
            keysKnown(inserted)
            return inserted
        }
    }

    /// What `batch` changes, as other processes hear it.
    private func changes(of batch: StoreBatch, inserted: [Int64]) -> ModelChanges {
        var changes = ModelChanges()
        changes.inserted = zip(batch.inserts, inserted).map { PersistentIdentifier(entityName: $0.entity.name, rowID: $1) }
        changes.updated = batch.updated
        changes.deleted = batch.deletes.map { PersistentIdentifier(entityName: $0.entity.name, rowID: $0.rowID) }
        return changes
    }

    /// The rows of `query`, the key first.
    private func rows(_ statements: PostgresStatements, _ query: SQLFragment) throws -> [StoredRow] {
        try statements.run(query).map { row in
            var cells = row.makeIterator()
            guard let key = cells.next() else { throw ModelStoreError.database("a row without its key") }
            var values: [StoreValue] = []
            while let cell = cells.next() { values.append(try cell.storeValue()) }
            return StoredRow(rowID: try key.decode(Int64.self), values: values)
        }
    }
}
#endif
