/// The trackings to notify for one event, collected under a table's lock and
/// notified after it is released.
///
/// The first few are held inline, so notifying a handful of observers does not
/// allocate. Each element holds a +1 retain that `forEach` consumes.
struct TrackingBatch: ~Copyable {
    private var inline = InlineArray<4, Unmanaged<Tracking>?>(repeating: nil)
    private var inlineCount = 0
    /// Nil, and free to create and destroy, until a fifth tracking arrives.
    private var spill: [Unmanaged<Tracking>]?

    mutating func append(_ tracking: Unmanaged<Tracking>) {
        if inlineCount < inline.count {
            inline[inlineCount] = tracking
            inlineCount += 1
        } else if spill == nil {
            spill = [tracking]
        } else {
            spill!.append(tracking)
        }
    }

    var isEmpty: Bool { inlineCount == 0 }

    /// Calls `body` with each tracking, then releases it.
    consuming func forEach(_ body: (Tracking) -> Void) {
        for index in 0..<inlineCount {
            let tracking = inline[index]!
            tracking._withUnsafeGuaranteedRef(body)
            tracking.release()
        }
        guard let spill else { return }
        for tracking in spill {
            tracking._withUnsafeGuaranteedRef(body)
            tracking.release()
        }
    }
}
