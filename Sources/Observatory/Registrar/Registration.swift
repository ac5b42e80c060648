/// One tracking's interest in one property of one registrar.
///
/// Registrations live in the tail storage of their ``Tracking`` and are
/// threaded into a doubly linked list per property in their ``ObserverTable``.
/// `previous`, `next` and `isLinked` are guarded by the table's lock; every
/// other field is immutable after installation.
///
/// A registration is plain data, so freeing a tracking needs no generic
/// destruction: `table` holds a +1 retain that ``Tracking`` releases itself.
struct Registration {
    let table: Unmanaged<ObserverTable>
    let id: Int
    let tracking: Unmanaged<Tracking>
    var previous: UnsafeMutablePointer<Registration>?
    var next: UnsafeMutablePointer<Registration>?
    let kinds: ObservationKinds
    var isLinked: Bool
}
