import ObservatoryUI

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
    /// The context of the models in this part of the interface: the main
    /// context of the container that `.modelContainer(_:)` placed above.
    /// Without one, a context on an empty in-memory store, which fetches
    /// nothing and reports the missing container when asked for models.
    @MainActor
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] ?? ModelContext.unconfigured }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension ModelContext {
    /// The context views get when no `.modelContainer(_:)` is above them.
    @MainActor
    static let unconfigured: ModelContext = {
        // An in-memory store with no models cannot fail to open.
        // swiftlint:disable:next force_try
        let container = try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        return container.mainContext
    }()
}

extension View {
    /// Gives this view and its descendants `context` as their `\.modelContext`
    /// (and so the context their `@Query`s fetch from).
    public func modelContext(_ context: ModelContext) -> some View {
        environment(\.modelContext, context)
    }

    /// Gives this view and its descendants `container`: its main context is
    /// their `\.modelContext`, which `@Query` fetches from.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Gives this view and its descendants a container for `modelTypes`,
    /// created once (in memory with `inMemory`), in the default store otherwise.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let result = SharedContainers.container(for: modelTypes, inMemory: inMemory)
        onSetup(result)
        guard case .success(let container) = result else {
            return environment(\.modelContext, ModelContext.unconfigured)
        }
        container.mainContext.autosaveEnabled = isAutosaveEnabled
        return environment(\.modelContext, container.mainContext)
    }

    /// Gives this view and its descendants a container for `modelType`.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                       isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }
}

extension Scene {
    /// Gives every window of this scene `context` as its `\.modelContext`.
    public func modelContext(_ context: ModelContext) -> ModifiedScene<Self> {
        nonisolated(unsafe) let context = context
        return transformingWindowContent { $0.modelContext(context) }
    }

    /// Gives every window of this scene `container`.
    public func modelContainer(_ container: ModelContainer) -> ModifiedScene<Self> {
        transformingWindowContent { $0.modelContainer(container) }
    }

    /// Gives every window of this scene a container for `modelTypes`, created once.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> ModifiedScene<Self> {
        nonisolated(unsafe) let types = modelTypes
        nonisolated(unsafe) let onSetup = onSetup
        return transformingWindowContent {
            $0.modelContainer(for: types, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                              isUndoEnabled: isUndoEnabled, onSetup: onSetup)
        }
    }

    /// Gives every window of this scene a container for `modelType`, created once.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> ModifiedScene<Self> {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                       isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }
}

/// The containers `.modelContainer(for:)` created, one per list of types,
/// so that re-rendering the modifier does not open the store again.
@MainActor
private enum SharedContainers {
    static var created: [String: Result<ModelContainer, any Error>] = [:]

    static func container(for types: [any PersistentModel.Type], inMemory: Bool) -> Result<ModelContainer, any Error> {
        let key = types.map { String(reflecting: $0) }.joined(separator: ",") + (inMemory ? "|memory" : "")
        if let existing = created[key] { return existing }
        let result = Result {
            try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        }
        created[key] = result
        return result
    }
}
