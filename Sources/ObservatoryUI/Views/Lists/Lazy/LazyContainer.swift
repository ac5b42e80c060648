/// The mark a lazy container (`List`, `LazyVStack`, `LazyHStack`,
/// `LazyVGrid`, `LazyHGrid`) writes into its content's environment: one
/// value per container, not per row. A `ForEach` under it is a candidate for
/// a window of rows only if its nearest element host is the container (or a
/// section directly in it): see ``ForEachNode/isLazyCandidate``.
struct LazyContainer: Hashable, Sendable {
    /// Which kind of container wrote the mark.
    enum Kind: Hashable, Sendable {
        case list, stack, grid
    }

    /// The container's kind.
    let kind: Kind
    /// The axis the container scrolls along.
    let axis: Axis

    static let list = LazyContainer(kind: .list, axis: .vertical)
}

private struct LazyContainerKey: EnvironmentKey {
    static var defaultValue: LazyContainer? { nil }
}

extension EnvironmentValues {
    /// The lazy container the views are in, if any (inherited by every
    /// descendant: a `ForEach` checks its host as well).
    var lazyContainer: LazyContainer? {
        get { self[LazyContainerKey.self] }
        set { self[LazyContainerKey.self] = newValue }
    }
}

extension View {
    /// This content, marked as the content of a lazy container.
    func lazyContainer(_ container: LazyContainer) -> some View {
        modifier(EnvironmentWriter(value: container) { $0.lazyContainer = container })
    }
}

/// What an element host is to the lazy-container check.
enum LazyHostKind: Sendable {
    /// Neither a lazy container nor a section.
    case other
    /// A lazy container: its `ForEach` children are lazy candidates.
    case container
    /// A section: lazy when its own host is a lazy container.
    case section
}
