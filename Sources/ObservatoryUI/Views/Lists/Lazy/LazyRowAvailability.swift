/// Data whose elements are not all at hand: some must be read first, and
/// reading them must not make the main actor wait (a paged query of a store
/// on the network). A windowed `ForEach` asks it once per window update
/// which rows of its window it can read now, mounts those, and leaves the
/// others to the spacers, which stand for them at the measured row pitch
/// (so the scroll height stays right), with the window's rows among them
/// marked `pending`: placeholder rows until the data has them.
/// It then asks the data to make the rest available; the data's owner
/// invalidates the views that read it when they are (a new snapshot), and
/// the window's next reconcile mounts them in place of the placeholders.
///
/// Data that has every element at hand (an array, a paged query of a local
/// store) need not conform, or answers with the whole range.
public protocol _LazyRowAvailability {
    /// The rows of `offsets` that can be read now without waiting: the
    /// longest run of them (the first, among runs as long), or an empty
    /// range at `offsets.lowerBound` when none can.
    @MainActor func _lazyAvailableRows(in offsets: Range<Int>) -> Range<Int>

    /// Asks that the rows of `offsets` be made available, without waiting
    /// for them: when they are, the data's owner publishes new data (and
    /// the views that read it update). Asking again for rows already asked
    /// for reads nothing more.
    @MainActor func _lazyRequestRows(_ offsets: Range<Int>)
}
