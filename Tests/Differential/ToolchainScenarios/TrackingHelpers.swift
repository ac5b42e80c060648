#if OBSERVATORY
import Observatory
#else
// The willSet/didSet variants of `withObservationTracking` and
// `ObservationTracking` are SwiftUI SPI in the toolchain.
@_spi(SwiftUI) import Observation
#endif

/// Tracks what `apply` reads with the one-shot `withObservationTracking`,
/// logging `label` when it fires.
func track(_ log: EventLog, _ label: String = "onChange", _ apply: () -> Void) {
    withObservationTracking(apply, onChange: { log(label) })
}

/// A tracking made by `trackChanges`, which stays active until `cancel()`.
struct PersistentTracking: Sendable {
    /// The tracking the handlers were last called with.
    fileprivate let latest = Locked<ObservationTracking?>(nil)

    func cancel() {
        latest.value?.cancel()
    }
}

/// Tracks what `apply` reads with the willSet/didSet variant of
/// `withObservationTracking` that matches the handlers given. The tracking
/// stays active until it is cancelled.
@discardableResult
func trackChanges(
    _ apply: () -> Void,
    willSet: (@Sendable (ObservationTracking) -> Void)? = nil,
    didSet: (@Sendable (ObservationTracking) -> Void)? = nil
) -> PersistentTracking {
    let tracking = PersistentTracking()
    let remember: @Sendable (ObservationTracking) -> Void = { current in
        tracking.latest.withLock { $0 = current }
    }
    switch (willSet, didSet) {
    case let (willSet?, didSet?):
        withObservationTracking(apply, willSet: { remember($0); willSet($0) }, didSet: didSet)
    case let (willSet?, nil):
        withObservationTracking(apply, willSet: { remember($0); willSet($0) })
    case let (nil, didSet?):
        withObservationTracking(apply, didSet: { remember($0); didSet($0) })
    case (nil, nil):
        preconditionFailure("trackChanges needs a willSet or a didSet handler")
    }
    return tracking
}

/// Creates a model with `make`, lets `observe` use it, frees it, and logs
/// "freed <whether it is gone>".
func logWhetherFreed<Model: AnyObject>(
    _ log: EventLog, _ make: () -> Model, after observe: (Model) -> Void
) {
    weak var weakModel: Model?
    do {
        let model = make()
        weakModel = model
        observe(model)
    }
    log("freed \(weakModel == nil)")
}
