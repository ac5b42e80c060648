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
    /// Each model type's schema, by table name.
    let entities: [String: RegisteredEntity]
    let changes = SaveBroadcast()
    // Read and written on the main actor only (`mainContext`).
    nonisolated(unsafe) private var mainContextStorage: ModelContext?

    private static let logger = Logger(label: "ObservatoryData")

    /// A container for `schema`, stored as `configurations` say (the first
    /// one; the default store when none is given).
    public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        let configuration = configurations.first ?? ModelConfiguration()
        self.schema = schema
        self.configurations = [configuration]
        var entities: [String: RegisteredEntity] = [:]
        for model in schema.models {
            let entity = RegisteredEntity(model)
            entities[entity.schema.entityName] = entity
        }
        self.entities = entities
        let opened = try Self.open(configuration)
        store = opened.store
        recoveredStoreURL = opened.recovered
        try store.prepare(schema.models.map { EntityDescription($0._$schema) })
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

    init(_ type: any PersistentModel.Type) {
        self.type = type
        schema = type._$schema
        description = EntityDescription(schema)
    }
}
