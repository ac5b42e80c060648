@_spi(Observatory) import ObservatoryUI

/// What one tab's DOM holds, as the server last sent it: per element, the
/// attributes and context it was rendered with and its children in DOM
/// order. Patches are computed against this record, never by diffing trees.
@MainActor
final class ClientTree {
    /// What the tab was sent for one element. The element's role is not
    /// kept: an id never changes role, so the element itself tells it.
    ///
    /// Invariant: 32 bytes in an array (every tab keeps one per element it
    /// was sent): the id, the region and every flag share one word (the id
    /// in the high 40 bits, as in an element's header; the region's
    /// character in the next 8; the flags in the low 8), and the context's
    /// rare placements, nil for almost every element, take the last.
    struct Record: IDTableEntry {
        private var bits: UInt64
        var attributes: [String: String]
        /// Where the children's ids are in the tree's ``childIDs``: read them
        /// with ``ClientTree/children(of:)``.
        fileprivate(set) var children = ChildRange()
        private var rarePlacements: RenderContext.RarePlacements?

        private enum Flag: UInt64 {
            case removed = 1, opaque = 2, listItem = 4, hidden = 8
        }

        init(id: ElementID, attributes: [String: String], context: RenderContext, region: String, isOpaque: Bool) {
            precondition(id.rawValue >= 0 && id.rawValue < 1 << 40, "an element id takes at most 40 bits")
            bits = UInt64(id.rawValue) << 24
            self.attributes = attributes
            rarePlacements = nil
            self.context = context
            self.region = region
            self.isOpaque = isOpaque
        }

        /// The element's id.
        var elementID: ElementID { ElementID(rawValue: Int(bits >> 24)) }

        /// The id the tree's table finds the record by.
        var tableID: ElementID { elementID }

        /// The place its parent gave the element.
        var context: RenderContext {
            get { RenderContext(rare: rarePlacements, listItem: has(.listItem), hidden: has(.hidden)) }
            set {
                rarePlacements = newValue.rare
                set(.listItem, newValue.listItem)
                set(.hidden, newValue.hidden)
            }
        }

        /// The children were not rendered as elements (their text is part of this element).
        var isOpaque: Bool {
            get { has(.opaque) }
            set { set(.opaque, newValue) }
        }

        var isRemoved: Bool {
            get { has(.removed) }
            set { set(.removed, newValue) }
        }

        /// The region of its parent's rendering the element was placed in,
        /// named by one ASCII character (see ``Placements``).
        var region: String {
            get { String(UnicodeScalar(UInt8(truncatingIfNeeded: bits >> 8))) }
            set {
                let utf8 = newValue.utf8
                precondition(utf8.count == 1 && utf8.first! < 0x80, "a region is named by one ASCII character")
                bits = bits & ~(0xFF << 8) | UInt64(utf8.first!) << 8
            }
        }

        private func has(_ flag: Flag) -> Bool { bits & flag.rawValue != 0 }

        private mutating func set(_ flag: Flag, _ value: Bool) {
            if value { bits |= flag.rawValue } else { bits &= ~flag.rawValue }
        }
    }

    /// A run of ``childIDs``: one word in a record, where an array of its
    /// own would cost every element with children an allocation.
    struct ChildRange {
        fileprivate var start: UInt32 = 0
        /// How many children.
        fileprivate(set) var count: UInt32 = 0
    }

    /// The records in id order, found by binary search (``IDTable``):
    /// no dictionary, whose empty buckets and stored keys would cost more
    /// than the records' ids.
    ///
    /// This and the other stored properties are unchecked for exclusivity:
    /// every element sent or forgotten accessed several of them, each access
    /// a dynamic check. Invariant: no access overlaps another. The tree's
    /// methods call no code outside this file while one is open, and the
    /// records hold values only (no `deinit` runs but the strings').
    @exclusivity(unchecked) private var records = IDTable<Record>()
    /// Every record's children, each record's a run (``ChildRange``) of this
    /// one array.
    ///
    /// Invariant: `garbage` counts the ids no record's range covers (left by
    /// lists that were forgotten or outgrew their place); once they are more
    /// than half, ``compactChildIDs()`` rewrites the array with live runs only.
    @exclusivity(unchecked) private var childIDs: [ElementID] = []
    @exclusivity(unchecked) private var garbage = 0
    /// The highest element id ever sent to this tab; ids above it were never
    /// this tab's to address.
    @exclusivity(unchecked) private(set) var highestIssuedID = -1

