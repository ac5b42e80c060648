/// One registrar's reads inside a tracking scope.
///
/// Invariants:
/// - `owner` is retained for as long as the entry lives, which keeps the
///   memory at `registrar` (an ``_InlineObservationRegistrar`` stored inside
///   `owner`) valid until the tracking is installed.
/// - The entry is plain data (no field needs destroying by Swift), so frames
///   move, copy and drop entries without value-witness calls. The frame that
///   holds an entry owns its `overflow` buffer and frees it with
///   ``freeOverflow()``; a copy that outlives the original gets its own
///   buffer from ``duplicatingOverflow()``.
@usableFromInline
struct AccessEntry {
    /// Address of the inline registrar that was read.
    @usableFromInline var registrar: UnsafeRawPointer
    /// The object that stores the registrar, retained by the entry.
    @usableFromInline var owner: Unmanaged<AnyObject>
    /// Property ids 0...62 read through this registrar, one bit each.
    @usableFromInline var mask: UInt64
    /// Ids that do not fit the mask: 63 and above, and negative (key-path)
    /// ids. Nil, and free, in the common case.
    private var overflow: UnsafeMutablePointer<Int>?
    private var overflowCount: Int32
    private var overflowCapacity: Int32

    init(registrar: UnsafeRawPointer, owner: Unmanaged<AnyObject>, id: Int) {
        self.registrar = registrar
        self.owner = owner
        self.mask = 0
        self.overflow = nil
        self.overflowCount = 0
        self.overflowCapacity = 0
        insert(id)
    }

    /// Whether `id` fits the bit mask.
    @inlinable
    static func isMaskable(_ id: Int) -> Bool { UInt(bitPattern: id) < 63 }

    mutating func insert(_ id: Int) {
        if AccessEntry.isMaskable(id) {
            mask |= 1 &<< UInt64(id)
        } else if !overflowContains(id) {
            if overflowCount == overflowCapacity {
                let capacity = Swift.max(4, overflowCapacity * 2)
                let grown = UnsafeMutablePointer<Int>.allocate(capacity: Int(capacity))
                if let overflow {
                    grown.moveInitialize(from: overflow, count: Int(overflowCount))
                    overflow.deallocate()
                }
                overflow = grown
                overflowCapacity = capacity
            }
            (overflow! + Int(overflowCount)).initialize(to: id)
            overflowCount += 1
        }
    }

    private func overflowContains(_ id: Int) -> Bool {
        for index in 0..<Int(overflowCount) where overflow![index] == id { return true }
        return false
    }

    func contains(_ id: Int) -> Bool {
        AccessEntry.isMaskable(id) ? mask & (1 &<< UInt64(id)) != 0 : overflowContains(id)
    }

    mutating func formUnion(_ other: AccessEntry) {
        mask |= other.mask
        for index in 0..<Int(other.overflowCount) { insert(other.overflow![index]) }
    }

    /// Calls `body` with every id in the entry, without allocating.
    func forEachID(_ body: (Int) -> Void) {
        var bits = mask
        while bits != 0 {
            body(bits.trailingZeroBitCount)
            bits &= bits &- 1
        }
        for index in 0..<Int(overflowCount) { body(overflow![index]) }
    }

    var count: Int { mask.nonzeroBitCount + Int(overflowCount) }

    /// A copy with its own overflow buffer (and the same, unretained, owner).
    func duplicatingOverflow() -> AccessEntry {
        var copy = self
        copy.overflow = nil
        copy.overflowCount = 0
        copy.overflowCapacity = 0
        for index in 0..<Int(overflowCount) { copy.insert(overflow![index]) }
        return copy
    }

    /// Frees the overflow buffer; the entry must not be used afterwards.
    func freeOverflow() {
        overflow?.deallocate()
    }
}
