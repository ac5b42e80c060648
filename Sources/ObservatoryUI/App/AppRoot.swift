/// The root view of a window of an app: evaluates the app's scene body (with
/// the app's shared `@State`) and shows its window content.
struct AppRoot<A: App>: View {
    let app: A
}

extension AppRoot: PrimitiveView {
    func makeNode(parent: Node) -> Node { AppNode(app: app, parent: parent) }
}

/// Evaluates an app's `body` like a view's, under observation: a change to
/// app state re-runs it and updates the window content.
final class AppNode<A: App>: BodyNode {
    private let app: A

    init(app: A, parent: Node) {
        self.app = app
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        attachProperties(of: app)
        evaluate()
    }

    override var viewType: Any.Type { AppRoot<A>.self }

    override var statisticsName: String { ViewGraph.displayName(of: A.self) }

    override var statisticsType: Any.Type { A.self }

    override func makeBody() -> any View {
        app.body.windowContent() ?? EmptyView()
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

    /// The title of the app's first window group, if it has one.
    public static func windowTitle<A: App>(of app: A) -> String? {
        app.body.windowTitle()
    }
}
