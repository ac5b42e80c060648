/// The window of a lazy `ForEach`: which data indices are mounted, what the
/// renderer last reported visible, and the two spacers that stand for the
/// rows above and below.
@MainActor
struct LazyWindow<ID: Hashable> {
    /// The policy the window follows (from the environment at mount).
    let policy: LazyWindowPolicy
    /// The container's axis, for the spacers.
    let axis: Axis
    /// The mounted data indices.
    var mounted: Range<Int> = 0..<0
    /// The last reported visible rows; nil until the renderer reports.
    var visible: VisibleRows?
    /// The id of a mounted row and its index, kept in place when the data
    /// changes around it: the first visible row, or the first mounted one.
    var anchor: (id: ID, index: Int)?
    /// The element standing for the rows above the window.
    let leading: Element
    /// The element standing for the rows below the window.
    let trailing: Element
    /// The written state of rows that left the window (shared by copies).
    let archive: RowStateArchive<ForEachRowKey<ID>>

    /// The first window of `count` rows: the policy's initial rows.
    init(policy: LazyWindowPolicy, axis: Axis, count: Int, leading: Element, trailing: Element) {
        self.policy = policy
        self.axis = axis
        self.leading = leading
        self.trailing = trailing
        archive = RowStateArchive(capacity: policy.retainedRowStates)
        mounted = 0..<min(count, max(0, min(policy.initialRows, policy.maximumWindowRows)))
    }

    /// How far from where a row was the window looks for it after a data
    /// change: twice the window's size.
    var probeRadius: Int { 2 * max(mounted.count, policy.initialRows) }

    /// The rows the window must hold for `visible` in a `count`-row data:
    /// the visible rows, `aheadRows` in the scroll direction, `behindRows`
    /// the other way, at most `maximumWindowRows`.
    func wanted(for visible: VisibleRows, count: Int) -> Range<Int> {
        let first = min(max(visible.first, 0), count)
        let end = min(max(visible.end, first), count)
        let (before, after) =
            visible.direction < 0 ? (policy.aheadRows, policy.behindRows) : (policy.behindRows, policy.aheadRows)
        let lower = max(0, first - before)
        let upper = min(count, end + after, lower + policy.maximumWindowRows)
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
        let lower = max(0, wanted.lowerBound - slack)
        let upper = min(count, wanted.upperBound + slack, lower + policy.maximumWindowRows)
        return lower..<max(lower, upper)
    }
}
