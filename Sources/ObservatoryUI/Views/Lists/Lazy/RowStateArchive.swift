/// A state slot a lazy row may keep after it leaves its window: `@State`
/// (and `@FocusState`, `@GestureState`) storage, and `@StateObject` storage.
protocol RetainableStateSlot: AnyObject {
    /// Whether the slot holds something the view wrote (or, for a state
    /// object, created): only such slots are worth keeping.
    var wasWritten: Bool { get }
}

/// What one body node of a row held: its place in the row and its slots.
struct RowStateEntry {
    /// The node's view type.
    let viewType: ObjectIdentifier
    /// The node's depth below the row's node.
    let depth: Int
    /// The node's position among the row's body nodes, in pre-order.
    let ordinal: Int
    /// The node's slots; those that are not state (subscriptions) are
    /// ``VacantSlot``s, made again when the row mounts.
    let slots: [AnyObject]
}

/// Stands in an archived row for a slot that is made again on remount (an
/// `ObservableObject` subscription names the node it belonged to).
final class VacantSlot: Sendable {
    private init() {}
    /// The one placeholder.
    static let shared = VacantSlot()
}

/// The written state of the rows a windowed `ForEach` unmounted because its
/// window moved, by row key, so that a row scrolled away and back keeps its
/// `@State` as in SwiftUI. Unlike SwiftUI, it is bounded: it keeps the
/// `capacity` rows that left most recently and forgets older ones (their
/// state resets). Rows with no written state take no entry.
@MainActor
final class RowStateArchive<Key: Hashable> {
    private struct Record {
        let entries: [RowStateEntry]
        let stamp: Int
    }

    /// The most rows kept.
    let capacity: Int
    private var records: [Key: Record] = [:]
    private var nextStamp = 0

    /// An empty archive keeping at most `capacity` rows.
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// How many rows are kept.
    var count: Int { records.count }

    /// Keeps `entries` for the row `key` (nothing when empty), forgetting the
    /// least recently archived row beyond the capacity.
    func archive(_ entries: [RowStateEntry], for key: Key) {
        guard !entries.isEmpty, capacity > 0 else { return }
        records[key] = Record(entries: entries, stamp: nextStamp)
        nextStamp += 1
        // O(capacity), only when a row with written state leaves a full archive.
        if records.count > capacity, let oldest = records.min(by: { $0.value.stamp < $1.value.stamp })?.key {
            records[oldest] = nil
        }
    }

    /// Removes and returns what the row `key` kept, if anything.
    func take(_ key: Key) -> [RowStateEntry]? {
        records.removeValue(forKey: key)?.entries
    }

    /// Forgets every row.
    func removeAll() {
        records.removeAll()
    }

    /// The written state of the subtree of `row`: each body node (pre-order)
    /// with a written slot, with its view type, depth below `row`, ordinal
    /// and slots. Empty when nothing was written (the common case).
    static func capture(_ row: Node) -> [RowStateEntry] {
        var entries: [RowStateEntry] = []
        var ordinal = 0
        collect(row, base: row.depth, into: &entries, ordinal: &ordinal)
        return entries
    }

    /// Adds the entries of `node` and its subtree (pre-order). A static
    /// function with `inout` state rather than a nested one capturing
    /// variables, which boxed them on the heap for every row retired.
    private static func collect(_ node: Node, base: Int, into entries: inout [RowStateEntry], ordinal: inout Int) {
        if node is BodyNode {
            if let slots = node.attachedProperties?.slots,
                slots.contains(where: { ($0 as? any RetainableStateSlot)?.wasWritten == true })
            {
                entries.append(RowStateEntry(
                    viewType: ObjectIdentifier(node.viewType), depth: node.depth - base, ordinal: ordinal,
                    slots: slots.map { $0 is any RetainableStateSlot ? $0 : VacantSlot.shared }))
            }
            ordinal += 1
        }
        node.forEachChild { collect($0, base: base, into: &entries, ordinal: &ordinal) }
    }
}
