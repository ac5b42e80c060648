import ObservatoryUI

/// What one tab's DOM holds, as the server last sent it: per element, the
/// attributes and context it was rendered with and its children in DOM
/// order. Patches are computed against this record, never by diffing trees.
@MainActor
final class ClientTree {
    /// What the tab was sent for one element. The element's role is not
    /// kept: an id never changes role, so the element itself tells it.
    struct Record {
        var attributes: [String: String]
        var context: RenderContext
        var region: String
        var children: [ElementID]
        /// The children were not rendered as elements (their text is part of this element).
        var isOpaque: Bool
    }

    /// The records, densely, in no particular order; ``slots`` finds one by
    /// id. Two tables rather than one dictionary of records: a dictionary
    /// keeps a quarter to a half of its buckets empty, which costs little
    /// for a 4-byte slot and much for a record.
    ///
    /// Invariant: `slots[records[i].id] == i` for every `i`, and `slots`
    /// holds no other key.
    private var records: [(id: ElementID, record: Record)] = []
    private var slots: [ElementID: Int32] = [:]
    /// The highest element id ever sent to this tab; ids above it were never
    /// this tab's to address.
    private(set) var highestIssuedID = -1

    subscript(id: ElementID) -> Record? {
        get { slots[id].map { records[Int($0)].record } }
        set {
            if let newValue { add(id, newValue) } else { remove(id) }
        }
    }

    func add(_ id: ElementID, _ record: Record) {
        if let slot = slots[id] {
            records[Int(slot)].record = record
        } else {
            slots[id] = Int32(records.count)
            records.append((id, record))
        }
        if id.rawValue > highestIssuedID { highestIssuedID = id.rawValue }
    }

    /// Forgets `id`'s record, and returns it: the last record takes its place.
    @discardableResult
    private func remove(_ id: ElementID) -> Record? {
        guard let slot = slots.removeValue(forKey: id).map(Int.init) else { return nil }
        let removed = records[slot].record
        let last = records.removeLast()
        if slot < records.count {
            records[slot] = last
            slots[last.id] = Int32(slot)
        }
        return removed
    }

    /// Forgets `id` and everything rendered inside it.
    func forgetSubtree(_ id: ElementID) {
        guard let record = remove(id) else { return }
        for child in record.children { forgetSubtree(child) }
    }

    /// Forgets everything (before a full render).
    func removeAll() {
        records.removeAll(keepingCapacity: true)
        slots.removeAll(keepingCapacity: true)
    }

    var count: Int { records.count }
}

/// Renders element subtrees to HTML, recording what it sent in a ``ClientTree``.
@MainActor
struct HTMLRenderer {
    /// Where rendered elements are recorded; nil renders without recording.
    var tree: ClientTree?
    /// Every element rendered by this renderer, for patches that must not
    /// touch what they just inserted.
    private(set) var rendered: Set<ElementID> = []

    init(tree: ClientTree?) {
        self.tree = tree
    }

    /// The HTML of `element` and its descendants.
    static func html(_ element: Element, context: RenderContext = .plain) -> String {
        var renderer = HTMLRenderer(tree: nil)
        var out = ""
        renderer.render(element, placement: Placement(region: Placements.main, context: context), into: &out)
        return out
    }

    /// Appends the HTML of `element`, placed as `placement`, and its descendants.
    mutating func render(_ element: Element, placement: Placement, into out: inout String) {
        let shell = Shells.shell(for: element, attributes: element.attributes, context: placement.context)
        let opaque = Shells.isOpaque(element, context: placement.context)
        rendered.insert(element.id)
        var record = ClientTree.Record(
            attributes: element.attributes, context: placement.context,
            region: placement.region, children: [], isOpaque: opaque)
        if !opaque && !element.children.isEmpty {
            let children = element.children
            let placements = Placements.of(element)
            let regions = shell.regions
            record.children = zip(children, placements).compactMap { regions.contains($1.region) ? $0.id : nil }
            shell.write(to: &out) { region, out in
                for (child, placement) in zip(children, placements) where placement.region == region {
                    render(child, placement: placement, into: &out)
                }
            }
        } else {
            shell.write(to: &out) { _, _ in }
        }
        tree?.add(element.id, record)
    }
}
