/// Accumulates the element changes of one update.
struct ChangeRecorder {
    private var changes = ElementChanges()

    mutating func created(_ id: ElementID) { changes.created.insert(id) }

    /// Whether `id` was made in this update (its attributes need no delta).
    func isCreated(_ id: ElementID) -> Bool { changes.created.contains(id) }

    mutating func removed(_ id: ElementID) {
        if changes.created.remove(id) == nil { changes.removed.insert(id) }
        changes.attributes[id] = nil
        changes.reorderedParents.remove(id)
    }

    mutating func attributes(_ id: ElementID, _ delta: [String: String?]) {
        guard !changes.created.contains(id) else { return }
        changes.attributes[id, default: [:]].merge(delta) { _, new in new }
    }

    mutating func reordered(_ id: ElementID) { changes.reorderedParents.insert(id) }

    /// The changes so far, without elements created inside other new subtrees
    /// or parents that are themselves new.
    @MainActor
    mutating func take(liveElements: IDTable<ElementTableEntry>) -> ElementChanges {
        var result = changes
        changes = ElementChanges()
        result.reorderedParents = result.reorderedParents.filter {
            liveElements[$0] != nil && !result.created.contains($0)
        }
        result.created = result.created.filter { id in
            guard let parent = liveElements[id]?.element.parent else { return liveElements[id] != nil }
            return !result.created.contains(parent.id)
        }
        return result
    }
}
