/// What a ``Tracking`` does when a property it tracks changes.
enum TrackingHandler: Sendable {
    /// `withObservationTracking(_:onChange:)`: cancel, then call once.
    case onChange(@Sendable () -> Void)
    /// A one-shot handler that fired: its closure was moved out to be
    /// called, so firing costs no copy of it.
    case spent
    /// The willSet/didSet variants: call on every change until cancelled.
    case observers(
        willSet: (@Sendable (ObservationTracking) -> Void)?,
        didSet: (@Sendable (ObservationTracking) -> Void)?
    )

    /// The events the registrations must listen for.
    var kinds: ObservationKinds {
        switch self {
        case .onChange:
            return [.willSet, .oneShot]
        case .spent:
            return []
        case .observers(let willSet, let didSet):
            var kinds: ObservationKinds = []
            if willSet != nil { kinds.insert(.willSet) }
            if didSet != nil { kinds.insert(.didSet) }
            return kinds
        }
    }
}
