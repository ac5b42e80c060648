/// What a ``Tracking`` does when a property it tracks changes.
///
/// Every case holds at most one closure, so the handler is 17 bytes and a
/// tracking of one property stays small (see ``TrackingHeader``). A tracking
/// with both a `willSet` and a `didSet` observer, which only the public
/// two-handler form and ObservatoryUI's inspector install, keeps them in an
/// ``ObserverPair``: the common forms pay nothing for it.
enum TrackingHandler: Sendable {
    /// A persistent observer: called with the tracking on every change.
    typealias Observer = @Sendable (ObservationTracking) -> Void

    /// `withObservationTracking(_:onChange:)`: cancel, then call once.
    case onChange(@Sendable () -> Void)
    /// A one-shot handler that fired: its closure was moved out to be
    /// called, so firing costs no copy of it.
    case spent
    /// Called before every change until cancelled.
    case willSet(Observer)
    /// Called after every change until cancelled.
    case didSet(Observer)
    /// Called before and after every change until cancelled.
    case willSetAndDidSet(ObserverPair)
    /// Told after every change until cancelled, like `didSet`, with no
    /// closure: the object itself is the observer (see ``ObservationTarget``).
    case target(any ObservationTarget)

    /// The handler for a `didSet` observer, with an optional `willSet` one.
    static func observers(willSet: Observer?, didSet: @escaping Observer) -> TrackingHandler {
        guard let willSet else { return .didSet(didSet) }
        return .willSetAndDidSet(ObserverPair(willSet: willSet, didSet: didSet))
    }

    /// The persistent observers, or nil for a one-shot handler and a
    /// target (which ``Tracking/notify(_:keyPath:origin:)`` calls directly).
    var observers: (willSet: Observer?, didSet: Observer?)? {
        switch self {
        case .onChange, .spent, .target: return nil
        case .willSet(let willSet): return (willSet, nil)
        case .didSet(let didSet): return (nil, didSet)
        case .willSetAndDidSet(let pair): return (pair.willSet, pair.didSet)
        }
    }

    /// The events the registrations must listen for.
    var kinds: ObservationKinds {
        switch self {
        case .onChange: return [.willSet, .oneShot]
        case .spent: return []
        case .willSet: return .willSet
        case .didSet, .target: return .didSet
        case .willSetAndDidSet: return [.willSet, .didSet]
        }
    }
}

/// The two observers of a tracking that has both.
final class ObserverPair: Sendable {
    let willSet: TrackingHandler.Observer
    let didSet: TrackingHandler.Observer

    init(willSet: @escaping TrackingHandler.Observer, didSet: @escaping TrackingHandler.Observer) {
        self.willSet = willSet
        self.didSet = didSet
    }
}

/// An object that a tracking tells of every change it observes, after the
/// change (as a `didSet` observer): for observers that are objects already,
/// such as a view graph's node tokens, it saves the closure that would
/// capture them, an allocation per tracking.
package protocol ObservationTarget: AnyObject, Sendable {
    /// Called after each change to a tracked property, on the thread that
    /// made it; `tracking` names the change.
    func observedChange(_ tracking: ObservationTracking)
}
