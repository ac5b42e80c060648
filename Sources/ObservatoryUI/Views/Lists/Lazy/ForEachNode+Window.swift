/// A windowed `ForEach` (issue 34, step 2): only the rows of its window are
/// mounted, and two spacer elements stand for the rows above and below.
/// Every operation here costs O(window), whatever the data's count.
extension ForEachNode {
    /// Opens the first window and mounts it: the policy's initial rows,
    /// shared in tree order by the segments of `container` that mount in
    /// one update (the sections of a list), so that a list of many sections
    /// mounts `initialRows` in all, not per section.
    func openWindow(in container: ElementHosting) {
        let policy = environment.lazyWindowPolicy
        let budget = graph.lazyInitialBudgets[ObjectIdentifier(container), default: policy.initialRows]
        window = LazyWindow(
            policy: policy, axis: environment.lazyContainer?.axis ?? .vertical,
            count: view.data.count, initialRows: budget)
        graph.lazyInitialBudgets[ObjectIdentifier(container)] = budget - (window?.mounted.count ?? 0)
        reconcileWindow(contentChanged: true, dataShift: nil)
    }

    /// Takes what the renderer shows: moves the window (in the next update,
    /// cause ``UpdateCause/viewport``) if the rows it needs are not mounted
    /// or it holds too many beyond them.
    func show(_ visible: VisibleRows) {
        guard var window else { return }
        window.visible = visible
        // What the spacers show changes with the pitch and the columns.
        let columns = min(max(visible.columns ?? 1, 1), LazyWindow<ID>.maximumColumns)
        let pitch = visible.pitch.map(LazyWindow<ID>.roundedPitch)
        let spacersChange = columns != window.columns || (pitch != nil && pitch != window.pitch)
        window.columns = columns
        if let pitch { window.pitch = pitch }
        let count = view.data.count
        let wanted = window.wanted(for: visible, count: count)
        let moves = window.mustMove(toHold: wanted) || window.alignedDown(window.mounted.lowerBound) != window.mounted.lowerBound
        if moves { window.mounted = window.window(holding: wanted, count: count) }
        self.window = window
        if moves || spacersChange { graph.invalidate(self, cause: .viewport) }
    }

