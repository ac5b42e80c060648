/// The one-shot trackings a write fired, chained through the registrations
/// that the walk unlinked, to be completed after the table's lock is released.
///
/// A fired registration is out of its table's list for good (nothing links a
/// registration twice), so its `next` field is free: the chain reuses it, and
/// firing K observers allocates nothing, where a growing buffer would cost a
/// few large allocations per write (and make malloc consolidate the trackings
/// the previous write freed).
///
/// Invariant: each chained registration's tracking carries a +1 reference
/// that ``completeAll()`` consumes: the installation retain handed over for a
/// tracking with a single registration, a new retain otherwise.
struct FiredChain: ~Copyable {
    private var head: UnsafeMutablePointer<Registration>?
    private var tail: UnsafeMutablePointer<Registration>?

    init() {}

    var isEmpty: Bool { head == nil }

    /// Adds an unlinked registration; its tracking's +1 reference comes with it.
    mutating func append(_ registration: UnsafeMutablePointer<Registration>) {
        registration.pointee.next = nil
        if let tail { tail.pointee.next = registration } else { head = registration }
        tail = registration
    }

    /// Completes each firing in the order the walk met them, then drops its reference.
    ///
    /// The next link is read before a firing completes: completing may free
    /// the tracking, and the registration with it.
    consuming func completeAll() {
        var cursor = head
        while let registration = cursor {
            cursor = registration.pointee.next
            let tracking = registration.pointee.tracking
            tracking._withUnsafeGuaranteedRef { $0.completeFire() }
            tracking.release()
        }
    }
}
