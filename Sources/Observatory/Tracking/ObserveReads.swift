/// Runs `apply` while recording its reads, then calls `willSet` before every
/// later change to one of them until the returned tracking is cancelled.
///
/// This is the entry point of ObservatoryUI's view graph: every body
/// evaluation installs one such tracking and cancels the previous one. Unlike
/// the public willSet variant, it hands the tracking back to the caller, and
/// each call of `willSet` names the changed object
/// (``ObservationTracking/changedObject``) as well as the property.
///
/// The result's tracking is nil when `apply` read nothing observable. If
/// `apply` mutated something it had read, `willSet` is called once before
/// this function returns (the value it read is already stale).
package func observeReads<T>(
    _ apply: () throws -> T,
    willSet: @escaping @Sendable (ObservationTracking) -> Void
) rethrows -> (value: T, tracking: ObservationTracking?) {
    var installed: Tracking?
    let value = try TrackingScope.run(apply) { frame in
        installed = install(frame, handler: .observers(willSet: willSet, didSet: nil))
    }
    return (value, installed.map { ObservationTracking($0, changed: nil, changedObject: nil) })
}
