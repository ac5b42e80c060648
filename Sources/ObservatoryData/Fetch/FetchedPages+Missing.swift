/// Which pages a reader that must not wait on the store (the main actor,
/// on a store on the network) asks to have read for it in the background.
extension FetchedPages {
    /// The number of pages: the last may be short.
    var pageCount: Int { (count + batchSize - 1) / batchSize }

    /// The numbers of the pages not held among those `positions` need,
    /// then among the `margin` pages after and before them (read ahead, so
    /// that a steady scroll finds its rows held): the needed ones in
    /// increasing order, then the ones after, then the ones before, nearest
    /// first.
    func missingPageNumbers(around positions: Range<Int>, margin: Int = 1) -> [Int] {
        let clamped = positions.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return [] }
        let first = clamped.lowerBound / batchSize
        let last = (clamped.upperBound - 1) / batchSize
        var wanted = Array(first...last)
        if margin > 0 {
            wanted += (last + 1)..<min(last + 1 + margin, pageCount)
            wanted += stride(from: first - 1, through: max(first - margin, 0), by: -1)
        }
        return wanted.filter { !holds(($0 * batchSize)..<($0 * batchSize + 1)) }
    }

    /// The longest run of `positions` whose pages are held (the first of
    /// runs as long), or an empty range at `positions.lowerBound`.
    func heldRun(in positions: Range<Int>) -> Range<Int> {
        let clamped = positions.clamped(to: 0..<count)
        var best = positions.lowerBound..<positions.lowerBound
        guard !clamped.isEmpty else { return best }
        var start: Int?
        for number in (clamped.lowerBound / batchSize)...((clamped.upperBound - 1) / batchSize) {
            let page = max(number * batchSize, clamped.lowerBound)..<min((number + 1) * batchSize, clamped.upperBound)
            guard holds(page) else {
                start = nil
                continue
            }
            let run = (start ?? page.lowerBound)..<page.upperBound
            start = run.lowerBound
            if run.count > best.count { best = run }
        }
        return best
    }
}
