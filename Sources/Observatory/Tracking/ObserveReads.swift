/// Runs `apply` while recording its reads, then calls `didSet` after every
/// later change to one of them until the returned tracking is cancelled.
///
/// This is the entry point of ObservatoryUI's view graph: every body
/// evaluation installs one such tracking and replaces the previous one. Unlike
/// the public didSet variant, it hands the tracking back to the caller, and
/// each call of `didSet` names the changed object
/// (``ObservationTracking/origin``) as well as the property.
///
/// The result's tracking is nil when `apply` read nothing observable. If
/// `apply` mutated something it had read, `didSet` is called once before
/// this function returns (the value it read is already stale).
///
/// `previous`, the tracking of the last evaluation, stays live until the new
/// one is linked and is cancelled then. A read and the linking of its
/// registration are not one atomic step: a write on another thread between
/// them would be seen by neither evaluation. Keeping the previous tracking
/// until then closes that gap for everything both evaluations read, which is
/// what re-evaluations under concurrent writes need. Changes that `apply`
/// itself makes on this thread do not reach `previous`: the stale-read rule
/// above already decides about them, so a body that writes before it reads
/// does not invalidate itself.
///
/// `didSet` rather than `willSet`: the new value is stored before the
/// callback runs, so a callback that hands work to another thread (the main
/// actor's update) publishes the store with it. `willSet`, when given, is
/// called before each of those changes (ObservatoryUI's inspector reads the
/// old value there).
package func observeReads<T>(
    _ apply: () throws -> T,
    replacing previous: ObservationTracking? = nil,
    willSet: (@Sendable (ObservationTracking) -> Void)? = nil,
    didSet: @escaping @Sendable (ObservationTracking) -> Void
) rethrows -> (value: T, tracking: ObservationTracking?) {
    try observeReads(apply, replacing: previous, handler: .observers(willSet: willSet, didSet: didSet))
}

/// ``observeReads(_:replacing:willSet:didSet:)`` with a shared target as
/// the `didSet` observer: `target` is told of every later change to what
/// `apply` read, with `subject`, and nothing is allocated for the observer.
package func observeReads<T>(
    _ apply: () throws -> T,
    replacing previous: ObservationTracking? = nil,
    target: ObservationTarget,
    subject: Int
) rethrows -> (value: T, tracking: ObservationTracking?) {
    try observeReads(apply, replacing: previous, handler: .target(target, subject: subject))
}

/// The two forms above, given the handler.
private func observeReads<T>(
    _ apply: () throws -> T, replacing previous: ObservationTracking?, handler: TrackingHandler
) rethrows -> (value: T, tracking: ObservationTracking?) {
    var installed: Tracking?
    let replaced = previous?.tracking.map { Unmanaged.passUnretained($0).toOpaque() }
    defer { previous?.cancel() }
    let value = try TrackingScope.run({
        if let replaced { AccessFrame.current?.takeUnretainedValue().replacing = UnsafeRawPointer(replaced) }
        return try apply()
    }) { frame in
        installed = install(frame, handler: handler, returnsHandle: true)
    }
    return (value, installed.map { ObservationTracking($0, changed: nil, origin: ChangeOrigin(object: nil, name: nil)) })
}
