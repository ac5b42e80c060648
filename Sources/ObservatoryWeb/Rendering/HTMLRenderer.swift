import ObservatoryUI

/// Renders element subtrees to HTML, recording what it sent in a ``ClientTree``.
@MainActor
struct HTMLRenderer {
    /// Where rendered elements are recorded; nil renders without recording.
    var tree: ClientTree?
    /// Every element rendered by this renderer, for patches that must not
    /// touch what they just inserted.
    private(set) var rendered: Set<ElementID> = []
    /// Plain HTML (a page), or HTML escaped for a JSON string (a patch's ops).
    let output: HTML.Output

    init(tree: ClientTree?, output: HTML.Output = .html) {
        self.tree = tree
        self.output = output
    }

    /// The HTML of `element` and its descendants.
    static func html(_ element: Element, context: RenderContext = .plain) -> String {
        var renderer = HTMLRenderer(tree: nil)
        var out = MarkupBuffer()
        renderer.render(element, placement: Placement(region: Placements.main, context: context), into: &out)
        return out.text
    }

    /// Appends the HTML of `element`, placed as `placement`, and its descendants.
    mutating func render(_ element: Element, placement: Placement, into out: inout MarkupBuffer) {
        let shell = Shells.shell(for: element, attributes: element.attributes, context: placement.context)
        let opaque = Shells.isOpaque(element, context: placement.context)
        // A patch that renders renders a subtree or more: room for one up
        // front rather than a set that doubles from one.
        if rendered.isEmpty { rendered.reserveCapacity(32) }
        rendered.insert(element.id)
        let record = ClientTree.Record(
            id: element.id, attributes: element.attributes, context: placement.context,
            region: placement.region, isOpaque: opaque)
        var recordedChildren: [ElementID] = []
        if !opaque && !element.children.isEmpty, let shared = Placements.shared(by: element) {
            // Most parents place every child alike (a stack, a list): no
            // array of placements.
            let children = element.children
            if shell.holds(region: shared.region) {
                recordedChildren.reserveCapacity(children.count)
                for child in children { recordedChildren.append(child.id) }
            }
            shell.write(to: &out, for: output) { region, out in
                guard region == shared.region else { return }
                for child in children { render(child, placement: shared, into: &out) }
            }
        } else if !opaque && !element.children.isEmpty {
            let children = element.children
            let placements = Placements.of(element)
            recordedChildren = zip(children, placements).compactMap { shell.holds(region: $1.region) ? $0.id : nil }
            shell.write(to: &out, for: output) { region, out in
                for (child, placement) in zip(children, placements) where placement.region == region {
                    render(child, placement: placement, into: &out)
                }
            }
        } else {
            shell.write(to: &out, for: output) { _, _ in }
        }
        tree?.add(record, children: recordedChildren)
    }
}
