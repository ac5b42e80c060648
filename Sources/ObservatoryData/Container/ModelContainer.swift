import Dispatch
import Foundation
import Logging

/// The store of an app's models, and the contexts that work on it.
///
/// ```swift
/// let container = try ModelContainer(for: Habit.self, Entry.self)
/// let context = container.mainContext
/// ```
///
/// Opening creates the tables, or migrates them: a new property with a
/// default value (or an optional one) is added, and `@Attribute(originalName:)`
/// renames. A file that is not a database the app can read is moved aside
/// (``recoveredStoreURL`` says where) and a new store is started in its place.
public final class ModelContainer: Sendable {
    /// The models the container stores.
    public let schema: Schema
    /// Where it stores them.
    public let configurations: [ModelConfiguration]
    /// Where a store that could not be opened was moved, if that happened.
    public let recoveredStoreURL: URL?

    let store: any ModelStore

    /// Whether the container's database answers (a PostgreSQL server can go
    /// away; a file cannot). Observable: read it in a view to show it.
    public var reachability: StoreReachability { store.reachability }
    /// Each model type's schema, by table name.
    let entities: [String: RegisteredEntity]
    let changes = SaveBroadcast()
    /// Queued reads of `@Query`s, shared by the windows that show the same one.
    let sharedReads = SharedReads()
    /// Every save of the container's contexts, for readers outside views (``ResultsObserver``).
    let saveCount = SaveCount()
    // Read and written on the main actor only (`mainContext`).
    nonisolated(unsafe) private var mainContextStorage: ModelContext?

    private static let logger = Logger(label: "ObservatoryData")

