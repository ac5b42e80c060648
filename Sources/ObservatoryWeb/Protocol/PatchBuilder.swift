import ObservatoryUI

/// Turns one update's ``ElementChanges`` into the DOM operations that bring
/// a tab from what it shows (its ``ClientTree``) to the live tree.
///
/// - Changed attributes become the changed DOM attributes, properties and
///   texts of that element only (its old and new shells are compared).
/// - A parent whose child list changed gets keyed operations: removals,
///   inserts of the new children's HTML, and the fewest moves (the children
///   on a longest increasing subsequence stay).
/// - Children whose place changed (a screen that is no longer on top, the
///   option that became selected) are updated like changed attributes.
@MainActor
struct PatchBuilder {
    let graph: ViewGraph
    let tree: ClientTree
    private(set) var ops: [PatchOp] = []
    private var renderer: HTMLRenderer

    init(graph: ViewGraph, tree: ClientTree) {
        self.graph = graph
        self.tree = tree
        renderer = HTMLRenderer(tree: tree, output: .jsonString)
    }

    /// The operations for `changes`.
    static func ops(for changes: ElementChanges, graph: ViewGraph, tree: ClientTree) -> [PatchOp] {
        var builder = PatchBuilder(graph: graph, tree: tree)
        builder.add(changes)
        return builder.ops
    }

    mutating func add(_ changes: ElementChanges) {
        var parents = changes.reorderedParents
        for id in changes.created {
            if let parent = graph.element(id)?.parent { parents.insert(parent.id) }
        }
        let ordered = parents.map { ($0, depth(of: $0)) }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        for (id, _) in ordered { reconcileChildren(of: id) }
        for id in changes.attributes.keys.sorted() { refresh(id) }
        for id in changes.removed.sorted() where tree[id] != nil {
            ops.append(.remove(id.rawValue))
            tree.forgetSubtree(id)
        }
    }

    private func depth(of id: ElementID) -> Int {
        var depth = 0
        var element = graph.element(id)?.parent
        while let current = element {
            depth += 1
            element = current.parent
        }
        return depth
    }

    // MARK: Children

    private mutating func reconcileChildren(of id: ElementID) {
        guard !renderer.rendered.contains(id), let element = graph.element(id) else { return }
        guard let record = tree[id] else { return refreshUnknown(element) }
        if record.isOpaque { return replace(id) }
        let shell = Shells.shell(for: element, attributes: record.attributes, context: record.context)
        let placements = Placements.of(element)
        // The children the shell shows: the shell is asked once per run of
        // children in one region (a list's, a stack's: once), not per child.
        var current: [(Element, Placement)] = []
        current.reserveCapacity(placements.count)
        var region: String?
        var shown = false
        for (child, placement) in zip(element.children, placements) {
            if placement.region != region {
                region = placement.region
                shown = shell.holds(region: placement.region)
            }
            if shown { current.append((child, placement)) }
        }
        let recorded = tree.children(of: record)
        if applyInsertionsAndRemovals(of: element, current: current, recorded: recorded, shared: Placements.shared(by: element)) {
            return
        }
        let currentIDs = Set(current.map { $0.0.id })
        let previous = Set(recorded)
        for child in recorded where !currentIDs.contains(child) {
            ops.append(.remove(child.rawValue))
            tree.forgetSubtree(child)
        }
        for (child, placement) in current where previous.contains(child.id) {
            if tree[child.id]?.region != placement.region { return replace(id) }
        }
        let kept = recorded.filter { currentIDs.contains($0) }
        var regionOrder: [String] = []
        for (_, placement) in current where !regionOrder.contains(placement.region) { regionOrder.append(placement.region) }
        for region in regionOrder {
            let old = kept.filter { tree[$0]?.region == region }
            let new = current.filter { $0.1.region == region }
            reorder(parent: id, region: region, from: old, to: new)
        }
        for (child, placement) in current where previous.contains(child.id) {
            if tree[child.id]?.context != placement.context { place(child, placement) }
        }
        tree.setChildren(current.map { $0.0.id }, of: id)
    }

