/// What a windowed `ForEach` did for a `scrollTo` of a row it has not mounted.
enum LazyReveal {
    /// It moved its window: the row mounts in this update.
    case revealed
    /// Its data is finding the row without waiting (a store on the
    /// network); the window moves when the data answers, and the row
    /// mounts once its page arrives.
    case pending
    /// No row has the id (or the node is not windowed).
    case notFound
}

/// A node that can mount a row that is not mounted so that a `scrollTo`
/// finds it: a windowed `ForEach` (issue 34, step 4).
@MainActor
protocol LazyScrollTargetResolving: Node {
    /// Moves the window so that the row identified `id` is mounted, placed
    /// for `anchor`, and invalidates the node (cause
    /// ``UpdateCause/viewport``); or starts finding the row (`.pending`);
    /// or, when no row has that id, changes nothing.
    func revealRow(for id: AnyHashable, anchor: UnitPoint?) -> LazyReveal
}

extension ForEachNode: LazyScrollTargetResolving {
    /// Finds the row where the data says it is (``_LazyRowLookup``), else
    /// by scanning the data for the first element whose id is `id`: O(N)
    /// `identify` calls, paid only on an explicit `scrollTo` of a row that
    /// is not mounted. Then the window holds that row where the page will
    /// show it.
    func revealRow(for id: AnyHashable, anchor: UnitPoint?) -> LazyReveal {
        guard window != nil else { return .notFound }
        switch search(for: id, anchor: anchor) {
        case .found(let index):
            moveWindow(toShow: index, anchor: anchor)
            return .revealed
        case .pending:
            return .pending
        case .notFound:
            return .notFound
        }
    }

    /// Moves the window so that it holds the row at `index` where the page
    /// will show it: at the top, center or bottom for those anchors (along
    /// the container's axis), and for nil at the edge nearest the rows
    /// shown now; invalidates the node.
    private func moveWindow(toShow index: Int, anchor: UnitPoint?) {
        guard var window else { return }
        let count = view.data.count
        guard index >= 0, index < count else { return }
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
    }

    private enum RowSearch {
        case found(Int)
        case pending
        case notFound
    }

    /// The offset of the first element identified `id`: where the data says
    /// it is (``_LazyRowLookup``), else scanning the data. When the data
    /// answers later, the window moves then, if the node is still mounted
    /// and the request still waits.
    private func search(for id: AnyHashable, anchor: UnitPoint?) -> RowSearch {
        if let lookup = view.data as? any _LazyRowLookup {
            let position = lookup._lazyRowPosition(ofID: id) { [weak self] offset in
                // Only for a request still waiting (a newer `scrollTo` replaces it).
                guard let self, self.isMounted, self.graph.awaitsScroll(to: id) else { return }
                guard let offset else { return self.graph.dropScrollRequests(awaiting: id) }
                self.moveWindow(toShow: offset, anchor: anchor)
            }
            switch position {
            case .absent:
                return .notFound
            case .pending:
                return .pending
            case .at(let offset) where offset >= 0 && offset < view.data.count:
                let element = view.data[view.data.index(view.data.startIndex, offsetBy: offset)]
                if AnyHashable(view.identify(element)) == id { return .found(offset) }
            case .at, .unknown:
                break
            }
        }
        if let typed = id.base as? ID {
            for (offset, element) in view.data.enumerated() where view.identify(element) == typed { return .found(offset) }
            return .notFound
        }
        // Another type that may still compare equal (numbers of other widths).
        for (offset, element) in view.data.enumerated() where AnyHashable(view.identify(element)) == id {
            return .found(offset)
        }
        return .notFound
    }
}

extension ScrollRequest {
    /// When no mounted view under the reader has the id: asks the windowed
    /// `ForEach`s under it, in tree order, to mount the row with that id;
    /// returns `.revealed` when one did (the update then mounts it, and the
    /// request finds it when it is delivered), else `.pending` when one's
    /// data is still finding it. Walks the mounted nodes once.
    func revealUnmountedTarget() -> LazyReveal {
        guard let reader, reader.isMounted, resolve() == nil else { return .notFound }
        var result = LazyReveal.notFound
        func visit(_ node: Node) {
            guard result != .revealed else { return }
            if let lazy = node as? any LazyScrollTargetResolving {
                switch lazy.revealRow(for: id, anchor: anchor) {
                case .revealed: result = .revealed; return
                case .pending: result = .pending
                case .notFound: break
                }
            }
            node.forEachChild(visit)
        }
        reader.forEachChild(visit)
        return result
    }
}
