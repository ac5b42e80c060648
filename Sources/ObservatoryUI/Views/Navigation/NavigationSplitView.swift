/// A sidebar and a detail column. Links in the sidebar show their
/// destination in the detail column, replacing what it showed.
///
/// ```swift
/// NavigationSplitView {
///     List(store.items) { todo in NavigationLink(todo.title, value: todo.id) }
/// } detail: {
///     Text("Select an item")
/// }
/// .navigationDestination(for: UUID.self) { id in … }
/// ```
///
/// It renders as a `navigationSplitView` element with two `navigationStack`
/// children whose `column` attribute is `sidebar` and `detail`.
public struct NavigationSplitView<Sidebar: View, Detail: View>: View {
    let sidebar: Sidebar
    let detail: Detail

    /// A split view with a sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }
}

extension NavigationSplitView: PrimitiveView {
    func makeNode(parent: Node) -> Node { NavigationSplitViewNode(view: self, parent: parent) }
}

/// The node of a split view: two stacks, the sidebar pushing onto the detail.
final class NavigationSplitViewNode<Sidebar: View, Detail: View>: Node, ElementHosting {
    override var asElementHost: (any ElementHosting)? { self }

    let element: Element
    private var detailColumn: NavigationStackNode!
    private var sidebarColumn: NavigationStackNode!

    init(view: NavigationSplitView<Sidebar, Detail>, parent: Node) {
        element = parent.graph.makeElement(role: .navigationSplitView)
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        detailColumn = NavigationStackNode(
            root: AnyView(view.detail), viewType: Detail.self, role: .navigationStack,
            replacesOnPush: true, parent: self)
        sidebarColumn = NavigationStackNode(
            root: AnyView(view.sidebar), viewType: Sidebar.self, role: .navigationStack,
            linkTarget: detailColumn.controller, parent: self)
        graph.setAttribute("column", of: sidebarColumn.element, to: "sidebar")
        graph.setAttribute("column", of: detailColumn.element, to: "detail")
        relayoutChildren()
    }

    override var viewType: Any.Type { NavigationSplitView<Sidebar, Detail>.self }

    override func update(with newView: any View) {
        let view = newView as! NavigationSplitView<Sidebar, Detail>
        sidebarColumn.update(with: SplitColumn(root: AnyView(view.sidebar)))
        detailColumn.update(with: SplitColumn(root: AnyView(view.detail)))
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(sidebarColumn)
        body(detailColumn)
    }

    override func collectElements(into elements: inout [Element]) {
        elements.append(element)
    }

    func relayoutChildren() {
        var list: [Element] = []
        forEachChild { $0.collectElements(into: &list) }
        guard list.map(\.id) != element.children.map(\.id) else { return }
        element.replaceChildren(with: list)
        graph.recordReordered(element)
    }

    override func didUnmount() {
        graph.discard(element)
    }
}

/// A column's new root, passed to its stack node.
struct SplitColumn: View, NavigationRootProviding {
    let root: AnyView
    var rootView: AnyView { root }
    var body: Never { fatalError("Observatory: SplitColumn is not rendered") }
}
