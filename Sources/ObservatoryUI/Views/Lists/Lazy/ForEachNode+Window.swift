/// A windowed `ForEach` (issue 34, step 2): only the rows of its window are
/// mounted, and two spacer elements stand for the rows above and below.
/// Every operation here costs O(window), whatever the data's count.
extension ForEachNode {
    /// Opens the first window (the policy's initial rows) and mounts it.
    func openWindow() {
        let leading = graph.makeElement(role: .lazySpacer)
        let trailing = graph.makeElement(role: .lazySpacer)
        leading.eventTarget = self
        trailing.eventTarget = self
        window = LazyWindow(
            policy: environment.lazyWindowPolicy, axis: environment.lazyContainer?.axis ?? .vertical,
            count: view.data.count, leading: leading, trailing: trailing)
        reconcileWindow(contentChanged: true, dataShift: nil)
    }

    /// Takes what the renderer shows: moves the window (in the next update,
    /// cause ``UpdateCause/viewport``) if the rows it needs are not mounted
    /// or it holds too many beyond them.
    func show(_ visible: VisibleRows) {
        guard var window else { return }
        window.visible = visible
        let count = view.data.count
        let wanted = window.wanted(for: visible, count: count)
        let moves = window.mustMove(toHold: wanted)
        if moves { window.mounted = window.window(holding: wanted, count: count) }
        self.window = window
        if moves { graph.invalidate(self, cause: .viewport) }
    }

    /// The data changed: finds the anchored row (at its index, or within
    /// twice the window's size of it), shifts the window with it, then
    /// reconciles the window. If the anchor is gone, the window stays at its
    /// indices (the list jumps, as after a reload).
    func keepAnchorAndReconcileWindow(contentChanged: Bool) {
        guard var window else { return }
        let count = view.data.count
        var shift = 0
        if let anchor = window.anchor, let index = index(of: anchor.id, near: anchor.index, count: count,
            within: window.probeRadius)
        {
            shift = index - anchor.index
            window.mounted = (window.mounted.lowerBound + shift)..<(window.mounted.upperBound + shift)
            if var visible = window.visible {
                visible.first += shift
                visible.end += shift
                window.visible = visible
            }
        }
        let lower = min(max(window.mounted.lowerBound, 0), count)
        var upper = max(window.mounted.upperBound, lower)
        // Until the renderer reports, the window holds the initial rows
        // (data that starts empty and then arrives fills it).
        if window.visible == nil { upper = max(upper, lower + min(window.policy.initialRows, window.policy.maximumWindowRows)) }
        window.mounted = lower..<min(upper, count)
        self.window = window
        reconcileWindow(contentChanged: contentChanged, dataShift: shift)
    }

    /// The index of the element identified `id` at `index` or at most
    /// `radius` away from it (nearest first), or nil.
    func index(of id: ID, near index: Int, count: Int, within radius: Int) -> Int? {
        for distance in 0...radius {
            for candidate in distance == 0 ? [index] : [index - distance, index + distance]
            where candidate >= 0 && candidate < count {
                if view.identify(element(at: candidate)) == id { return candidate }
            }
        }
        return nil
    }

    /// The data's element at offset `index` (O(1): the data is random access).
    private func element(at index: Int) -> Data.Element {
        view.data[view.data.index(view.data.startIndex, offsetBy: index)]
    }

    /// Mounts the window's rows, reusing rows by key, unmounting those that
    /// left (their `onDisappear` runs; their written state is archived,
    /// ``retireRow(_:dataShift:)``), and updates the spacers. `dataShift`
    /// is nil when the data did not change, or else how far the anchored
    /// row moved in it.
    func reconcileWindow(contentChanged: Bool, dataShift: Int?) {
        guard var window else { return }
        let count = view.data.count
        let lower = min(window.mounted.lowerBound, count)
        let mounted = lower..<min(max(window.mounted.upperBound, lower), count)
        window.mounted = mounted
        reconcile(mounted.lazy.map { ($0, self.element(at: $0)) }, count: mounted.count,
            contentChanged: contentChanged, retire: { self.retireRow($0, dataShift: dataShift) })
        window.anchor = anchorRow(in: window).map { (id: $0.key.id, index: $0.index) }
        self.window = window
        updateSpacers(of: window, count: count)
    }

    /// The row the window keeps in place across data changes: the first
    /// visible one if it is mounted, or else the first mounted.
    private func anchorRow(in window: LazyWindow<ID>) -> Row? {
        if let first = window.visible?.first, let row = rows.first(where: { $0.index == first }) { return row }
        return rows.first
    }

    /// The spacers' attributes: how many rows each stands for, from where.
    private func updateSpacers(of window: LazyWindow<ID>, count: Int) {
        let axis = window.axis.description
        let spacers = [
            (window.leading, 0, window.mounted.lowerBound),
            (window.trailing, window.mounted.upperBound, count - window.mounted.upperBound),
        ]
        for (spacer, start, rows) in spacers {
            graph.setAttribute("rows", of: spacer, to: String(rows))
            graph.setAttribute("start", of: spacer, to: String(start))
            graph.setAttribute("axis", of: spacer, to: axis)
        }
        graph.setAttribute("lead", of: window.leading, to: "true")
        graph.setAttribute("count", of: window.leading, to: String(count))
    }
}
