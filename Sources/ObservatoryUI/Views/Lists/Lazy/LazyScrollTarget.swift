/// A node that can mount a row that is not mounted so that a `scrollTo`
/// finds it: a windowed `ForEach` (issue 34, step 4).
@MainActor
protocol LazyScrollTargetResolving: Node {
    /// Moves the window so that the row identified `id` is mounted, placed
    /// for `anchor`, and invalidates the node (cause
    /// ``UpdateCause/viewport``); returns false when no row has that id (or
    /// the node is not windowed), and then changes nothing.
    func revealRow(for id: AnyHashable, anchor: UnitPoint?) -> Bool
}

extension ForEachNode: LazyScrollTargetResolving {
    /// Finds the row by scanning the data for the first element whose id is
    /// `id`: O(N) `identify` calls, paid only on an explicit `scrollTo` of
    /// a row that is not mounted. Then the window holds that row where the
    /// page will show it: at the top, center or bottom for those anchors
    /// (along the container's axis), and for nil at the edge nearest the
    /// rows shown now.
    func revealRow(for id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard var window, let index = firstIndex(of: id) else { return false }
        let count = view.data.count
        let shown = window.visible.map { max(1, $0.end - $0.first) }
            ?? max(1, min(window.policy.initialRows, window.policy.maximumWindowRows))
        let fraction: Double
        if let anchor {
            fraction = min(max(window.axis == .horizontal ? anchor.x : anchor.y, 0), 1)
        } else {
            fraction = index < (window.visible?.first ?? window.mounted.lowerBound) ? 0 : 1
        }
        var first = index - Int((Double(shown - 1) * fraction).rounded())
        first = max(0, min(first, count - shown))
        let visible = VisibleRows(first: first, end: min(count, first + shown), direction: 0)
        window.visible = visible
        window.mounted = window.window(holding: window.wanted(for: visible, count: count), count: count)
        self.window = window
        graph.invalidate(self, cause: .viewport)
        return true
    }

    /// The offset of the first element identified `id`: where the data says
    /// it is (``_LazyRowLookup``), else scanning the data.
    private func firstIndex(of id: AnyHashable) -> Int? {
        if let lookup = view.data as? any _LazyRowLookup {
            switch lookup._lazyRowPosition(ofID: id) {
            case .absent:
                return nil
            case .at(let offset) where offset >= 0 && offset < view.data.count:
                let element = view.data[view.data.index(view.data.startIndex, offsetBy: offset)]
                if AnyHashable(view.identify(element)) == id { return offset }
            case .at, .unknown:
                break
            }
        }
        if let typed = id.base as? ID {
            for (offset, element) in view.data.enumerated() where view.identify(element) == typed { return offset }
            return nil
        }
        // Another type that may still compare equal (numbers of other widths).
        for (offset, element) in view.data.enumerated() where AnyHashable(view.identify(element)) == id {
            return offset
        }
        return nil
    }
}

extension ScrollRequest {
    /// When no mounted view under the reader has the id: asks the windowed
    /// `ForEach`s under it, in tree order, to mount the row with that id;
    /// returns whether one did (the update then mounts it, and the request
    /// finds it when it is delivered). Walks the mounted nodes once.
    func revealUnmountedTarget() -> Bool {
        guard let reader, reader.isMounted, resolve() == nil else { return false }
        var revealed = false
        func visit(_ node: Node) {
            guard !revealed else { return }
            if let lazy = node as? any LazyScrollTargetResolving, lazy.revealRow(for: id, anchor: anchor) {
                revealed = true
                return
            }
            node.forEachChild(visit)
        }
        reader.forEachChild(visit)
        return revealed
    }
}
