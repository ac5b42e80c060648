/// Accumulates the element changes of one update.
///
/// Elements are numbered in the order they are made, so the elements made
/// since the last ``take(liveElements:nextID:)`` are those numbered from
/// ``firstNewID`` on: they need no set of their own. Making an element
/// records nothing, and ``take(liveElements:nextID:)`` walks that range once.
struct ChangeRecorder {
    private var changes = ElementChanges()
    /// The number of the first element made since the last take.
    private(set) var firstNewID: Int

    init(firstNewID: Int) {
        self.firstNewID = firstNewID
    }

    /// Whether `id` was made in this update (its attributes need no delta).
    func isCreated(_ id: ElementID) -> Bool { id.rawValue >= firstNewID }

    mutating func removed(_ id: ElementID) {
        // One made and dropped in the same update was never shown.
        if !isCreated(id) {
            // Subtrees leave element by element (a row is several): room for
            // a few rows at first, rather than a rehash at every doubling.
            if changes.removed.isEmpty { changes.removed.reserveCapacity(Self.removedCapacity) }
            changes.removed.insert(id)
        }
        // A subtree's elements leave one by one: most updates record no
        // attributes or order to forget, and an empty table needs no hashing.
        if !changes.attributes.isEmpty { changes.attributes[id] = nil }
        if !changes.reorderedParents.isEmpty { changes.reorderedParents.remove(id) }
    }

    /// The room made in the set of removed elements at the first removal
    /// of an update: a lazy list's report retires a few rows of a few
    /// elements each.
    private static let removedCapacity = 48

    mutating func attributes(_ id: ElementID, _ delta: [String: String?]) {
        guard !isCreated(id) else { return }
        changes.attributes[id, default: [:]].merge(delta) { _, new in new }
    }

    /// Records that `id`'s children changed; one made in this update is
    /// rendered whole, so its children need no record (``take(liveElements:nextID:)``
    /// would drop it).
    mutating func reordered(_ id: ElementID) {
        guard !isCreated(id) else { return }
        changes.reorderedParents.insert(id)
    }

    /// The changes so far, without elements created inside other new
    /// subtrees or parents that are themselves new. `nextID` is the number
    /// the next element made will have: the elements made since the last
    /// take are those numbered below it.
    @MainActor
    mutating func take(liveElements: IDTable<ElementTableEntry>, nextID: Int) -> ElementChanges {
        var result = changes
        changes = ElementChanges()
        let firstNew = firstNewID
        firstNewID = nextID
        result.reorderedParents = result.reorderedParents.filter {
            liveElements[$0] != nil && $0.rawValue < firstNew
        }
        guard firstNew < nextID else { return result }
        result.created.reserveCapacity(min(nextID - firstNew, 64))
        for raw in firstNew..<nextID {
            let id = ElementID(rawValue: raw)
            // Made and dropped in this update, or inside another new subtree.
            guard let element = liveElements[id]?.element else { continue }
            if let parent = element.parent, parent.id.rawValue >= firstNew { continue }
            result.created.insert(id)
        }
        return result
    }
}
