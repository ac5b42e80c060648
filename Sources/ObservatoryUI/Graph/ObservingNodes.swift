/// A node in its graph's table of observing nodes (``ViewGraph``): the nodes
/// that observation callbacks may name, found by id.
///
/// The table holds the node strongly, from its first evaluation that
/// observed something until it leaves the tree (``Node/unmount()``): a
/// callback that names it in between finds it, and one that names it later,
/// from another thread after the node has gone, finds nothing. An id is
/// never reused, so a late callback cannot reach another node either.
///
/// Invariant: one word. The id is the node's own, and the entry is removed
/// exactly when the node's `observer` flag is clear; a removed entry (a
/// tombstone) still holds its node, so that its id can be read, until the
/// graph compacts the table at the end of the update.
@MainActor
struct ObservingNode: @MainActor IDTableEntry {
    let node: Node

    init(_ node: Node) {
        self.node = node
    }

    var tableID: Int { node.id }

    var isRemoved: Bool {
        get { !node.isObserver }
        nonmutating set { node.isObserver = !newValue }
    }
}

extension ViewGraph {
    /// Makes the trackings that observe for `node`: each names the node by
    /// id to the graph's one ``ObservationTarget``, so a node that observes
    /// needs no object of its own for its callbacks.
    static func makeObservationTarget(for queue: UpdateQueue) -> ObservationTarget {
        ObservationTarget { change, nodeID in
            queue.invalidate(nodeID, cause: .observed(ObservedProperty(change)))
        }
    }
}
