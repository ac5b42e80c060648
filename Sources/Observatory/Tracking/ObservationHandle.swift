/// An installed observation, without the details of a change: what a
/// holder keeps to cancel or replace it later.
///
/// One word, where an ``ObservationTracking`` also carries the key path
/// and origin of the change it reports (five words): a view graph keeps one
/// per mounted view that observes anything.
package struct ObservationHandle: Sendable {
    // A tracking is safe to share: its mutable state is atomic or lock-guarded.
    nonisolated(unsafe) let tracking: Tracking

    /// The observation, to pass as `replacing:` to `observeReads`.
    package var observation: ObservationTracking {
        ObservationTracking(tracking, changed: nil, origin: ChangeOrigin(object: nil, name: nil))
    }

    /// Stops the observation (see ``ObservationTracking/cancel()``).
    package func cancel() {
        tracking.cancel()
    }
}

extension ObservationTracking {
    /// The observation alone, to keep; nil when nothing was installed.
    package var handle: ObservationHandle? {
        tracking.map { ObservationHandle(tracking: $0) }
    }
}
