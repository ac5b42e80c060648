/// One screen of a navigation stack: the root content, a link's destination,
/// or the destination registered for a pushed value. It hosts a `screen`
/// element whose `title` attribute comes from `.navigationTitle`.
final class ScreenNode: BodyNode, ElementHosting {
    override var asElementHost: (any ElementHosting)? { self }

    let element: Element
    private let entry: NavigationController.Entry?
    private var content: AnyView?
    private unowned let stack: NavigationStackNode
    private let screenDepth: Int

    init(entry: NavigationController.Entry?, content: AnyView?, stack: NavigationStackNode, depth: Int) {
        self.entry = entry
        self.content = content
        self.stack = stack
        self.screenDepth = depth
        element = stack.graph.makeElement(role: .screen)
        super.init(parent: stack, graph: stack.graph, environment: stack.environment)
        environment.navigationScreen = ScreenTitle(screen: self)
        if depth > 0 {
            // `@Environment(\.dismiss)` on a pushed screen pops it (and the
            // screens above it); a sheet inside it sets its own.
            environment.dismiss = DismissAction(handler: DismissHandler { [weak stack] in
                stack?.controller.pop(toDepth: depth - 1)
            })
        }
        graph.setAttribute("depth", of: element, to: String(depth))
        element.eventTarget = self
        evaluate()
        relayoutChildren()
    }

    override var viewType: Any.Type { ScreenNode.self }

    override func handle(_ event: ElementEvent, on element: Element) -> Bool {
        guard event == .pop, screenDepth > 0 else { return false }
        stack.controller.pop(toDepth: screenDepth - 1)
        return true
    }

    override var recordsStatistics: Bool { false }

    /// A new root view from the stack's parent.
    func update(content: AnyView) {
        self.content = content
        if !pendingCauses.contains(.parentInputs) { pendingCauses.append(.parentInputs) }
        evaluate()
    }

    override func makeBody() -> any View {
        if let content { return content }
        guard let entry else { return EmptyView() }
        switch entry.destination {
        case .view(let view):
            return view
        case .link(let linked):
            return linked.view.value
        case .value(let value):
            if let view = stack.controller.registeredDestination(for: value) { return view }
            var ancestor = stack.parent
            while let node = ancestor {
                if let provider = node as? DestinationProviding, let view = provider.destination(for: value) {
                    return view
                }
                ancestor = node.parent
            }
            return Text("No navigationDestination for \(type(of: value.base))")
        }
    }

    override func environmentDidChange(_ environment: EnvironmentValues) {
        var environment = environment
        environment.navigationScreen = self.environment.navigationScreen
        if screenDepth > 0 { environment.dismiss = self.environment.dismiss }
        super.environmentDidChange(environment)
    }

    override func collectElements(into elements: inout [Element]) {
        elements.append(element)
    }

    func relayoutChildren() {
        graph.relayout(element, from: bodyNodes)
    }

    override func didUnmount() {
        super.didUnmount()
        graph.discard(element)
    }

    /// Sets the screen's title.
    func setTitle(_ title: String?) {
        setAttribute("title", title)
    }

    /// Sets (or with nil removes) one of the screen's attributes.
    func setAttribute(_ name: String, _ value: String?) {
        graph.setAttribute(name, of: element, to: value)
    }
}

/// Lets `.navigationTitle` (and the other screen modifiers: the title's
/// display mode, the bar's visibility and background, the back button) reach
/// the screen they are on. The last modifier to set an attribute owns it
/// until it leaves.
@MainActor
final class ScreenTitle {
    private weak var screen: ScreenNode?
    private var owners: [String: Int] = [:]

    init(screen: ScreenNode) { self.screen = screen }

    func set(_ title: String, by node: Int) {
        set("title", to: title, by: node)
    }

    func clear(by node: Int) {
        clear("title", by: node)
    }

    /// Sets the screen's attribute `name`, owned by `node`.
    func set(_ name: String, to value: String, by node: Int) {
        owners[name] = node
        screen?.setAttribute(name, value)
    }

    /// Removes the screen's attribute `name` if `node` set it last.
    func clear(_ name: String, by node: Int) {
        guard owners[name] == node else { return }
        owners[name] = nil
        screen?.setAttribute(name, nil)
    }
}

private struct ScreenTitleKey: EnvironmentKey {
    static let defaultValue: ScreenTitle? = nil
}

extension EnvironmentValues {
    /// The screen that `.navigationTitle` titles.
    var navigationScreen: ScreenTitle? {
        get { self[ScreenTitleKey.self] }
        set { self[ScreenTitleKey.self] = newValue }
    }
}
