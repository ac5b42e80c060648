/// An entry of an ``IDTable``: something that knows its id and can be
/// marked removed in place.
@_spi(Observatory)
public protocol IDTableEntry {
    /// The kind of id: an ``ElementID``, or a node's id.
    associatedtype ID: Comparable
    /// The id the entry is found by; it never changes.
    var tableID: ID { get }
    /// Whether the entry was removed and is only waiting to be compacted away.
    var isRemoved: Bool { get set }
}

/// Entries found by id, kept in one dense array in id order and found by
/// binary search: one word per entry for an element, where a dictionary
/// keeps a quarter to a half of its buckets empty and stores the key beside
/// every value. The graph finds its elements and its observing nodes in
/// one, the renderer its records.
///
/// It suits ids because a graph issues them in increasing order and never
/// reuses one: a new element's entry goes at the end. An entry added back
/// (a renderer records an element again) lands on its old place.
///
/// Removal marks the entry (a tombstone) rather than moving the entries after
/// it, so removing many costs one compaction: ``removeTombstones()``, which
/// the owner calls after a batch, and which also runs by itself once half
/// the entries are tombstones.
///
/// Invariants: `entries` is sorted by `tableID`, strictly ascending;
/// `tombstones` is the number of entries whose `isRemoved` is set.
///
/// Public under the `Observatory` SPI and inlinable so that the renderer's
/// table (another module) is specialized for its records: this compiler does
/// not inline `package` declarations across modules, and the unspecialized
/// table (a witness call per comparison) was a sixth of a scroll report.
@MainActor @_spi(Observatory)
public struct IDTable<Entry: IDTableEntry> {
    @usableFromInline var entries: [Entry] = []
    @usableFromInline var tombstones = 0

    /// An empty table.
    @inlinable public init() {}

    /// The number of entries that are not removed.
    @inlinable public var count: Int { entries.count - tombstones }

    /// How many entries the table has room for without growing (for tests).
    @inlinable public var capacity: Int { entries.capacity }

    /// The entries that are not removed, in id order.
    @inlinable public var liveEntries: [Entry] { entries.filter { !$0.isRemoved } }

    /// Calls `body` with each entry that is not removed, in id order.
    @inlinable public func forEachLive(_ body: (Entry) -> Void) {
        for entry in entries where !entry.isRemoved { body(entry) }
    }

    /// The index of `id`'s entry, or where it would go.
    @inlinable func position(of id: Entry.ID) -> (index: Int, found: Bool) {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            let middleID = entries[middle].tableID
            if middleID == id { return (middle, true) }
            if middleID < id { low = middle + 1 } else { high = middle }
        }
        return (low, false)
    }

    /// The entry for `id`, unless it is absent or removed.
    @inlinable public subscript(id: Entry.ID) -> Entry? {
        let (index, found) = position(of: id)
        guard found, !entries[index].isRemoved else { return nil }
        return entries[index]
    }

    /// What `body` reads of the live entry for `id`, without copying the
    /// entry; nil when it is absent or removed.
    @inlinable public func read<Result>(_ id: Entry.ID, _ body: (borrowing Entry) -> Result) -> Result? {
        let (index, found) = position(of: id)
        guard found, !entries[index].isRemoved else { return nil }
        return body(entries[index])
    }

    /// Adds `entry`, replacing any entry (live or removed) with its id.
    @inlinable public mutating func insert(_ entry: Entry) {
        let id = entry.tableID
        // Not `entries.last.map { … }`: a closure of the main actor's,
        // passed to the standard library, checks the executor when it runs.
        guard let last = entries.last, !(last.tableID < id) else {
            entries.append(entry)
            return
        }
        let (index, found) = position(of: id)
        if found {
            if entries[index].isRemoved { tombstones -= 1 }
            entries[index] = entry
        } else {
            entries.insert(entry, at: index)
        }
    }

    /// Changes the live entry for `id` in place; returns nil, and calls
    /// nothing, when there is none.
    @discardableResult @inlinable
    public mutating func modify<Result>(_ id: Entry.ID, _ body: (inout Entry) -> Result) -> Result? {
        let (index, found) = position(of: id)
        guard found, !entries[index].isRemoved else { return nil }
        return body(&entries[index])
    }

    /// Changes every entry that is not removed in place, in id order.
    @inlinable public mutating func modifyEach(_ body: (inout Entry) -> Void) {
        for index in entries.indices where !entries[index].isRemoved { body(&entries[index]) }
    }

    /// Marks the entry for `id` removed and returns it (as it was), or nil
    /// when there was none.
    @discardableResult @inlinable
    public mutating func remove(_ id: Entry.ID) -> Entry? {
        let (index, found) = position(of: id)
        guard found, !entries[index].isRemoved else { return nil }
        let entry = entries[index]
        entries[index].isRemoved = true
        tombstones += 1
        if tombstones > entries.count / 2 { removeTombstones() }
        return entry
    }

    /// Drops the removed entries: one pass over the table.
    ///
    /// The live entries slide down over the removed ones by swapping in
    /// place, which moves them without retaining or releasing, and the
    /// removed ones, gathered at the end, are released once. (`removeAll(where:)`
    /// took a closure that, being the main actor's and called from
    /// nonisolated code, checked the executor for every entry.)
    @inlinable public mutating func removeTombstones() {
        guard tombstones > 0 else { return }
        var live = 0
        entries.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices where !buffer[index].isRemoved {
                if index != live { buffer.swapAt(live, index) }
                live += 1
            }
        }
        entries.removeSubrange(live...)
        tombstones = 0
    }

    /// Drops the removed entries and lets go of spare capacity: for a table
    /// that was just filled in bulk (a first mount, a first paint) and may
    /// then stay as it is for a long time (an idle window), rather than keep
    /// up to half again its size from growing by doubling.
    @inlinable public mutating func shrinkToFit() {
        removeTombstones()
        guard entries.capacity > entries.count else { return }
        entries = entries.withUnsafeBufferPointer { Array($0) }
    }

    /// Removes every entry.
    @inlinable public mutating func removeAll(keepingCapacity: Bool) {
        entries.removeAll(keepingCapacity: keepingCapacity)
        tombstones = 0
    }
}
