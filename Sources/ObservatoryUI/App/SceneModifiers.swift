import Foundation

/// A scene whose windows show another scene's content with a modifier
/// applied: what `.environment(_:)`, `.defaultAppStorage(_:)` and
/// ObservatoryData's `.modelContainer(_:)` return on a scene.
public struct ModifiedScene<Content: Scene>: Scene {
    let content: Content
    let transform: @MainActor (AnyView) -> AnyView

    /// A primitive scene has no body.
    public var body: Never { fatalError("Observatory: ModifiedScene has no body") }
}

extension ModifiedScene: WindowContentScene {
    func windowView(for id: String?) -> (any View)? {
        content.windowContent(id: id).map { transform(AnyView(erasing: $0) ?? AnyView(EmptyView())) }
    }
    var title: String? { content.windowTitle() }
    var sceneIDs: [String] { content.windowSceneIDs() }
}

extension Scene {
    /// This scene, with `modify` applied to the content of its windows. The
    /// building block of scene modifiers that set up the window's views.
    public func transformingWindowContent<Modified: View>(
        _ modify: @escaping @MainActor (AnyView) -> Modified
    ) -> ModifiedScene<Self> {
        ModifiedScene(content: self) { AnyView(modify($0)) }
    }

    /// Sets the environment value at `keyPath` for every view of the scene.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedScene<Self> {
        // Key paths are immutable values.
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let value = value
        return transformingWindowContent { $0.environment(keyPath, value) }
    }

    /// Places an observable object in the environment of every view of the scene.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedScene<Self> {
        nonisolated(unsafe) let object = object
        return transformingWindowContent { $0.environment(object) }
    }

    /// Sets the store of the scene's `@AppStorage` properties that name none.
    public func defaultAppStorage(_ store: UserDefaults) -> ModifiedScene<Self> {
        nonisolated(unsafe) let store = store
        return transformingWindowContent { $0.defaultAppStorage(store) }
    }
}
