/// One registrar's reads inside a tracking scope.
///
/// Invariant: `owner` is retained for as long as the entry lives, which keeps
/// the memory at `registrar` (an ``_InlineObservationRegistrar`` stored inside
/// `owner`) valid until the tracking is installed.
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
    var overflow: [Int]?

    init(registrar: UnsafeRawPointer, owner: Unmanaged<AnyObject>, id: Int) {
        self.registrar = registrar
        self.owner = owner
        self.mask = 0
        self.overflow = nil
        insert(id)
    }

    /// Whether `id` fits the bit mask.
    @inlinable
    static func isMaskable(_ id: Int) -> Bool { UInt(bitPattern: id) < 63 }

    mutating func insert(_ id: Int) {
        if AccessEntry.isMaskable(id) {
            mask |= 1 &<< UInt64(id)
        } else if overflow == nil {
            overflow = [id]
        } else if !overflow!.contains(id) {
            overflow!.append(id)
        }
    }

    func contains(_ id: Int) -> Bool {
        AccessEntry.isMaskable(id) ? mask & (1 &<< UInt64(id)) != 0 : overflow?.contains(id) == true
    }

    mutating func formUnion(_ other: AccessEntry) {
        mask |= other.mask
        for id in other.overflow ?? [] { insert(id) }
    }

    /// Calls `body` with every id in the entry, without allocating.
    func forEachID(_ body: (Int) -> Void) {
        var bits = mask
        while bits != 0 {
            body(bits.trailingZeroBitCount)
            bits &= bits &- 1
        }
        overflow?.forEach(body)
    }

    var count: Int { mask.nonzeroBitCount + (overflow?.count ?? 0) }
}
