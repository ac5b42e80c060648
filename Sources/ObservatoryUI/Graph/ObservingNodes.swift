/// A node in its graph's table of observing nodes (``ViewGraph``): the nodes
/// that observation callbacks may name, found by id.
///
/// The table holds the node strongly, from its first evaluation that
/// observed something until it leaves the tree (``Node/unmount()``): a
/// callback that names it in between finds it, and one that names it later,
/// from another thread after the node has gone, finds nothing. An id is
/// never reused, so a late callback cannot reach another node either.
struct ObservingNode: IDTableEntry {
    let tableID: Int
    /// The node; nil once it is removed (a tombstone lets go of it at once).
    private(set) var node: Node?

    @MainActor init(_ node: Node) {
        tableID = node.id
        self.node = node
    }

    var isRemoved: Bool {
        get { node == nil }
        set {
            precondition(newValue || node != nil, "a removed entry cannot come back: insert it again")
            if newValue { node = nil }
        }
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
