/// Tracks the observable properties that `apply` reads, and calls `onChange`
/// once, just before the first of them changes.
///
/// `onChange` runs on the thread that makes the change, before the new value
/// is stored (so reading the property there yields the old value). The
/// tracking is cancelled *before* `onChange` runs: a mutation made inside
/// `onChange` can never reach it again, so it neither recurses nor fires twice.
///
/// If `apply` itself mutates a property after reading it, the value it read is
/// already stale when tracking would start. Instead of losing that change, the
/// tracking fires at once: `onChange` is called before this function returns.
///
/// Freeing an object that `apply` read also counts as a change: `onChange`
/// is called once, from the object's `deinit`. This follows the toolchain's
/// upstream main (Swift 6.3 never calls it); a closure that captures an
/// object weakly learns that it is gone.
///
/// Nested calls merge: an enclosing tracking also observes what an inner
/// `apply` reads.
///
/// - Parameters:
///   - apply: A closure whose property reads are tracked.
///   - onChange: Called once when a tracked property is about to change.
/// - Returns: The value that `apply` returns.
public func withObservationTracking<T>(
    _ apply: () -> T,
    onChange: @autoclosure () -> @Sendable () -> Void
) -> T {
    TrackingScope.run(apply) { frame in
        guard frame.count > 0 else { return }
        install(frame, handler: .onChange(onChange()), extraKinds: .deinitialized)
    }
}

/// Tracks the observable properties that `apply` reads, and calls `willSet`
/// before and `didSet` after every change to them, until the tracking is
/// cancelled through the ``ObservationTracking`` passed to the handlers.
///
/// Both handlers run on the mutating thread. ``ObservationTracking/changed``
/// names the property being changed.
///
/// When an object that `apply` read is freed, `willSet` (or `didSet` when
/// there is no `willSet`) is called once with `changed` nil, and the tracking
/// ends, as upstream's toolchain does (Swift 6.3 calls nothing).
public func withObservationTracking<T>(
    _ apply: () -> T,
    willSet: @escaping @Sendable (ObservationTracking) -> Void,
    didSet: @escaping @Sendable (ObservationTracking) -> Void
) -> T {
    TrackingScope.run(apply) { frame in
        install(frame, handler: .observers(willSet: willSet, didSet: didSet), extraKinds: .deinitialized)
    }
}

/// Tracks the observable properties that `apply` reads, and calls `willSet`
/// before every change to them until the tracking is cancelled, and once
/// more when an object that `apply` read is freed.
public func withObservationTracking<T>(
    _ apply: () -> T,
    willSet: @escaping @Sendable (ObservationTracking) -> Void
) -> T {
    TrackingScope.run(apply) { frame in
        install(frame, handler: .willSet(willSet), extraKinds: .deinitialized)
    }
}

/// Tracks the observable properties that `apply` reads, and calls `didSet`
/// after every change to them until the tracking is cancelled, and once
/// more when an object that `apply` read is freed.
public func withObservationTracking<T>(
    _ apply: () -> T,
    didSet: @escaping @Sendable (ObservationTracking) -> Void
) -> T {
    TrackingScope.run(apply) { frame in
        install(frame, handler: .didSet(didSet), extraKinds: .deinitialized)
    }
}

/// Installs a tracking for the reads in `frame`, and fires it at once when
/// `apply` mutated something it had read. Returns the tracking only when
/// `returnsHandle` is set.
@discardableResult
func install(
    _ frame: AccessFrame,
    handler: TrackingHandler,
    extraKinds: ObservationKinds = [],
    returnsHandle: Bool = false
) -> Tracking? {
    let stale = frame.sawMutationAfterRead
    let tracking = Tracking.install(
        frame.coalesce(), handler: handler, extraKinds: extraKinds, handle: returnsHandle || stale)
    if stale, let tracking {
        tracking.notify(.willSet, keyPath: { nil })
        tracking.notify(.didSet, keyPath: { nil })
    }
    return tracking
}
