/// One tracking's interest in one property of one registrar.
///
/// Registrations live in the tail storage of their ``Tracking`` and are
/// threaded into a doubly linked list per property in their ``ObserverTable``.
/// `previous`, `next` and `isLinked` are guarded by the table's lock; every
/// other field is immutable after installation.
///
/// A registration is plain data, so freeing a tracking needs no generic
/// destruction: when `retainsTable` is set, `table` holds a +1 retain that
/// ``Tracking`` releases itself.
///
/// The retain lets a tracking unlink itself from a table whose object has
/// died (cancelling, or finishing a firing that another table started). The
/// registration of a one-shot tracking with a single registration never
/// needs that: nobody holds a handle to cancel it, and only its own table,
/// alive while it fires or invalidates, ever unlinks it. It does without
/// the retain, which saves two atomic operations per track and fire.
///
/// A registration is the *sole path* to its tracking when the tracking is
/// one-shot, has no other registration, and nobody was handed a reference to
/// it: then the table walk that reaches it under the table's lock is the only
/// code that can ever fire, cancel or free it, and it fires it without the
/// compare-and-swap that settles races between firing paths.
///
/// The pointers come first and the small fields after them, so a
/// registration is 40 bytes (see ``TrackingHeader`` for why size matters).
struct Registration {
    let table: Unmanaged<ObserverTable>
    let tracking: Unmanaged<Tracking>
    var previous: UnsafeMutablePointer<Registration>?
    var next: UnsafeMutablePointer<Registration>?
    private let storedID: Int32
    let kinds: ObservationKinds
    var isLinked: Bool
    /// Whether `table` is retained (see above).
    let retainsTable: Bool
    /// Whether this registration is the only path to its tracking (see above).
    let isSolePath: Bool

    init(
        table: Unmanaged<ObserverTable>, id: Int, tracking: Unmanaged<Tracking>,
        previous: UnsafeMutablePointer<Registration>?, next: UnsafeMutablePointer<Registration>?,
        kinds: ObservationKinds, isLinked: Bool, retainsTable: Bool, isSolePath: Bool
    ) {
        self.table = table
        self.tracking = tracking
        self.previous = previous
        self.next = next
        self.storedID = Int32(id)
        self.kinds = kinds
        self.isLinked = isLinked
        self.retainsTable = retainsTable
        self.isSolePath = isSolePath
    }

    /// The property's id (ids are small: property numbers, and key-path ids
    /// counted down from -1).
    var id: Int { Int(storedID) }
}
