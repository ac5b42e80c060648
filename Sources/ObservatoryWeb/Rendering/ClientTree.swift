import ObservatoryUI

/// What one tab's DOM holds, as the server last sent it: per element, the
/// attributes and context it was rendered with and its children in DOM
/// order. Patches are computed against this record, never by diffing trees.
@MainActor
final class ClientTree {
    /// What the tab was sent for one element. The element's role is not
    /// kept: an id never changes role, so the element itself tells it.
    ///
    /// Invariant: 40 bytes in an array (every tab keeps one per element it
    /// was sent). The fields are declared widest first, so that the context's
    /// flags, the region and the two flags below share one word.
    struct Record: IDTableEntry {
        let elementID: ElementID
        var attributes: [String: String]
        /// Where the children's ids are in the tree's ``childIDs``: read them
        /// with ``ClientTree/children(of:)``.
        fileprivate(set) var children = ChildRange()
        var context: RenderContext
        /// The region's name, one ASCII character (see ``Placements``).
        private var regionCode: UInt8
        /// The children were not rendered as elements (their text is part of this element).
        var isOpaque: Bool
        var isRemoved = false

        /// The id the tree's table finds the record by.
        var tableID: ElementID { elementID }

        init(id: ElementID, attributes: [String: String], context: RenderContext, region: String, isOpaque: Bool) {
            self.elementID = id
            self.attributes = attributes
            self.context = context
            self.regionCode = Self.code(of: region)
            self.isOpaque = isOpaque
        }

        /// The region of its parent's rendering the element was placed in.
        var region: String {
            get { String(UnicodeScalar(regionCode)) }
            set { regionCode = Self.code(of: newValue) }
        }

        private static func code(of region: String) -> UInt8 {
            let utf8 = region.utf8
            precondition(utf8.count == 1 && utf8.first! < 0x80, "a region is named by one ASCII character")
            return utf8.first!
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
    private var records = IDTable<Record>()
    /// Every record's children, each record's a run (``ChildRange``) of this
    /// one array.
    ///
    /// Invariant: `garbage` counts the ids no record's range covers (left by
    /// lists that were forgotten or outgrew their place); once they are more
    /// than half, ``compactChildIDs()`` rewrites the array with live runs only.
    private var childIDs: [ElementID] = []
    private var garbage = 0
    /// The highest element id ever sent to this tab; ids above it were never
    /// this tab's to address.
    private(set) var highestIssuedID = -1

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