    /// The data changed: finds the anchored row (at its index, or within
    /// twice the window's size of it), shifts the window with it, then
    /// reconciles the window. If the anchor is gone, the window stays at its
    /// indices (the list jumps, as after a reload). A window at the top
    /// stays there: the rows inserted above come into it (a row that moved
    /// is not a reason to scroll).
    func keepAnchorAndReconcileWindow(contentChanged: Bool) {
        guard var window else { return }
        let count = view.data.count
        var shift = 0
        if window.mounted.lowerBound > 0, let anchor = window.anchor, let index = index(of: anchor.id, near: anchor.index, count: count,
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
        if window.visible == nil { upper = max(upper, lower + window.initialRows) }
        window.mounted = lower..<min(upper, count)
        self.window = window
        reconcileWindow(contentChanged: contentChanged, dataShift: shift)
    }

    /// The index of the element identified `id` at `index` or at most
    /// `radius` away from it (nearest first), or nil.
    /// Only rows the data can read now are looked at (``_LazyRowAvailability``):
    /// the others would read the store, or give a stand-in.
    func index(of id: ID, near index: Int, count: Int, within radius: Int) -> Int? {
        let lower = min(max(index - radius, 0), count)
        let readable = (view.data as? any _LazyRowAvailability)?
            ._lazyAvailableRows(in: lower..<max(lower, min(count, index + radius + 1)))
        func holds(_ candidate: Int) -> Bool {
            candidate >= 0 && candidate < count && readable?.contains(candidate) != false
                && view.identify(element(at: candidate)) == id
        }
        for distance in 0...radius {
            if holds(index - distance) { return index - distance }
            if distance > 0 && holds(index + distance) { return index + distance }
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
        window.mounted = lower..<min(max(window.mounted.upperBound, lower), count)
        // The rows of the window the data can read now: the others are left
        // to the spacers, placeholder rows until the data has them.
        let mounted = availableRows(of: window.mounted)
        // The data did not change (the window moved): the rows it keeps stay
        // as they are, O(rows that come and go) rather than O(window).
        let slid = dataShift == nil && !contentChanged && window.rowSpan.map { slideRows(from: $0, to: mounted) } == true
        if !slid {
            reconcile(offsets: mounted, contentChanged: contentChanged, retire: { self.retireRow($0, dataShift: dataShift) })
        }
        window.rowSpan = mounted
        // The spacers come and go as the data outgrows the window or fits it.
        let showsSpacers = mounted.count < count
        if showsSpacers != window.showsSpacers { graph.structureChanged(below: self) }
        window.showsSpacers = showsSpacers
        if showsSpacers && window.spacers == nil {
            let spacers = (leading: graph.makeElement(role: .lazySpacer), trailing: graph.makeElement(role: .lazySpacer))
            spacers.leading.eventTarget = self
            spacers.trailing.eventTarget = self
            window.spacers = spacers
        }
        window.anchor = anchorRow(in: window).map { (id: $0.key.id, index: $0.index) }
        self.window = window
        updateSpacers(of: window, around: mounted, count: count)
    }

    /// The rows of `window` to mount: all of them, unless the data cannot
    /// read some now (``_LazyRowAvailability``, one dynamic check per
    /// update). Then it is the longest run the data can read, and the data
    /// is asked for the whole window; its next snapshot brings the rest.
    private func availableRows(of window: Range<Int>) -> Range<Int> {
        guard let data = view.data as? any _LazyRowAvailability else { return window }
        let available = data._lazyAvailableRows(in: window).clamped(to: window)
        if available != window { data._lazyRequestRows(window) }
        return available
    }

    /// Moves the rows of unchanged data from the indices `old` to `new`:
    /// makes the rows that come into the window (those before the rows kept,
    /// then those after, as a reconcile would), then retires and unmounts
    /// those that left it, in data order. The rows kept are neither
    /// identified nor compared: their elements and offsets are the same.
    ///
    /// Returns false, having changed nothing, when an id comes twice among
    /// the rows of `new` (kept or coming in): a duplicate's occurrence counts from the
    /// window's start, which only ``reconcile(offsets:contentChanged:retire:)``
    /// numbers.
    private func slideRows(from old: Range<Int>, to new: Range<Int>) -> Bool {
        guard rows.count == old.count else { return false }
        if old == new { return true }
        // A jump keeps no row: every row of `new` comes in, after none.
        let kept = old.overlaps(new) ? old.clamped(to: new) : new.lowerBound..<new.lowerBound
        let keptRows = old.overlaps(new) ? rows[(kept.lowerBound - old.lowerBound)..<(kept.upperBound - old.lowerBound)] : []
        var arriving: [(index: Int, element: Data.Element, id: ID)] = []
        arriving.reserveCapacity(new.count - kept.count)
        let identify = view.identify
        for index in new where !kept.contains(index) {
            let element = element(at: index)
            arriving.append((index, element, identify(element)))
        }
        guard Self.idsAreDistinct(keptRows, arriving) else { return false }
        let isRow = view.deleteAction != nil || view.moveAction != nil
        // Index loops rather than `map`, `filter` and `first(where:)`: this
        // code is not specialized, and those read each row through a
        // protocol witness whose coroutine allocates.
        let before = kept.lowerBound - new.lowerBound
        var slid: [Row] = []
        slid.reserveCapacity(new.count)
        for position in 0..<arriving.count {
            if position == before { slid.append(contentsOf: keptRows) }
            let row = arriving[position]
            slid.append(makeRow(element: row.element, key: Key(id: row.id, occurrence: 0), index: row.index, isRow: isRow))
        }
        if before == arriving.count { slid.append(contentsOf: keptRows) }
        var leaving: [Row] = []
        leaving.reserveCapacity(old.count - kept.count)
        // One read of `rows`: each read of a class's property in the loop
        // checked exclusivity at run time.
        let current = rows
        for position in 0..<current.count where !kept.contains(current[position].index) { leaving.append(current[position]) }
        rows = slid
        for position in 0..<leaving.count {
            retireRow(leaving[position], dataShift: nil)
            remove(leaving[position])
        }
        graph.structureChanged(below: self)
        return true
    }

    /// Whether no id comes twice among the rows kept and those arriving.
    ///
    /// The ids' hash values go into a set of integers first: that set is
    /// specialized, where a `Set<ID>` in this unspecialized code looked up
    /// its generic metadata on every insert. Only when two hash values meet
    /// (two equal ids, or a collision) are the ids themselves compared.
    private static func idsAreDistinct(
        _ kept: ArraySlice<Row>, _ arriving: [(index: Int, element: Data.Element, id: ID)]
    ) -> Bool {
        var hashes = Set<Int>(minimumCapacity: kept.count + arriving.count)
        var collided = false
        for row in kept where !hashes.insert(row.key.id.hashValue).inserted { collided = true }
        for position in 0..<arriving.count where !hashes.insert(arriving[position].id.hashValue).inserted {
            collided = true
        }
        guard collided else { return true }
        var ids = Set<ID>(minimumCapacity: kept.count + arriving.count)
        for row in kept where !ids.insert(row.key.id).inserted { return false }
        for position in 0..<arriving.count where !ids.insert(arriving[position].id).inserted { return false }
        return true
    }

    /// The row the window keeps in place across data changes: the first
    /// visible one if it is mounted, or else the first mounted.
    private func anchorRow(in window: LazyWindow<ID>) -> Row? {
        let rows = self.rows
        if let first = window.visible?.first {
            for position in 0..<rows.count where rows[position].index == first { return rows[position] }
        }
        return rows.isEmpty ? nil : rows[0]
    }

    /// The spacers' attributes: how many rows each stands for, from where,
    /// around the rows `mounted` (the window, or the part of it the data
    /// could read), and how many of those, next to the mounted rows, are
    /// rows of the window the data is still reading (`pending`: a renderer
    /// shows placeholder rows there, not blank space). Each spacer's
    /// attributes are resolved whole, once: they change on every report
    /// that moves the window, and one attribute set at a time copied the
    /// (shared) dictionary for each.
    private func updateSpacers(of window: LazyWindow<ID>, around mounted: Range<Int>, count: Int) {
        guard let (leading, trailing) = window.spacers else { return }
        let axis = window.axis.description
        let pitch = window.pitch.map { String($0) }
        let columns = window.columns > 1 ? String(window.columns) : nil
        func attributes(start: Int, rows: Int, pending: Int) -> [String: String] {
            var attributes = ["rows": String(rows), "start": String(start), "axis": axis]
            attributes["pitch"] = pitch
            attributes["columns"] = columns
            if pending > 0 { attributes["pending"] = String(pending) }
            return attributes
        }
        let wanted = window.mounted
        var lead = attributes(
            start: 0, rows: mounted.lowerBound, pending: min(mounted.lowerBound, max(0, mounted.lowerBound - wanted.lowerBound)))
        lead["lead"] = "true"
        lead["count"] = String(count)
        graph.resolve(leading, attributes: lead)
        let trailingRows = count - mounted.upperBound
        graph.resolve(trailing, attributes: attributes(
            start: mounted.upperBound, rows: trailingRows, pending: min(trailingRows, max(0, wanted.upperBound - mounted.upperBound))))
    }
}
