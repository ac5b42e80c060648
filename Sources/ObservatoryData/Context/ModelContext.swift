import Foundation

/// A scratchpad of models: fetch them, change them, insert and delete them,
/// and `save()` writes the changes to the store in one transaction.
///
/// A context holds one instance per stored row, so every view that shows a
/// model shows the same object, and observes it like any `@Observable` one.
/// Use a context on one thread or actor at a time: the container's
/// ``ModelContainer/mainContext`` on the main actor.
public final class ModelContext {
    /// The container whose store the context reads and writes.
    public let container: ModelContainer
    /// Whether changes are saved without calling `save()`: on for the main
    /// context (at the end of the main actor's turn, as SwiftUI does), off
    /// for contexts you create.
    public var autosaveEnabled: Bool

    /// The saved models this context holds, by identity.
    var registered: [PersistentIdentifier: any PersistentModel] = [:]
    /// Models inserted and not saved, in insertion order.
    var pendingInserts: [any PersistentModel] = []
    /// Saved models with changed properties, in the order they first changed.
    var pendingUpdates: [any PersistentModel] = []
    /// Models deleted and not saved.
    var pendingDeletes: [any PersistentModel] = []
    private var isAutosaveScheduled = false
    /// The main context's save that the store's writer is writing, if any.
    var writing: SaveInWriting?
    /// `save()` was called while a save was being written: save again after it.
    var saveWhenWritten = false
    /// Rows read off the main actor, used instead of the store while set
    /// (see ``withReadAhead(_:_:)``).
    var readAhead: StoreReadAhead?
    /// Fetched models whose relationships are still to load (see `materialize`).
    var relationshipLoads: [any PersistentModel] = []
    /// How deep `materialize` calls are nested: the outermost one loads relationships.
    var materializeDepth = 0
    /// The rows being created while their required to-one targets load.
    var requiredChain: Set<PersistentIdentifier> = []
    /// What keeps the main context up to date with other contexts' saves
    /// (the container's broadcast holds it weakly).
    var merger: AnyObject?
    let isMain: Bool

    /// A new context on `container`'s store, without autosave.
    public convenience init(_ container: ModelContainer) {
        self.init(container, isMain: false)
    }

    init(_ container: ModelContainer, isMain: Bool) {
        self.container = container
        self.isMain = isMain
        autosaveEnabled = isMain
    }

    /// Whether the context has changes to save, or (the main context of a
    /// PostgreSQL store) a save that is still being written.
    public var hasChanges: Bool {
        !pendingInserts.isEmpty || !pendingUpdates.isEmpty || !pendingDeletes.isEmpty || writing != nil
    }

    /// The models inserted since the last save.
    public var insertedModelsArray: [any PersistentModel] { pendingInserts }
    /// The saved models changed since the last save.
    public var changedModelsArray: [any PersistentModel] { pendingUpdates }
    /// The models deleted since the last save.
    public var deletedModelsArray: [any PersistentModel] { pendingDeletes }

    // MARK: Inserting and deleting

    /// Adds `model` to the context; the next save stores it. Inserting a
    /// model the context already holds does nothing.
    public func insert<Model: PersistentModel>(_ model: Model) {
        let state = model._$modelState
        if state.context === self {
            if state.isDeleted { undelete(model) }
            return
        }
        precondition(state.context == nil, "this \(Model.self) belongs to another ModelContext")
        state.context = self
        state.isPendingInsert = true
        pendingInserts.append(model)
        RelationshipGraph.syncAll(model)
        didChange()
    }

    /// Marks `model` for deletion; the next save removes its row.
    public func delete<Model: PersistentModel>(_ model: Model) {
        let state = model._$modelState
        guard state.context === self, !state.isDeleted else { return }
        if state.isPendingInsert {
            pendingInserts.removeAll { $0 === model }
            state.isPendingInsert = false
            state.context = nil
            state.clearChanges()
            RelationshipGraph.applyDeleteRules(model, in: self)
            didChange()
            return
        }
        state.isDeleted = true
        pendingDeletes.append(model)
        RelationshipGraph.applyDeleteRules(model, in: self)
        didChange()
    }

    /// Deletes every model of `type` that `predicate` accepts (all of them without one).
    public func delete<Model: PersistentModel>(
        model type: Model.Type, where predicate: Predicate<Model>? = nil, includeSubclasses: Bool = true
    ) throws {
        for model in try fetch(FetchDescriptor(predicate: predicate)) { delete(model) }
    }

    private func undelete(_ model: some PersistentModel) {
        model._$modelState.isDeleted = false
        pendingDeletes.removeAll { $0 === model }
    }

    /// Called by a model's state the first time a saved model changes.
    func registerUpdate(of model: some PersistentModel) {
        pendingUpdates.append(model)
        didChange()
    }

    // MARK: Identity

    /// The model with identity `id` that the context holds, if any.
    public func registeredModel<Model: PersistentModel>(for id: PersistentIdentifier) -> Model? {
        if let model = registered[id] ?? modelInWriting(id) { return model as? Model }
        return pendingInserts.first { $0.persistentModelID == id } as? Model
    }

    /// The model with identity `id`: the one the context holds, else fetched.
    ///
    /// - Throws: when no row has that identity.
    public func model<Model: PersistentModel>(for id: PersistentIdentifier, as type: Model.Type = Model.self) throws -> Model {
        if let model: Model = registeredModel(for: id) { return model }
        guard let rowID = id.rowID else { throw ModelStoreError.unknownModel(id.description) }
        if readAhead == nil { warnIfWaitingOnMainActor("model(for:)") }
        guard let row = try storedRow(of: try container.entity(Model.self), rowID) else {
            throw ModelStoreError.unknownModel(id.description)
        }
        return try materialize(row, as: Model.self)
    }

    /// The stored row `rowID` of `entity`: from the read-ahead when it has
    /// it, else from the store.
    func storedRow(of entity: RegisteredEntity, _ rowID: Int64) throws -> StoredRow? {
        if let readAhead, readAhead.wasRead(entity.schema.entityName, rowID) {
            return readAhead.row(entity.schema.entityName, rowID)
        }
        var fetch = StoreFetch(entity: entity.description)
        fetch.filter = SQLFragment("\(quoted(SQLDialect.keyColumn)) = ?", [.integer(rowID)])
        return try container.store.fetch(fetch).first
    }

    /// Runs `body` with `readAhead`'s rows and links in place of the
    /// store's, as far as they go.
    func withReadAhead<Result>(_ readAhead: StoreReadAhead?, _ body: () throws -> Result) rethrows -> Result {
        guard let readAhead else { return try body() }
        let outer = self.readAhead
        self.readAhead = readAhead
        defer { self.readAhead = outer }
        return try body()
    }

    // MARK: Autosave

    /// Schedules the autosave that a failed one left to do.
    func autosaveAgain() {
        guard hasChanges else { return }
        didChange()
    }

    private func didChange() {
        guard autosaveEnabled, isMain, !isAutosaveScheduled else { return }
        isAutosaveScheduled = true
        let box = UncheckedContext(self)
        Task { @MainActor in
            let context = box.context
            context.isAutosaveScheduled = false
            guard context.autosaveEnabled, context.hasChanges else { return }
            do {
                try context.save()
            } catch {
                ModelContext.reportAutosaveFailure(error)
            }
        }
    }
}

/// Carries the main context into the main actor's tasks.
struct UncheckedContext: @unchecked Sendable {
    // The main context is only used on the main actor.
    let context: ModelContext
    init(_ context: ModelContext) { self.context = context }
}
