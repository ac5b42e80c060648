import ObservatoryUI

/// What one tab's DOM holds, as the server last sent it: per element, the
/// attributes and context it was rendered with and its children in DOM
/// order. Patches are computed against this record, never by diffing trees.
@MainActor
final class ClientTree {
    struct Record {
        var role: ElementRole
        var attributes: [String: String]
        var context: RenderContext
        var region: String
        var children: [ElementID]
        /// The children were not rendered as elements (their text is part of this element).
        var isOpaque: Bool
    }

    private(set) var records: [ElementID: Record] = [:]
    /// The highest element id ever sent to this tab; ids above it were never
    /// this tab's to address.
    private(set) var highestIssuedID = -1

    subscript(id: ElementID) -> Record? {
        get { records[id] }
        set { records[id] = newValue }
    }

    func add(_ id: ElementID, _ record: Record) {
        records[id] = record
        if id.rawValue > highestIssuedID { highestIssuedID = id.rawValue }
    }

    /// Forgets `id` and everything rendered inside it.
    func forgetSubtree(_ id: ElementID) {
        guard let record = records.removeValue(forKey: id) else { return }
        for child in record.children { forgetSubtree(child) }
    }

    /// Forgets everything (before a full render).
    func removeAll() {
        records.removeAll(keepingCapacity: true)
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
            role: element.role, attributes: element.attributes, context: placement.context,
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
