/// Hands a remounted lazy row's body nodes the state its archive kept
/// (``RowStateArchive``), while the row mounts (``ViewGraph/restoring``).
///
/// Body nodes are made in pre-order, as ``RowStateArchive/capture(_:)``
/// walked them. A node whose ordinal is the next entry's gets its slots if
/// its view type and depth below the row match; on the first mismatch the
/// rest of the row's entries are dropped, and its state resets, as after a
/// branch change.
@MainActor
final class RowStateRestorer {
    private var entries: ArraySlice<RowStateEntry>
    private let baseDepth: Int
    private var ordinal = 0

    /// Restores `entries` into the row mounted at depth `baseDepth`.
    init(_ entries: [RowStateEntry], baseDepth: Int) {
        self.entries = entries[...]
        self.baseDepth = baseDepth
    }

    /// The slots to seed `node` with, if the next entry is its; called once
    /// per body node, in the order they are made.
    func slots(for node: BodyNode) -> [AnyObject]? {
        defer { ordinal += 1 }
        guard let next = entries.first, next.ordinal == ordinal else { return nil }
        entries.removeFirst()
        guard next.viewType == ObjectIdentifier(node.viewType), next.depth == node.depth - baseDepth else {
            entries = []
            return nil
        }
        return next.slots
    }
}

extension ViewGraph {
    /// Runs `mount` (which mounts a row at depth `baseDepth`) with the
    /// row's archived state to seed its body nodes from.
    func restoringRowState<T>(_ entries: [RowStateEntry], baseDepth: Int, _ mount: () -> T) -> T {
        let outer = restoring
        restoring = RowStateRestorer(entries, baseDepth: baseDepth)
        defer { restoring = outer }
        return mount()
    }
}