    /// A container for `schema`, stored as `configurations` say (the first
    /// one; the default store when none is given).
    public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        let configuration = configurations.first ?? ModelConfiguration()
        self.schema = schema
        self.configurations = [configuration]
        // A configuration's own schema adds its models (one store holds them all).
        let models = Self.modelsReached(from: Schema(schema.models + (configuration.schema?.models ?? [])).models)
        var entities: [String: RegisteredEntity] = [:]
        for model in models {
            let entity = RegisteredEntity(model)
            entities[entity.schema.entityName] = entity
        }
        self.entities = entities
        let opened = try Self.open(configuration)
        store = opened.store
        recoveredStoreURL = opened.recovered
        var links: [LinkTable] = []
        for entity in models.compactMap({ entities[$0._$schema.entityName] }) {
            for storage in entity.links.sorted(by: { $0.key < $1.key }).map(\.value) where !links.contains(storage.table) {
                links.append(storage.table)
            }
        }
        try store.prepare(models.map { entities[$0._$schema.entityName]!.description }, links: links)
        // Saves of other processes reach the contexts and queries as a save
        // of another context would.
        let vocabulary = NoticeVocabulary(entities.values.map { ($0.description, Set($0.schema.members.map(\.name))) })
        // On a store on the network, their rows are read first, off the main
        // actor, in the order the saves came, so that no context or query
        // on the main actor waits for the network to follow them.
        let store = store
        let registered = entities
        let readingAhead = DispatchQueue(label: "ObservatoryData.ModelContainer.readAhead")
        store.receiveOtherWriters(vocabulary) { [changes, saveCount] remote in
            guard store.isOnNetwork, !remote.mayHaveMissedChanges else {
                changes.send(remote, by: ObjectIdentifier(changes))
                saveCount.increment()
                return
            }
            readingAhead.async {
                changes.send(remote, by: ObjectIdentifier(changes), readAhead: Self.readAhead(of: remote, registered, store))
                saveCount.increment()
            }
        }
        // What autosave could not save while the database was away is saved
        // when it is back.
        store.reachability.whenReachableAgain { [weak self] in
            Task { @MainActor in self?.mainContextStorage?.autosaveAgain() }
        }
    }

    /// The rows `changes` inserts and updates, and what they reach; nil if
    /// they cannot be read (then those who need them fetch again).
    static func readAhead(of changes: ModelChanges, _ entities: [String: RegisteredEntity], _ store: any ModelStore) -> StoreReadAhead? {
        var roots: [String: [Int64]] = [:]
        for id in changes.inserted + Array(changes.updated.keys) {
            if let rowID = id.rowID { roots[id.entityName, default: []].append(rowID) }
        }
        guard !roots.isEmpty else { return nil }
        do {
            return try StoreReadAhead.read(roots: roots, entities: entities, from: store)
        } catch {
            logger.warning("could not read the rows of a save ahead: \(error)")
            return nil
        }
    }

    /// A container for the models `types`, stored as `configurations` say.
    public convenience init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }

    /// A container for the models `types`, stored as `configurations` say.
    public convenience init(for types: [any PersistentModel.Type], configurations: [ModelConfiguration]) throws {
        try self.init(for: Schema(types), configurations: configurations)
    }

    /// The context of the main actor: the one views use. Its changes are
    /// saved automatically.
    @MainActor
    public var mainContext: ModelContext {
        if let stored = mainContextStorage { return stored }
        let context = ModelContext(self, isMain: true)
        let merger = MainContextMerger(context)
        context.merger = merger
        changes.add(merger)
        mainContextStorage = context
        return context
    }

    /// `models`, and every model their relationships reach (as SwiftData
    /// does, a container for `Trip.self` also stores its accommodations).
    private static func modelsReached(from models: [any PersistentModel.Type]) -> [any PersistentModel.Type] {
        var reached = models
        var seen = Set(models.map(ObjectIdentifier.init))
        var next = 0
        while next < reached.count {
            for property in reached[next]._$schema.relationships {
                guard let target = property.relationship?.targetType else { continue }
                if seen.insert(ObjectIdentifier(target)).inserted { reached.append(target) }
            }
            next += 1
        }
        return reached
    }

    /// The registered entity called `name`.
    func entity(named name: String) throws -> RegisteredEntity {
        guard let entity = entities[name] else { throw ModelStoreError.unknownModel(name) }
        return entity
    }

    /// The registered entity of `type`.
    func entity<Model: PersistentModel>(_ type: Model.Type) throws -> RegisteredEntity {
        guard let entity = entities[Model._$schema.entityName] else {
            throw ModelStoreError.unknownModel(Model._$schema.entityName)
        }
        return entity
    }

    /// The registered entity of `model`'s type.
    func entity(for model: any PersistentModel) throws -> RegisteredEntity {
        let name = type(of: model)._$schema.entityName
        guard let entity = entities[name] else { throw ModelStoreError.unknownModel(name) }
        return entity
    }

    private static func open(_ configuration: ModelConfiguration) throws -> (store: any ModelStore, recovered: URL?) {
        if configuration.isStoredInMemoryOnly { return (try SQLiteStore(file: nil), nil) }
        if configuration.namesPostgreSQLServer {
            #if PostgreSQL
            return (try PostgresStore(PostgresLocation(configuration.url)), nil)
            #else
            throw ModelStoreError.database(
                "\(configuration.url.absoluteString) names a PostgreSQL server, but this build of ObservatoryData "
                    + "leaves PostgreSQL out (the package trait PostgreSQL is off). Build with the default traits, "
                    + "or with --traits PostgreSQL.")
            #endif
        }
        let file = configuration.url
        do {
            return (try SQLiteStore(file: file), nil)
        } catch StoreOpeningError.unreadable(let reason) {
            let aside = try StoreQuarantine.moveAside(file)
            logger.error(
                "The store could not be opened (\(reason)). It was kept aside, and a new store was started.",
                metadata: ["store": "\(file.path)", "keptAt": "\(aside.path)"])
            return (try SQLiteStore(file: file), aside)
        }
    }
}

/// A model type the container stores.
struct RegisteredEntity: @unchecked Sendable {
    // Metatypes and the schema are immutable.
    let type: any PersistentModel.Type
    let schema: ModelSchema
    let description: EntityDescription
    /// The link table of each relationship, by property index.
    let links: [Int: RelationshipStorage]

    init(_ type: any PersistentModel.Type) {
        self.type = type
        schema = type._$schema
        description = EntityDescription(schema)
        var links: [Int: RelationshipStorage] = [:]
        for property in schema.relationships { links[property.index] = schema.storage(of: property) }
        self.links = links
    }

    /// The link table of the relationship `property`.
    func storage(of property: PersistedProperty) -> RelationshipStorage {
        links[property.index] ?? schema.storage(of: property)
    }
}
