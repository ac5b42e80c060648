/// A node a lazy container's rows stop at: a `ForEach` inside a row's content
/// is not one of the container's rows.
@MainActor
protocol LazyRowBoundary: Node {}

/// A view that groups rows (``Section``): a `ForEach` of them stays eager,
/// and each one passes the container on to the `ForEach` inside it.
protocol LazySectionView {}

extension ForEachNode {
    /// Whether a `ForEach` mounted under `parent` is one a lazy container
    /// may window. Walks up to the nearest element host once, at mount:
    /// - the host must be a lazy container, or a section whose own nearest
    ///   host is one (`ForEach(sections) { Section { ForEach(rows) } }`);
    /// - no other `ForEach`'s row may lie between the `ForEach` and its host
    ///   (a `ForEach` inside a row is part of that row);
    /// - a `ForEach` of sections is not a candidate itself.
    static func isLazyCandidate(under parent: Node) -> Bool {
        lazyContainer(above: parent) != nil
    }

    /// The lazy container whose rows a `ForEach` mounted under `parent`
    /// would be, or nil if it is not a candidate (``isLazyCandidate(under:)``).
    static func lazyContainer(above parent: Node) -> ElementHosting? {
        guard parent.environment.lazyContainer != nil, !(Content.self is any LazySectionView.Type) else {
            return nil
        }
        guard let host = nearestHost(from: parent, crossingRows: false) else { return nil }
        switch host.lazyHostKind {
        case .container:
            return host
        case .section:
            guard let sectionParent = host.parent,
                  let container = nearestHost(from: sectionParent, crossingRows: true),
                  container.lazyHostKind == .container
            else { return nil }
            return container
        case .other:
            return nil
        }
    }

    /// The nearest element host from `node` up, or nil if there is none or
    /// a row of another `ForEach` comes first (unless `crossingRows`).
    private static func nearestHost(from node: Node, crossingRows: Bool) -> ElementHosting? {
        var current: Node? = node
        while let next = current {
            if let host = next.asElementHost, host.hostsElements { return host }
            if !crossingRows && next is any LazyRowBoundary { return nil }
            current = next.parent
        }
        return nil
    }
}

/// A `ForEach`'s node, whatever its data and content: what lazy containers
/// (and tests) ask of it without knowing its generic parameters.
@MainActor
protocol AnyForEachNode: Node {
    /// Whether a lazy container may window its rows (``ForEachNode/isLazyCandidate``).
    var isLazyCandidate: Bool { get }
    /// How many rows that left the window keep their state (0 when eager).
    var retainedRowStateCount: Int { get }
}

extension ForEachNode: AnyForEachNode {}