    /// The children of `element` when they only came and went, none moving
    /// (a lazy list's window that slid, a row inserted or deleted): one walk
    /// of the recorded and the current children side by side, without the
    /// tables of the keyed path, gives the removals and the inserts. Returns
    /// false, having changed nothing, when a child the tab has moved, changed
    /// region, or the children span regions; the keyed path then decides.
    ///
    /// A current child the tab was never sent comes in; a recorded child
    /// that is no longer the element's child left. Anything else where the
    /// two lists differ is a move. With a placement `shared` by every child
    /// (``Placements/shared(by:)``), a child kept is not looked up: the
    /// placement it was sent with is that one.
    private mutating func applyInsertionsAndRemovals(
        of element: Element, current: [(Element, Placement)], recorded: ArraySlice<ElementID>, shared: Placement?
    ) -> Bool {
        let region = current.first?.1.region
        var removed: [ElementID] = []
        var arriving: [Range<Int>] = []
        /// The kept children whose context changed.
        var replaced: [Int] = []
        var old = recorded.startIndex
        var new = 0
        while old < recorded.endIndex || new < current.count {
            if new < current.count, current[new].1.region != region { return false }
            if old < recorded.endIndex, new < current.count, recorded[old] == current[new].0.id {
                if shared == nil {
                    guard let recordedPlacement = tree.placement(of: recorded[old]), recordedPlacement.region == region else {
                        return false
                    }
                    if recordedPlacement.context != current[new].1.context { replaced.append(new) }
                }
                old += 1
                new += 1
            } else if new < current.count, tree.placement(of: current[new].0.id) == nil {
                let start = new
                while new < current.count, current[new].1.region == region, tree.placement(of: current[new].0.id) == nil {
                    new += 1
                }
                arriving.append(start..<new)
            } else if old < recorded.endIndex, graph.element(recorded[old])?.parent !== element {
                removed.append(recorded[old])
                old += 1
            } else {
                return false
            }
        }
        for child in removed {
            ops.append(.remove(child.rawValue))
            tree.forgetSubtree(child)
        }
        if let region {
            for run in arriving {
                var html = MarkupBuffer()
                for (child, placement) in current[run] { renderer.render(child, placement: placement, into: &html) }
                ops.append(.insert(parent: element.id.rawValue, region: region, index: run.lowerBound, html: html.text))
            }
        }
        for index in replaced { place(current[index].0, current[index].1) }
        // A loop, not `map`: a closure of the main actor's, passed to the
        // standard library, checks the executor for every child.
        var childIDs: [ElementID] = []
        childIDs.reserveCapacity(current.count)
        for (child, _) in current { childIDs.append(child.id) }
        tree.setChildren(childIDs, of: element.id)
        return true
    }

    /// Keyed operations turning the children `old` of one region into `new`.
    private mutating func reorder(
        parent: ElementID, region: String, from old: [ElementID], to new: [(Element, Placement)]
    ) {
        var oldIndex: [ElementID: Int] = [:]
        for (index, id) in old.enumerated() { oldIndex[id] = index }
        if old.count == new.count && zip(old, new).allSatisfy({ $0 == $1.0.id }) { return }
        let staying = Set(Self.longestIncreasingSubsequence(new.compactMap { oldIndex[$0.0.id] }).map { old[$0] })
        var simulated = old
        var anchor: ElementID?
        var index = new.count - 1
        while index >= 0 {
            let id = new[index].0.id
            if oldIndex[id] == nil {
                var first = index
                while first > 0 && oldIndex[new[first - 1].0.id] == nil { first -= 1 }
                var html = MarkupBuffer()
                for (child, placement) in new[first...index] { renderer.render(child, placement: placement, into: &html) }
                let position = anchor.flatMap { simulated.firstIndex(of: $0) } ?? simulated.count
                simulated.insert(contentsOf: new[first...index].map { $0.0.id }, at: position)
                ops.append(.insert(parent: parent.rawValue, region: region, index: position, html: html.text))
                anchor = new[first].0.id
                index = first - 1
            } else {
                if !staying.contains(id), let from = simulated.firstIndex(of: id) {
                    simulated.remove(at: from)
                    let position = anchor.flatMap { simulated.firstIndex(of: $0) } ?? simulated.count
                    simulated.insert(id, at: position)
                    ops.append(.move(id.rawValue, index: position))
                }
                anchor = id
                index -= 1
            }
        }
    }

