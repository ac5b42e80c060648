import Observatory
import Testing

/// Freeing an object that a tracking read is a change, as in the toolchain's
/// upstream main ("weak container observation"); Swift 6.3 reports nothing.
@Suite("Freed objects")
struct DeinitObservationTests {
    /// A model with two tracked properties that counts its deinitialisations.
    @Observable
    final class Container: @unchecked Sendable {
        var first = 0
        var second = ""
        @ObservationIgnored let onDeinit: @Sendable () -> Void

        init(onDeinit: @escaping @Sendable () -> Void = {}) { self.onDeinit = onDeinit }

        deinit { onDeinit() }
    }

    @Test("onChange is called once when a weakly read object is freed")
    func oneShotFiresOnceOnDeinit() {
        let deinitialized = Counter()
        let changed = Counter()
        var container: Container? = Container { deinitialized.increment() }
        withObservationTracking { [weak container] in
            _ = container?.first
            _ = container?.second
        } onChange: {
            changed.increment()
        }
        #expect(changed.count == 0)
        container = Container()
        #expect(deinitialized.count == 1, "one deinitialisation")
        #expect(changed.count == 1, "one onChange for two properties read")
        container?.first = 1
        #expect(changed.count == 1, "the tracking ended with the object")
    }

    @Test("onChange is called once when every one of several read objects is freed")
    func oneShotFiresOnceForSeveralObjects() {
        let changed = Counter()
        var a: Container? = Container()
        var b: Container? = Container()
        withObservationTracking { [weak a, weak b] in
            _ = a?.first
            _ = b?.second
        } onChange: {
            changed.increment()
        }
        a = nil
        #expect(changed.count == 1)
        b = nil
        #expect(changed.count == 1, "already fired")
    }

    @Test("a tracking that already fired, or was cancelled, is not called again on deinit")
    func firedOrCancelledStaysQuiet() {
        let changed = Counter()
        var container: Container? = Container()
        withObservationTracking { [weak container] in
            _ = container?.first
        } onChange: {
            changed.increment()
        }
        container?.first = 1
        #expect(changed.count == 1)
        container = nil
        #expect(changed.count == 1)

        let events = EventLog()
        var other: Container? = Container()
        withObservationTracking { [weak other] in
            _ = other?.first
        } willSet: { tracking in
            events.append("willSet")
            tracking.cancel()
        } didSet: { _ in
            events.append("didSet")
        }
        other?.first = 1
        other = nil
        #expect(events.events == ["willSet"])
    }

    @Test("the willSet/didSet form calls willSet once, with no key path, and ends")
    func observerFormReportsDeinit() {
        let events = EventLog()
        let last = Locked<ObservationTracking?>(nil)
        var container: Container? = Container()
        withObservationTracking { [weak container] in
            _ = container?.first
            _ = container?.second
        } willSet: { tracking in
            events.append("willSet changed=\(tracking.changed.map { "\($0)" } ?? "nil")")
            last.withLock { $0 = tracking }
        } didSet: { tracking in
            events.append("didSet changed=\(tracking.changed.map { "\($0)" } ?? "nil")")
        }
        container = nil
        #expect(events.events == ["willSet changed=nil"])
        #expect(last.withLock { $0?.isActive } == false)
    }

    @Test("the didSet-only form calls didSet once on deinit")
    func didSetOnlyFormReportsDeinit() {
        let events = EventLog()
        var container: Container? = Container()
        withObservationTracking { [weak container] in
            _ = container?.first
        } didSet: { tracking in
            events.append("didSet changed=\(tracking.changed == nil ? "nil" : "a key path")")
        }
        container?.first = 1
        container = nil
        #expect(events.events == ["didSet changed=a key path", "didSet changed=nil"])
    }
}
