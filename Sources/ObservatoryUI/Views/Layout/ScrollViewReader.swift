/// Gives its content a ``ScrollViewProxy`` that scrolls to a view by id.
///
/// ```swift
/// ScrollViewReader { proxy in
///     List(messages) { MessageRow(message: $0) }
///         .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
///
/// The ids are those of `.id(_:)` and of `ForEach` elements under the reader.
/// In a lazy container that mounts a window of its rows, a row that is not
/// mounted is found where the data says it is, or by scanning the data
/// (O(N), on `scrollTo` only), and mounted, placed for the anchor, in the
/// same update; data that finds it in the background (a paged query of
/// PostgreSQL) has it mounted and scrolled to when the answer and the row's
/// page arrive. A request is resolved after the update that follows it, so
/// a view added by the same action can be scrolled to; the window then
/// scrolls the view's element into view (`scrollIntoView`).
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// A reader whose content gets the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

/// Scrolls the scroll views around a ``ScrollViewReader``'s content.
@MainActor
public struct ScrollViewProxy {
    let reader: ScrollReaderReference

    /// Scrolls so that the view with `id` is visible, placed at `anchor`
    /// (nil: as little scrolling as shows it).
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node, node.isMounted else { return }
        node.graph.requestScroll(ScrollRequest(reader: node, id: AnyHashable(id), anchor: anchor))
    }
}

/// The reader's node, as its proxy reaches it (weakly: a proxy kept past
/// the reader's life scrolls nothing).
@MainActor
final class ScrollReaderReference {
    weak var node: Node?
}

/// A `scrollTo` waiting for the end of the update.
@MainActor
struct ScrollRequest {
    /// Weak: the update that resolves the request may remove the reader.
    weak var reader: Node?
    let id: AnyHashable
    let anchor: UnitPoint?
    /// Whether the windowed `ForEach`s under the reader were asked to mount
    /// the target (once per request: ``revealUnmountedTarget()``).
    var triedUnmountedRows = false
    /// Set when a windowed `ForEach`'s data is still finding the target (a
    /// store on the network): the request is tried again after each update
    /// until the row mounts, a newer `scrollTo` of the same reader replaces
    /// it, the reader leaves, or this instant passes.
    var waitsUntil: ContinuousClock.Instant?

    /// How long a request waits for data that is finding its target.
    static let dataWait = Duration.seconds(10)

    /// The first element of the view with `id` under the reader, if it is there.
    func resolve() -> Element? {
        guard let reader, reader.isMounted, let target = Self.find(id, below: reader) else { return nil }
        var elements: [Element] = []
        target.collectElements(into: &elements)
        return elements.first
    }

    private static func find(_ id: AnyHashable, below node: Node) -> Node? {
        var found: Node?
        node.forEachChild { child in
            guard found == nil else { return }
            if (child as? ScrollTargetIdentifying)?.scrollTargetID == id {
                found = child
            } else {
                found = find(id, below: child)
            }
        }
        return found
    }
}

/// A node that a `scrollTo` can name: an `.id(_:)` view or a `ForEach` element.
@MainActor
protocol ScrollTargetIdentifying {
    var scrollTargetID: AnyHashable? { get }
}

extension ScrollViewReader: PrimitiveView {
    func makeNode(parent: Node) -> Node {
        ScrollReaderNode(view: self, parent: parent)
    }
}

/// The node of a reader: evaluates the content with the proxy, under observation.
final class ScrollReaderNode<Content: View>: BodyNode {
    private var view: ScrollViewReader<Content>
    private let reference = ScrollReaderReference()

    init(view: ScrollViewReader<Content>, parent: Node) {
        self.view = view
        super.init(parent: parent, graph: parent.graph, environment: parent.environment)
        reference.node = self
        evaluate()
    }

    override var viewType: Any.Type { ScrollViewReader<Content>.self }

    override var recordsStatistics: Bool { false }

    override func makeBody() -> any View { view.content(ScrollViewProxy(reader: reference)) }

    override func update(with newView: any View) {
        view = newView as! ScrollViewReader<Content>
        if !pendingCauses.contains(.parentInputs) { pendingCauses.append(.parentInputs) }
        evaluate()
    }
}