    /// The record of `id`. Setting one replaces the record in place, its
    /// children included (`tree[id]?.context = …`); setting nil removes it
    /// (not its descendants: see ``forgetSubtree(_:)``).
    subscript(id: ElementID) -> Record? {
        get { records[id] }
        set {
            if let newValue {
                precondition(newValue.elementID == id, "a record is set under its own id")
                records.insert(newValue)
            } else if let removed = records.remove(id) {
                garbage += Int(removed.children.count)
            }
        }
    }

    /// The region and the context `id` was rendered in, read in place (a
    /// record's copy would retain its attributes).
    func placement(of id: ElementID) -> (region: String, context: RenderContext)? {
        records.read(id) { ($0.region, $0.context) }
    }

    /// Records `record`, rendered with `children` in DOM order.
    func add(_ record: Record, children: [ElementID] = []) {
        if let old = records[record.elementID] { garbage += Int(old.children.count) }
        var record = record
        record.children = ChildRange(start: UInt32(childIDs.count), count: UInt32(children.count))
        childIDs.append(contentsOf: children)
        records.insert(record)
        if record.elementID.rawValue > highestIssuedID { highestIssuedID = record.elementID.rawValue }
        compactChildIDsIfNeeded()
    }

    /// The children `record` was rendered with, in DOM order.
    func children(of record: Record) -> ArraySlice<ElementID> {
        let start = Int(record.children.start)
        return childIDs[start..<start + Int(record.children.count)]
    }

    /// Makes `children` the record of `id`'s children; nothing when `id` has no record.
    func setChildren(_ children: [ElementID], of id: ElementID) {
        guard let old = records[id]?.children else { return }
        var range = ChildRange(start: old.start, count: UInt32(children.count))
        if children.count <= Int(old.count) {
            // In place: a list that shrinks or keeps its length.
            childIDs.replaceSubrange(Int(old.start)..<Int(old.start) + children.count, with: children)
            garbage += Int(old.count) - children.count
        } else {
            range.start = UInt32(childIDs.count)
            childIDs.append(contentsOf: children)
            garbage += Int(old.count)
        }
        records.modify(id) { $0.children = range }
        compactChildIDsIfNeeded()
    }

    /// Forgets `id` and everything rendered inside it.
    func forgetSubtree(_ id: ElementID) {
        guard let record = records.remove(id) else { return }
        garbage += Int(record.children.count)
        for child in children(of: record) { forgetSubtree(child) }
    }

    /// Forgets everything (before a full render).
    func removeAll() {
        records.removeAll(keepingCapacity: true)
        childIDs.removeAll(keepingCapacity: true)
        garbage = 0
    }

    /// Lets go of spare capacity after a full render: the records were
    /// made in bulk, and an idle tab keeps them as they are.
    func shrinkToFit() {
        records.shrinkToFit()
        if garbage > 0 { compactChildIDs() }
        if childIDs.capacity > childIDs.count { childIDs = childIDs.withUnsafeBufferPointer { Array($0) } }
    }

    private func compactChildIDsIfNeeded() {
        if garbage > 32 && garbage > childIDs.count / 2 { compactChildIDs() }
    }

    /// Rewrites ``childIDs`` with the runs of live records only.
    private func compactChildIDs() {
        var compacted: [ElementID] = []
        compacted.reserveCapacity(childIDs.count - garbage)
        let old = childIDs
        records.modifyEach { record in
            let start = Int(record.children.start)
            record.children.start = UInt32(compacted.count)
            compacted.append(contentsOf: old[start..<start + Int(record.children.count)])
        }
        childIDs = compacted
        garbage = 0
    }

    /// How many ids ``childIDs`` holds, live or not (for tests).
    var childIDCapacityInUse: Int { childIDs.count }

    var count: Int { records.count }
}