    /// The indices (into `sequence`) of a longest strictly increasing subsequence.
    static func longestIncreasingSubsequence(_ sequence: [Int]) -> [Int] {
        guard !sequence.isEmpty else { return [] }
        var tails: [Int] = []          // index into sequence of the tail of each length
        var previous = [Int](repeating: -1, count: sequence.count)
        for (index, value) in sequence.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if sequence[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var cursor = tails.last!
        while cursor >= 0 {
            result.append(cursor)
            cursor = previous[cursor]
        }
        return result.reversed().map { sequence[$0] }
    }

    // MARK: Attributes and places

    private mutating func refresh(_ id: ElementID) {
        guard !renderer.rendered.contains(id), let element = graph.element(id) else { return }
        guard let record = tree[id] else { return refreshUnknown(element) }
        let old = Shells.shell(for: element, attributes: record.attributes, context: record.context)
        let new = Shells.shell(for: element, attributes: element.attributes, context: record.context)
        if old != new {
            guard old.regions == new.regions, let diff = ShellDiff.ops(from: old, to: new, id: id.rawValue) else {
                return replace(id)
            }
            ops += diff
        }
        tree[id]?.attributes = element.attributes
        refreshPlacements(of: element)
    }

    /// Updates the children whose placement depends on the parent's
    /// attributes (a picker's selection, a stack's top screen).
    private mutating func refreshPlacements(of element: Element) {
        guard let record = tree[element.id], !record.isOpaque, record.children.count > 0 else { return }
        let inDOM = Set(tree.children(of: record))
        for (child, placement) in zip(element.children, Placements.of(element)) where inDOM.contains(child.id) {
            guard let childRecord = tree[child.id] else { continue }
            if childRecord.region != placement.region { return replace(element.id) }
            if childRecord.context != placement.context { place(child, placement) }
        }
    }

    /// Re-renders `child`'s own nodes for a new placement in its parent.
    private mutating func place(_ child: Element, _ placement: Placement) {
        guard !renderer.rendered.contains(child.id), let record = tree[child.id] else { return }
        let old = Shells.shell(for: child, attributes: record.attributes, context: record.context)
        let new = Shells.shell(for: child, attributes: child.attributes, context: placement.context)
        let wasOpaque = record.isOpaque
        tree[child.id]?.context = placement.context
        guard old.regions == new.regions, wasOpaque == Shells.isOpaque(child, context: placement.context),
              let diff = ShellDiff.ops(from: old, to: new, id: child.id.rawValue) else {
            return replace(child.id)
        }
        ops += diff
        tree[child.id]?.attributes = child.attributes
        // Its own children's placements may follow from its new one (a
        // tagged page of a tab view passes whether it is shown to its tab).
        refreshPlacements(of: child)
    }

    /// An element the tab does not know: inside an option of a `<select>`,
    /// whose text it is part of.
    private mutating func refreshUnknown(_ element: Element) {
        var ancestor = element.parent
        while let current = ancestor, tree[current.id] == nil { ancestor = current.parent }
        if let ancestor, tree[ancestor.id]?.isOpaque == true { replace(ancestor.id) }
    }

    /// Renders `id` again, whole.
    private mutating func replace(_ id: ElementID) {
        guard !renderer.rendered.contains(id), let element = graph.element(id), let record = tree[id] else { return }
        tree.forgetSubtree(id)
        var html = MarkupBuffer()
        renderer.render(element, placement: Placement(region: record.region, context: record.context), into: &html)
        ops.append(.replace(id.rawValue, html: html.text))
    }
}
