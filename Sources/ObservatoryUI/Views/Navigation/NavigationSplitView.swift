import Foundation

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
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    /// A split view with a sidebar and a detail column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
        columnVisibility = nil
    }

    /// A split view whose visible columns follow `columnVisibility`
    /// (`.detailOnly` hides the sidebar).
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.detail = detail()
        self.columnVisibility = columnVisibility
    }
}

/// Which columns of a ``NavigationSplitView`` show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// The system's choice: every column where there is room.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The two last columns (the sidebar and the detail of a two-column view).
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// `.navigationSplitViewColumnWidth`: the width of the column this view is
/// the root of. A wrapper element named `columnWidth`; the split view sizes
/// the column to it.
struct ColumnWidthElement<Content: View>: WrapperElement {
    static var modifierName: String { "columnWidth" }

    let content: Content
    let min: Double?
    let ideal: Double
    let max: Double?

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var parameters = ["ideal": ideal.attributeValue]
        if let min { parameters["min"] = min.attributeValue }
        if let max { parameters["max"] = max.attributeValue }
        return parameters
    }
}

extension View {
    /// The width of the split view column this view is the root of.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        ColumnWidthElement(content: self, min: nil, ideal: Double(width), max: nil)
    }

    /// The width of the split view column this view is the root of, within bounds.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        ColumnWidthElement(content: self, min: min.map(Double.init), ideal: Double(ideal), max: max.map(Double.init))
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
        showColumns(view.columnVisibility?.wrappedValue)
        relayoutChildren()
    }

    /// Marks the element with the columns to show, when told.
    private func showColumns(_ visibility: NavigationSplitViewVisibility?) {
        graph.setAttribute("columnVisibility", of: element, to: visibility.map(\.name))
    }

    override var viewType: Any.Type { NavigationSplitView<Sidebar, Detail>.self }

    override func update(with newView: any View) {
        let view = newView as! NavigationSplitView<Sidebar, Detail>
        showColumns(view.columnVisibility?.wrappedValue)
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
