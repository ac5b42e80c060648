/// The entry point of an app: its scenes.
///
/// ```swift
/// @main
/// struct HabitApp: App {
///     var body: some Scene {
///         WindowGroup { HabitListView() }
///     }
/// }
/// ```
///
/// An app's `@State` is shared by all its windows. ``App/main()`` (used by
/// `@main`) renders the first window once as text; a renderer such as
/// ObservatoryWeb provides a `main` that shows it for real.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene that ``body`` returns.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @MainActor var body: Body { get }
    /// Creates the app.
    @MainActor init()
}

/// A part of an app's interface, such as a group of windows.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that ``body`` returns.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder @MainActor var body: Body { get }
}

extension Never: Scene {}

/// Builds an app's scenes.
@resultBuilder @MainActor
public enum SceneBuilder {
    /// A single scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes; the first window group is the one windows show.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene {
        var scenes: [any Scene] = []
        for scene in repeat each content { scenes.append(scene) }
        return TupleScene(scenes: scenes)
    }
}

/// Several scenes side by side.
public struct TupleScene: Scene {
    let scenes: [any Scene]

    /// A primitive scene has no body.
    public var body: Never { fatalError("Observatory: TupleScene has no body") }
}

/// A scene whose windows each show the same content, with their own state.
public struct WindowGroup<Content: View>: Scene {
    let title: String?
    let id: String?
    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.title = nil
        self.id = nil
        self.content = content()
    }

    /// A window group with a title.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.title = title.resolved
        self.id = nil
        self.content = content()
    }

    /// A window group that `openWindow(id: id)` opens a window of.
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.title = nil
        self.id = id
        self.content = content()
    }

    /// A window group with a title, that `openWindow(id: id)` opens a window of.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.resolved
        self.id = id
        self.content = content()
    }

    /// A primitive scene has no body.
    public var body: Never { fatalError("Observatory: WindowGroup has no body") }
}

extension Scene {
    /// The content of the window scene `id` names in this scene, or of the
    /// first one when `id` is nil (the app's main window).
    func windowContent(id: String? = nil) -> (any View)? {
        if let group = self as? any WindowContentScene { return group.windowView(for: id) }
        if let tuple = self as? TupleScene {
            for scene in tuple.scenes {
                if let content = scene.windowContent(id: id) { return content }
            }
            return nil
        }
        if Body.self == Never.self { return nil }
        return body.windowContent(id: id)
    }

    /// The ids of the window scenes in this scene (`Window`, `WindowGroup(id:)`), in order.
    func windowSceneIDs() -> [String] {
        if let group = self as? any WindowContentScene { return group.sceneIDs }
        if let tuple = self as? TupleScene { return tuple.scenes.flatMap { $0.windowSceneIDs() } }
        if Body.self == Never.self { return [] }
        return body.windowSceneIDs()
    }

    /// The title of the first window group, if it has one.
    func windowTitle() -> String? {
        if let group = self as? any WindowContentScene { return group.title }
        if let tuple = self as? TupleScene { return tuple.scenes.lazy.compactMap { $0.windowTitle() }.first }
        if Body.self == Never.self { return nil }
        return body.windowTitle()
    }
}

/// A scene that provides window content.
@MainActor
protocol WindowContentScene {
    /// The content of the window `id` names (nil: the first window scene).
    func windowView(for id: String?) -> (any View)?
    var title: String? { get }
    /// The ids `openWindow(id:)` opens its windows by.
    var sceneIDs: [String] { get }
}

extension WindowGroup: WindowContentScene {
    func windowView(for id: String?) -> (any View)? { id == nil || id == self.id ? content : nil }
    var sceneIDs: [String] { id.map { [$0] } ?? [] }
}
