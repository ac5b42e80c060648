/// Runs `apply` while recording its reads, then calls `didSet` after every
/// later change to one of them until the returned tracking is cancelled.
///
/// This is the entry point of ObservatoryUI's view graph: every body
/// evaluation installs one such tracking and cancels the previous one. Unlike
/// the public didSet variant, it hands the tracking back to the caller, and
/// each call of `didSet` names the changed object
/// (``ObservationTracking/origin``) as well as the property.
///
/// The result's tracking is nil when `apply` read nothing observable. If
/// `apply` mutated something it had read, `didSet` is called once before
/// this function returns (the value it read is already stale).
///
/// `didSet` rather than `willSet`: the new value is stored before the
/// callback runs, so a callback that hands work to another thread (the main
/// actor's update) publishes the store with it. `willSet`, when given, is
/// called before each of those changes (ObservatoryUI's inspector reads the
/// old value there).
package func observeReads<T>(
    _ apply: () throws -> T,
    willSet: (@Sendable (ObservationTracking) -> Void)? = nil,
    didSet: @escaping @Sendable (ObservationTracking) -> Void
) rethrows -> (value: T, tracking: ObservationTracking?) {
    var installed: Tracking?
    let value = try TrackingScope.run(apply) { frame in
        installed = install(frame, handler: .observers(willSet: willSet, didSet: didSet), returnsHandle: true)
    }
    return (value, installed.map { ObservationTracking($0, changed: nil, origin: ChangeOrigin(object: nil, name: nil)) })
}
