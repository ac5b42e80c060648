/// What one update changed in the element tree.
///
/// A renderer applies it in this order: remove ``removed``, create the
/// subtrees of ``created`` elements as they appear in ``reorderedParents``'
/// new child lists, then set the ``attributes`` that changed.
public struct ElementChanges: Sendable, CustomStringConvertible {
    /// Elements whose attributes changed: the new value of each changed
    /// attribute, nil when it was removed. New elements are not listed.
    public var attributes: [ElementID: [String: String?]] = [:]
    /// Elements whose child list changed (insertions, removals, moves). The
    /// new order is the element's current ``Element/children``.
    public var reorderedParents: Set<ElementID> = []
    /// Elements created by this update (their subtrees are new as well).
    public var created: Set<ElementID> = []
    /// Elements that left the tree in this update.
    public var removed: Set<ElementID> = []
    /// The animation of the change that caused this update
    /// (`withAnimation`), if any: renderers animate what changed with it.
    public var animation: Animation?

    /// No changes; a starting point for accumulating the changes of several updates.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool {
        attributes.isEmpty && reorderedParents.isEmpty && created.isEmpty && removed.isEmpty
    }

    /// A one-line summary of the changes.
    public var description: String {
        var parts: [String] = []
        if !attributes.isEmpty {
            let list = attributes.keys.sorted().map { id in
                let names = attributes[id]!.keys.sorted().joined(separator: ",")
                return "\(id){\(names)}"
            }
            parts.append("attributes: " + list.joined(separator: " "))
        }
        if !reorderedParents.isEmpty { parts.append("children of: " + Self.list(reorderedParents)) }
        if !created.isEmpty { parts.append("created: " + Self.list(created)) }
        if !removed.isEmpty { parts.append("removed: " + Self.list(removed)) }
        return parts.isEmpty ? "no changes" : parts.joined(separator: "; ")
    }

    private static func list(_ ids: Set<ElementID>) -> String {
        ids.sorted().map(\.description).joined(separator: " ")
    }
}
