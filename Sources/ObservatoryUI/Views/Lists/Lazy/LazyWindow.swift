/// The window of a lazy `ForEach`: which data indices are mounted, what the
/// renderer last reported visible, and the two spacers that stand for the
/// rows above and below.
@MainActor
struct LazyWindow<ID: Hashable> {
    /// The policy the window follows (from the environment at mount).
    let policy: LazyWindowPolicy
    /// The container's axis, for the spacers.
    let axis: Axis
    /// The data indices of the window: mounted, except rows the data cannot
    /// read yet (``_LazyRowAvailability``), which the spacers stand for.
    var mounted: Range<Int> = 0..<0
    /// The data indices the `ForEach`'s rows stand for, one row each in
    /// order, as of its last reconcile; nil before the first. It is
    /// `mounted`, or the part of it the data could read. While the data
    /// stays the same, a move of the window only slides them.
    var rowSpan: Range<Int>?
    /// The last reported visible rows; nil until the renderer reports.
    var visible: VisibleRows?
    /// The id of a mounted row and its index, kept in place when the data
    /// changes around it: the first visible row, or the first mounted one.
    var anchor: (id: ID, index: Int)?
    /// The items per line (a grid's columns, as reported; 1 for lists and
    /// stacks): the window starts and ends on whole lines.
    var columns = 1
    /// The measured length of a row (a grid's line), as reported; nil
    /// until the renderer measures one.
    var pitch: Double?
    /// Whether the spacers are among the `ForEach`'s elements: only when the
    /// window does not hold every row.
    var showsSpacers = false
    /// The elements standing for the rows above and below the window, made
    /// the first time the data outgrows the window (a list whose rows all
    /// fit never has them).
    var spacers: (leading: Element, trailing: Element)?
    /// The written state of rows that left the window (shared by copies).
    let archive: RowStateArchive<ForEachRowKey<ID>>

    /// The most columns a grid's report may name.
    static var maximumColumns: Int { 64 }

    /// A reported pitch, to a quarter point: smaller changes are noise of
    /// the measurement, and each change rewrites both spacers.
    static func roundedPitch(_ pitch: Double) -> Double {
        (min(max(pitch, 1), 10_000) * 4).rounded() / 4
    }

    /// The rows mounted until the renderer reports: this segment's share of
    /// its container's ``LazyWindowPolicy/initialRows``.
    let initialRows: Int

    /// The first window of `count` rows: `initialRows` of them.
    init(policy: LazyWindowPolicy, axis: Axis, count: Int, initialRows: Int) {
        self.policy = policy
        self.axis = axis
        self.initialRows = max(0, min(initialRows, policy.maximumWindowRows))
        archive = RowStateArchive(capacity: policy.retainedRowStates)
        mounted = 0..<min(count, self.initialRows)
    }

    /// How far from where a row was the window looks for it after a data
    /// change: twice the window's size.
    var probeRadius: Int { 2 * max(mounted.count, initialRows) }

    /// The rows the window must hold for `visible` in a `count`-row data:
    /// the visible rows, `aheadRows` in the scroll direction, `behindRows`
    /// the other way, at most `maximumWindowRows`.
    func wanted(for visible: VisibleRows, count: Int) -> Range<Int> {
        let first = min(max(visible.first, 0), count)
        let end = min(max(visible.end, first), count)
        let (before, after) =
            visible.direction < 0 ? (policy.aheadRows, policy.behindRows) : (policy.behindRows, policy.aheadRows)
        let lower = alignedDown(max(0, first - before))
        let upper = min(count, alignedUp(min(end + after, lower + policy.maximumWindowRows)))
        return lower..<max(lower, upper)
    }

    /// Whether the window must move to hold `wanted`: rows it needs are not
    /// mounted, or it holds more than `2 × slackRows` beyond them on a side.
    /// Moves smaller than `slackRows` leave it in place (hysteresis).
    func mustMove(toHold wanted: Range<Int>) -> Bool {
        let slack = policy.slackRows
        return wanted.lowerBound < mounted.lowerBound || wanted.upperBound > mounted.upperBound
            || wanted.lowerBound - mounted.lowerBound > 2 * slack
            || mounted.upperBound - wanted.upperBound > 2 * slack
    }

    /// The window that holds `wanted` with `slackRows` to spare on each side.
    func window(holding wanted: Range<Int>, count: Int) -> Range<Int> {
        let slack = policy.slackRows
        let lower = alignedDown(max(0, wanted.lowerBound - slack))
        let upper = min(count, alignedUp(min(wanted.upperBound + slack, lower + policy.maximumWindowRows)))
        return lower..<max(lower, upper)
    }

    /// `index` moved back to the start of its line.
    func alignedDown(_ index: Int) -> Int { index - index % columns }

    /// `index` moved forward to the start of the next line, unless it starts one.
    func alignedUp(_ index: Int) -> Int { index % columns == 0 ? index : index + columns - index % columns }
}
