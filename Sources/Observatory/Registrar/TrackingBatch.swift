/// The trackings to notify for one event, collected under a table's lock and
/// notified after it is released.
///
/// The first tracking is held inline, so notifying one observer (the common
/// case) allocates nothing; further ones go to a buffer that grows by
/// doubling. Every field is plain data, so creating, moving and destroying a
/// batch costs no value-witness calls. Each element holds a +1 retain that
/// `forEach` consumes.
struct TrackingBatch: ~Copyable {
    private var first: Unmanaged<Tracking>?
    private var rest: UnsafeMutablePointer<Unmanaged<Tracking>>?
    private var restCount = 0
    private var restCapacity = 0

    init() {}

    deinit {
        rest?.deallocate()
    }

    mutating func append(_ tracking: Unmanaged<Tracking>) {
        guard first != nil else {
            first = tracking
            return
        }
        if restCount == restCapacity {
            let capacity = Swift.max(4, restCapacity * 2)
            let grown = UnsafeMutablePointer<Unmanaged<Tracking>>.allocate(capacity: capacity)
            if let rest {
                grown.moveInitialize(from: rest, count: restCount)
                rest.deallocate()
            }
            rest = grown
            restCapacity = capacity
        }
        (rest! + restCount).initialize(to: tracking)
        restCount += 1
    }

    var isEmpty: Bool { first == nil }

    /// Calls `body` with each tracking, in the order they were appended, then releases it.
    consuming func forEach(_ body: (Tracking) -> Void) {
        guard let first else { return }
        first._withUnsafeGuaranteedRef(body)
        first.release()
        for index in 0..<restCount {
            let tracking = rest![index]
            tracking._withUnsafeGuaranteedRef(body)
            tracking.release()
        }
    }
}
