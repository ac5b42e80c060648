/// The root of a window: hosts the root element.
final class RootNode: Node, ElementHosting {
    override var asElementHost: (any ElementHosting)? { self }

    private var content: Node?
    /// The window's edit mode, unless the environment given brings one.
    private let editMode = EditModeStorage()
    /// The window's focused values (`.focusedValue`, `@FocusedValue`).
    private let focusedValues = FocusedValuesStore()
    /// The window's `@SceneStorage` values.
    let sceneStorage = SceneStorageStore()
    /// The window's drag under way, begun on one of its views.
    private let dragSession = DragSession()

    init(graph: ViewGraph, environment: EnvironmentValues) {
        var environment = environment
        if environment.editMode == nil {
            let storage = editMode
            environment.editMode = Binding(storage, keyPath: \.mode)
        }
        environment.taskRegistry = graph.tasks
        environment.openURL = Self.openURL(in: graph)
        environment.focusedValuesStore = focusedValues
        environment.sceneStorageStore = sceneStorage
        environment.dragSession = dragSession
        environment.openWindow = OpenWindowAction { [weak graph] id in graph?.openWindowHandler?(id) }
        environment.dismissWindow = DismissWindowAction { [weak graph] id in graph?.dismissWindowHandler?(id) }
        super.init(parent: nil, graph: graph, environment: environment)
    }

    /// The window's `openURL`: the graph's handler, as it is when a URL is opened.
    private static func openURL(in graph: ViewGraph) -> OpenURLAction {
        OpenURLAction(system: { [weak graph] url in graph?.openURLHandler?(url) ?? false })
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        var environment = environment
        if environment.editMode == nil { environment.editMode = self.environment.editMode }
        environment.taskRegistry = graph.tasks
        environment.openURL = self.environment.openURL
        environment.focusedValuesStore = focusedValues
        environment.sceneStorageStore = sceneStorage
        environment.dragSession = dragSession
        environment.openWindow = self.environment.openWindow
        environment.dismissWindow = self.environment.dismissWindow
        super.environmentDidChange(environment)
    }

    override var viewType: Any.Type { RootNode.self }

    /// Mounts or updates the window's content.
    func mount<Content: View>(_ view: Content) {
        content = reconcile(content, with: view)
    }

    override func forEachChild(_ body: (Node) -> Void) {
        if let content { body(content) }
    }

    func relayoutChildren() {
        graph.relayout(graph.rootElement, from: content)
    }
}

extension ViewGraph {
    /// Sets `element`'s children to the elements `content` contributes, and
    /// records the change when the list differs.
    func relayout(_ element: Element, from content: Node?) {
        var list: [Element] = []
        content?.collectElements(into: &list)
        relayout(element, with: list)
    }

    /// Sets `element`'s children to the elements `content` contributes.
    func relayout(_ element: Element, from content: ChildNodes) {
        var list: [Element] = []
        content.collectElements(into: &list)
        relayout(element, with: list)
    }

    /// Makes `list` the children of `element`, recording the change if any.
    func relayout(_ element: Element, with list: [Element]) {
        guard list.count != element.children.count
                || zip(list, element.children).contains(where: { $0 !== $1 }) else { return }
        element.replaceChildren(with: list)
        recordReordered(element)
    }
}
