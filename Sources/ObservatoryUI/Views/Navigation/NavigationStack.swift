/// A stack of screens: the root, and the screens that links push onto it.
///
/// ```swift
/// NavigationStack {
///     List(store.items) { todo in
///         NavigationLink(todo.title) { TodoDetail(todo: todo) }
///     }
///     .navigationTitle("To-Dos")
/// }
/// ```
///
/// It renders as a `navigationStack` element whose children are `screen`
/// elements, the root first; a renderer shows the last. Every screen stays
/// mounted while it is on the stack, so its state survives a push.
public struct NavigationStack<Root: View>: View {
    let root: Root
    let path: NavigationPathBinding?

    /// A stack whose root is `root`; links push onto a path it keeps itself.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    /// A stack whose pushed screens are the values of `path`, each shown by
    /// the matching `navigationDestination(for:)`: changing the path pushes
    /// and pops, and `NavigationLink(value:)` and the back button change it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathBinding(path)
    }

    /// A stack whose pushed screens are the values of `path` (`[Route]`).
    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    ) where Data.Element: Hashable {
        self.root = root()
        self.path = NavigationPathBinding(path)
    }
}

extension NavigationStack: PrimitiveView {
    func makeNode(parent: Node) -> Node {
        NavigationStackNode(root: AnyView(root), viewType: Self.self, role: .navigationStack, path: path, parent: parent)
    }
}

/// The node of a navigation stack (and of a split view's detail column).
final class NavigationStackNode: Node, ElementHosting {
    override var asElementHost: (any ElementHosting)? { self }

    let element: Element
    let controller: NavigationController
    private let type: Any.Type
    private var rootScreen: ScreenNode!
    private var screens: [(id: Int, node: ScreenNode)] = []
    /// The observation of the last evaluation's reads.
    private var tracking: ObservationHandle?

    /// Where links inside this stack push: its own controller, or another
    /// column's (a split view's sidebar pushes onto its detail column).
    private let linkTarget: NavigationController

    init(
        root: AnyView, viewType: Any.Type, role: ElementRole, replacesOnPush: Bool = false,
        linkTarget: NavigationController? = nil, path: NavigationPathBinding? = nil, parent: Node
    ) {
        type = viewType
        element = parent.graph.makeElement(role: role)
        controller = NavigationController(replacesOnPush: replacesOnPush)
        controller.boundPath = path
        self.linkTarget = linkTarget ?? controller
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        environment.navigator = self.linkTarget
        element.eventTarget = self
        rootScreen = ScreenNode(entry: nil, content: root, stack: self, depth: 0)
        reconcileScreens()
        relayoutChildren()
    }

    override var viewType: Any.Type { type }

    override func handle(_ event: ElementEvent, on element: Element) -> Bool {
        switch event {
        case .pop: return controller.pop()
        case .navigate(let depth): return controller.navigate(toDepth: depth)
        default: return false
        }
    }

    override func update(with newView: any View) {
        let root = (newView as? any NavigationRootProviding)?.rootView ?? AnyView(EmptyView())
        if let path = (newView as? any NavigationRootProviding)?.pathBinding { controller.boundPath = path }
        rootScreen.update(content: root)
        reconcileScreens()
    }

    override func rerun() {
        pendingCauses = []
        reconcileScreens()
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        var environment = environment
        environment.navigator = linkTarget
        self.environment = environment
        forEachChild { $0.environmentDidChange(environment) }
    }

    /// Mounts, keeps or removes pushed screens to match the controller's path.
    private func reconcileScreens() {
        let path: [NavigationController.Entry]
        (path, tracking) = observingReads({ controller.path }, replacing: tracking)
        var kept: [(id: Int, node: ScreenNode)] = []
        var changed = false
        for (depth, entry) in path.enumerated() {
            if depth < screens.count, screens[depth].id == entry.id {
                kept.append(screens[depth])
            } else {
                changed = true
                kept.append((entry.id, ScreenNode(entry: entry, content: nil, stack: self, depth: depth + 1)))
            }
        }
        for stale in screens where !kept.contains(where: { $0.node === stale.node }) {
            remove(stale.node)
            changed = true
        }
        screens = kept
        if changed { graph.structureChanged(below: self) }
        graph.setAttribute("depth", of: element, to: String(screens.count))
    }

    override func forEachChild(_ body: (Node) -> Void) {
        body(rootScreen)
        for screen in screens { body(screen.node) }
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
        tracking?.cancel()
        graph.discard(element)
    }
}

/// Gives a stack's node its root view when the stack is updated.
@MainActor
protocol NavigationRootProviding {
    var rootView: AnyView { get }
    var pathBinding: NavigationPathBinding? { get }
}

extension NavigationRootProviding {
    var pathBinding: NavigationPathBinding? { nil }
}

extension NavigationStack: NavigationRootProviding {
    var rootView: AnyView { AnyView(root) }
    var pathBinding: NavigationPathBinding? { path }
}
