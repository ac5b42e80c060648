/// A live observation installed by the willSet/didSet variants of
/// ``withObservationTracking(_:willSet:didSet:)``.
///
/// Unlike `withObservationTracking(_:onChange:)`, which fires once, these
/// trackings call their handlers on every change to a tracked property until
/// ``cancel()`` is called or every tracked object has been freed. The toolchain
/// keeps this API for SwiftUI's use only; Observatory makes it public.
///
/// ```swift
/// withObservationTracking {
///     _ = model.title
/// } willSet: { tracking in
///     print("about to change:", tracking.changed as Any)
/// } didSet: { tracking in
///     render()
///     tracking.cancel()   // stop after the first change
/// }
/// ```
public struct ObservationTracking: Sendable {
    // A tracking is safe to share: its mutable state is atomic or lock-guarded.
    nonisolated(unsafe) let tracking: Tracking?

    /// The key path of the property whose change is being reported, or nil
    /// when the tracked object was freed or no change is being reported.
    ///
    /// Each callback receives its own value, so concurrent changes on several
    /// threads never overwrite each other's key path.
    // Key paths are immutable values.
    public nonisolated(unsafe) let changed: AnyKeyPath?

    /// The object whose property is being changed, and the property's name,
    /// when known. ObservatoryUI uses it to say exactly why a view re-rendered.
    package let origin: ChangeOrigin

    init(_ tracking: Tracking?, changed: AnyKeyPath?, origin: ChangeOrigin) {
        self.tracking = tracking
        self.changed = changed
        self.origin = origin
    }

    /// Stops the tracking: no handler is called after `cancel()` returns on
    /// the calling thread, and its registrations are freed. Calling it again,
    /// or from another thread, is harmless.
    public func cancel() {
        tracking?.cancel()
    }

    /// Whether the tracking still reports changes.
    public var isActive: Bool {
        tracking?.isActive ?? false
    }
}
