import ObservatoryUI

extension ElementChanges {
    /// The changes of several consecutive updates as if they were one.
    ///
    /// An element created and then removed is in neither set; attributes of
    /// an element created along the way are not listed (its subtree is new).
    /// Only elements still in `graph` count as created or reordered, and an
    /// element is listed as created only when its parent is not new as well.
    @MainActor
    static func merging(_ updates: [ElementChanges], in graph: ViewGraph) -> ElementChanges {
        var result = ElementChanges()
        for update in updates {
            for id in update.removed {
                if result.created.remove(id) == nil { result.removed.insert(id) }
                result.attributes[id] = nil
                result.reorderedParents.remove(id)
            }
            result.created.formUnion(update.created)
            for (id, delta) in update.attributes where !result.created.contains(id) {
                result.attributes[id, default: [:]].merge(delta) { _, new in new }
            }
            result.reorderedParents.formUnion(update.reorderedParents)
        }
        let created = result.created
        result.created = created.filter { id in
            guard let element = graph.element(id) else { return false }
            guard let parent = element.parent else { return true }
            return !created.contains(parent.id)
        }
        result.reorderedParents = result.reorderedParents.filter { id in
            graph.element(id) != nil && !created.contains(id)
        }
        return result
    }
}
