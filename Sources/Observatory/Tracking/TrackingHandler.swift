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
    /// closure of its own: a target shared by many trackings, and the
    /// subject this one was installed for (see ``ObservationTarget``).
    case target(ObservationTarget, subject: Int)

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

/// An observer that many trackings share, each naming its own subject: a
/// view graph has one, and its nodes are the subjects, told apart by id.
///
/// A tracking keeps the target and its subject in the two words a closure
/// would take (see ``TrackingHandler``), so installing one allocates nothing
/// for its observer: no closure, and no object per subject.
package final class ObservationTarget: Sendable {
    private let observedChange: @Sendable (ObservationTracking, Int) -> Void

    /// A target that calls `observedChange` after each change to a property
    /// a tracking of it observes, on the thread that made the change, with
    /// the change and the subject the tracking was installed for.
    package init(_ observedChange: @escaping @Sendable (_ change: ObservationTracking, _ subject: Int) -> Void) {
        self.observedChange = observedChange
    }

    /// Tells the target of `change` to what `subject`'s tracking observes.
    func observed(_ change: ObservationTracking, subject: Int) {
        observedChange(change, subject)
    }
}
