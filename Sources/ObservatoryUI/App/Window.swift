/// A scene with one window, opened by `openWindow(id:)`: an about box, a
/// settings window, a detail window.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     Window("About", id: "about") { AboutView() }
/// }
/// // in a view: @Environment(\.openWindow) private var openWindow
/// Button("About") { openWindow(id: "about") }
/// ```
///
/// In a page, a window is a browser tab at `/window/<id>`: `openWindow`
/// opens one, and the app's first window scene is the page at `/`.
public struct Window<Content: View>: Scene {
    let title: String?
    let id: String
    let content: Content

    /// A window titled `title`, that `openWindow(id: id)` opens.
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.title = title.resolved
        self.id = id
        self.content = content()
    }

    /// A window titled `title`, that `openWindow(id: id)` opens.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        self.id = id
        self.content = content()
    }

    /// A primitive scene has no body.
    public var body: Never { fatalError("Observatory: Window has no body") }
}

extension Window: WindowContentScene {
    func windowView(for id: String?) -> (any View)? { id == nil || id == self.id ? content : nil }
    var sceneIDs: [String] { [id] }
}

/// Opens a window of one of the app's window scenes:
/// `@Environment(\.openWindow) private var openWindow`, then `openWindow(id: "about")`.
public struct OpenWindowAction: Sendable {
    let handler: @MainActor @Sendable (String) -> Void

    /// Opens a window of the scene `id` names (in a page, a new tab).
    @MainActor public func callAsFunction(id: String) {
        handler(id)
    }
}

/// Closes a window: `@Environment(\.dismissWindow) private var dismissWindow`,
/// then `dismissWindow()`.
public struct DismissWindowAction: Sendable {
    let handler: @MainActor @Sendable (String?) -> Void

    /// Closes this window (in a page, the tab, when the app opened it).
    @MainActor public func callAsFunction() {
        handler(nil)
    }

    /// Closes the windows of the scene `id` names that this window opened.
    @MainActor public func callAsFunction(id: String) {
        handler(id)
    }
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction { _ in } }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction { _ in } }
}

extension EnvironmentValues {
    /// Opens a window of one of the app's window scenes.
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Closes a window.
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }
}
