/// The root view of a window of an app: evaluates the app's scene body (with
/// the app's shared `@State`) and shows its window content.
struct AppRoot<A: App>: View {
    let app: A
    /// The window scene this window shows (`Window`, `WindowGroup(id:)`); nil for the main one.
    var sceneID: String?
}

extension AppRoot: PrimitiveView {
    func makeNode(parent: Node) -> Node { AppNode(app: app, sceneID: sceneID, parent: parent) }
}

/// Evaluates an app's `body` like a view's, under observation: a change to
/// app state re-runs it and updates the window content.
final class AppNode<A: App>: BodyNode {
    private let app: A
    private let sceneID: String?

    init(app: A, sceneID: String?, parent: Node) {
        self.app = app
        self.sceneID = sceneID
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        attachProperties(of: app)
        evaluate()
    }

    override var viewType: Any.Type { AppRoot<A>.self }

    override var statisticsName: String { ViewGraph.displayName(of: A.self) }

    override var statisticsType: Any.Type { A.self }

    override func makeBody() -> any View {
        app.body.windowContent(id: sceneID) ?? EmptyView()
    }
}

extension ViewGraph {
    /// Mounts a window of `app`. All windows of one app instance share its state.
    /// `inspector` records each update (see ``inspector``); nil for none.
    public convenience init<A: App>(
        app: A, environment: EnvironmentValues = EnvironmentValues(), inspector: UpdateInspector? = nil
    ) {
        self.init(AppRoot(app: app), environment: environment, inspector: inspector)
    }

    /// Mounts a window of the app's window scene `sceneID` (a `Window`, or a
    /// `WindowGroup(id:)`): what `openWindow(id:)` opens.
    public convenience init<A: App>(
        app: A, sceneID: String, environment: EnvironmentValues = EnvironmentValues(), inspector: UpdateInspector? = nil
    ) {
        self.init(AppRoot(app: app, sceneID: sceneID), environment: environment, inspector: inspector)
    }

    /// The ids of the app's window scenes that `openWindow(id:)` opens.
    public static func windowSceneIDs<A: App>(of app: A) -> [String] {
        app.body.windowSceneIDs()
    }

    /// The title of the app's first window group, if it has one.
    public static func windowTitle<A: App>(of app: A) -> String? {
        app.body.windowTitle()
    }
}
