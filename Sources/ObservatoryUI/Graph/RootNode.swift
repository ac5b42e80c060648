/// The root of a window: hosts the root element.
final class RootNode: Node, ElementHosting {
    private var content: Node?

    init(graph: ViewGraph, environment: EnvironmentValues) {
        super.init(parent: nil, graph: graph, environment: environment)
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
        guard list.count != element.children.count
                || zip(list, element.children).contains(where: { $0 !== $1 }) else { return }
        for child in list { child.parent = element }
        element.children = list
        recordReordered(element)
    }
}
