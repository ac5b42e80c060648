/// A table as the store sees it: what a ``ModelSchema`` says without the
/// Swift closures, so that it can cross to the database's thread.
struct EntityDescription: Sendable, Equatable {
    /// A column of the table.
    struct Column: Sendable, Equatable {
        var name: String
        var originalName: String?
        var type: ColumnType
        var isOptional: Bool
        var isUnique: Bool
        var defaultValue: StoreValue?
        var typeName: String
    }

    var name: String
    var columns: [Column]
    /// The indexes `#Index` declares, each the names of its columns in order.
    var indexes: [[String]]
    /// The statements every save of the table runs, built once per dialect.
    private var sqliteStatements = EntityStatements()
    private var postgresStatements = EntityStatements()

    init(_ schema: ModelSchema) {
        name = schema.entityName
        columns = schema.properties.map {
            Column(name: $0.name, originalName: $0.originalName, type: $0.columnType, isOptional: $0.isOptional,
                   isUnique: $0.isUnique, defaultValue: $0.defaultValue, typeName: $0.typeName)
        }
        indexes = schema.indexes
        sqliteStatements = EntityStatements(self, .sqlite)
        postgresStatements = EntityStatements(self, .postgres)
    }

    /// The statements of the table in `dialect`.
    func statements(in dialect: SQLDialect) -> EntityStatements {
        dialect == .sqlite ? sqliteStatements : postgresStatements
    }
}

/// The statements that write one table's rows.
struct EntityStatements: Sendable, Equatable {
    var insert = ""
    var delete = ""

    init() {}

    init(_ entity: EntityDescription, _ dialect: SQLDialect) {
        insert = dialect.insert(entity)
        delete = dialect.delete(entity)
    }
}

/// A piece of SQL with `?` placeholders and the values that fill them.
struct SQLFragment: Sendable, Equatable {
    var text: String
    var arguments: [StoreValue]

    init(_ text: String, _ arguments: [StoreValue] = []) {
        self.text = text
        self.arguments = arguments
    }

    static func + (lhs: SQLFragment, rhs: SQLFragment) -> SQLFragment {
        SQLFragment(lhs.text + rhs.text, lhs.arguments + rhs.arguments)
    }
}

/// A fetch as the store runs it: the rows of one table that match `filter`,
/// in `order`, from `offset`, at most `limit`.
struct StoreFetch: Sendable {
    var entity: EntityDescription
    var filter: SQLFragment?
    var order: [SQLFragment] = []
    var limit: Int?
    var offset: Int?
}

/// A row read from the store: its key and its columns in schema order.
struct StoredRow: Sendable {
    var rowID: Int64
    var values: [StoreValue]
}

/// Everything one `save()` writes, applied in a single transaction.
struct StoreBatch: Sendable {
    struct Insert: Sendable {
        var entity: EntityDescription
        var values: [StoreValue]
    }
    /// The changed columns of a stored row: only those are written, so
    /// that two processes changing different properties of one row both
    /// keep their change (the last writer wins per property).
    struct Update: Sendable {
        var entity: EntityDescription
        var rowID: Int64
        /// Indexes into the entity's columns.
        var columns: [Int]
        /// The new values of `columns`, in the same order.
        var values: [StoreValue]
    }
    struct Delete: Sendable {
        var entity: EntityDescription
        var rowID: Int64
    }
    /// A row of the batch: one already stored, or one of its inserts.
    enum RowReference: Sendable, Equatable {
        case stored(Int64)
        case inserted(Int)

        /// The row's key, given the keys of the batch's inserts.
        func rowID(inserted: [Int64]) -> Int64 {
            switch self {
            case .stored(let rowID): return rowID
            case .inserted(let index): return inserted[index]
            }
        }
    }
    /// The new targets of an owner in a link table: they replace its old ones.
    struct Link: Sendable {
        var table: LinkTable
        var owner: RowReference
        var targets: [RowReference]
    }
    var inserts: [Insert] = []
    var updates: [Update] = []
    /// Written after the inserts, so that they can refer to inserted rows.
    var links: [Link] = []
    /// Written last: a deleted row's links go with it.
    var deletes: [Delete] = []
    /// The stored models the batch changes, and which of their properties:
    /// what a store shared by several processes tells the others.
    var updated: [PersistentIdentifier: Set<String>] = [:]

    var isEmpty: Bool { inserts.isEmpty && updates.isEmpty && links.isEmpty && deletes.isEmpty }
}

/// A database behind a ``ModelContainer``. SQLite is the embedded one,
/// PostgreSQL the one several processes share; every method is one transaction.
protocol ModelStore: Sendable {
    /// The SQL the store speaks.
    var dialect: SQLDialect { get }
    /// Whether the database answers.
    var reachability: StoreReachability { get }
    /// Creates the tables, or migrates them to `entities`, and the link
    /// tables of their relationships.
    func prepare(_ entities: [EntityDescription], links: [LinkTable]) throws
    /// The rows linked to each of `rowIDs` in `table` (its targets when
    /// `ownerSide`, else its owners), in the order they were linked. Rows with
    /// no links are absent.
    func linkedRowIDs(_ table: LinkTable, from rowIDs: [Int64], ownerSide: Bool) throws -> [Int64: [Int64]]
    /// The rows `fetch` selects.
    func fetch(_ fetch: StoreFetch) throws -> [StoredRow]
    /// The row keys `fetch` selects.
    func fetchRowIDs(_ fetch: StoreFetch) throws -> [Int64]
    /// The rows of `entity` whose keys are `rowIDs`, in no particular order.
    func fetch(_ entity: EntityDescription, rowIDs: [Int64]) throws -> [StoredRow]
    /// How many rows `fetch` selects.
    func count(_ fetch: StoreFetch) throws -> Int
    /// Applies `batch` atomically; returns the keys of the inserted rows, in order.
    func apply(_ batch: StoreBatch) throws -> [Int64]
    /// Whether the store is on the network, which the main actor must never
    /// wait for: the main context writes its saves off the main actor
    /// (``applyInBackground(_:keysKnown:)``) and reads ahead there
    /// (``inBackground(_:)``, ``StoreReadAhead``).
    var isOnNetwork: Bool { get }
    /// Runs `body`, which calls the store, off the caller's thread.
    func inBackground<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result
    /// Applies `batch` as ``apply(_:)`` does, off the caller's thread; the
    /// batches of successive calls are applied in the order of the calls.
    /// `keysKnown` gets the inserted rows' keys before the transaction
    /// commits, so before any other reader can see those rows.
    func applyInBackground(
        _ batch: StoreBatch, keysKnown: @escaping @Sendable ([Int64]) -> Void
    ) async throws -> [Int64]
    /// Calls `receive` with what other processes save to the store, from now
    /// until the store is gone, checked against `vocabulary` and the
    /// database (``NoticeClaims``). A store no other process writes never calls it.
    func receiveOtherWriters(_ vocabulary: NoticeVocabulary, _ receive: @escaping @Sendable (ModelChanges) -> Void)
}

extension ModelStore {
    var isOnNetwork: Bool { false }

    func inBackground<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) async throws -> Result {
        try body()
    }

    func applyInBackground(
        _ batch: StoreBatch, keysKnown: @escaping @Sendable ([Int64]) -> Void
    ) async throws -> [Int64] {
        let keys = try apply(batch)
        keysKnown(keys)
        return keys
    }

    func receiveOtherWriters(_ vocabulary: NoticeVocabulary, _ receive: @escaping @Sendable (ModelChanges) -> Void) {}
}
