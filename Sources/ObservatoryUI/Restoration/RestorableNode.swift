/// A node with state that a restored window takes back (``WindowRestoration``):
/// a view's `@State` (``BodyNode``), a navigation stack's pushed screens.
@MainActor
protocol RestorableNode: Node {
    /// The node's state as a JSON object; nil when there is nothing to restore.
    func restorationJSON() -> [String: Any]?
    /// Takes back what ``restorationJSON()`` gave in another window. Returns
    /// what cannot be applied yet (a screen pushed by a link not mounted
    /// yet), to try again once the tree has updated; nil when all was applied.
    func restore(from json: [String: Any], in round: inout RestorationRound) -> [String: Any]?
}

/// One pass of a restoration over the mounted tree.
@MainActor
struct RestorationRound {
    /// The nodes mounted when the round began, by path.
    let nodes: [String: Node]
    /// How many pieces of state were applied.
    var applied = 0
    /// Whether the tree changed during the round (a link pushed a screen), so
    /// that ``nodes`` is stale and what remains waits for the next round.
    var treeChanged = false
}

extension BodyNode: RestorableNode {
    func restorationJSON() -> [String: Any]? {
        var state: [String: Any] = [:]
        for (index, slot) in slots.enumerated() {
            if let json = (slot as? any RestorableSlot)?.restorationJSON { state[String(index)] = json }
        }
        return state.isEmpty ? nil : ["state": state]
    }

    func restore(from json: [String: Any], in round: inout RestorationRound) -> [String: Any]? {
        guard let state = json["state"] as? [String: Any] else { return nil }
        let slots = self.slots
        for (key, value) in state {
            guard let index = Int(key), slots.indices.contains(index),
                  let slot = slots[index] as? any RestorableSlot, slot.restore(fromJSON: value)
            else { continue }
            round.applied += 1
        }
        return nil
    }
}
