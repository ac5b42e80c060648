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
    struct Record: ElementIDTableEntry {
        let elementID: ElementID
        var attributes: [String: String]
        var children: [ElementID]
        var context: RenderContext
        /// The region's name, one ASCII character (see ``Placements``).
        private var regionCode: UInt8
        /// The children were not rendered as elements (their text is part of this element).
        var isOpaque: Bool
        var isRemoved = false

        init(id: ElementID, attributes: [String: String], context: RenderContext, region: String,
             children: [ElementID], isOpaque: Bool) {
            self.elementID = id
            self.attributes = attributes
            self.children = children
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

    /// The records in id order, found by binary search (``ElementIDTable``):
    /// no dictionary, whose empty buckets and stored keys would cost more
    /// than the records' ids.
    private var records = ElementIDTable<Record>()
    /// The highest element id ever sent to this tab; ids above it were never
    /// this tab's to address.
    private(set) var highestIssuedID = -1

    subscript(id: ElementID) -> Record? {
        get { records[id] }
        set {
            if let newValue { add(newValue) } else { records.remove(id) }
        }
    }

    func add(_ record: Record) {
        records.insert(record)
        if record.elementID.rawValue > highestIssuedID { highestIssuedID = record.elementID.rawValue }
    }

    /// Forgets `id` and everything rendered inside it.
    func forgetSubtree(_ id: ElementID) {
        guard let record = records.remove(id) else { return }
        for child in record.children { forgetSubtree(child) }
    }

    /// Forgets everything (before a full render).
    func removeAll() {
        records.removeAll(keepingCapacity: true)
    }

    var count: Int { records.count }
}
