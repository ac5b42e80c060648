@testable import Observatory
import Testing

/// Who keeps whom alive.
@Suite("Lifetimes")
struct LifetimeTests {
    /// Signals when it is freed; captured by observers to see when they are released.
    final class Sentinel: Sendable {
        let onDeinit: @Sendable () -> Void
        init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    @Test("the registrar never retains its subject")
    func subjectIsNotRetained() {
        let freed = Counter()
        var subject: Mortal? = Mortal(onDeinit: { freed.increment() })
        withObservationTracking { _ = subject?.value } onChange: {}
        withObservationTracking { _ = subject?.value } willSet: { _ in } didSet: { _ in }
        subject = nil
        #expect(freed.count == 1)
    }

    @Test("observers are freed together with their subject")
    func observersFreedWithSubject() {
        let subjectFreed = Counter()
        let observerFreed = Counter()
        var subject: Mortal? = Mortal(onDeinit: { subjectFreed.increment() })
        do {
            let sentinel = Sentinel { observerFreed.increment() }
            withObservationTracking { _ = subject?.value } onChange: { _ = sentinel }
            let other = Sentinel { observerFreed.increment() }
            withObservationTracking { _ = subject?.value } didSet: { _ in _ = other }
        }
        #expect(observerFreed.count == 0, "installed observers are alive")
        subject = nil
        #expect(subjectFreed.count == 1)
        #expect(observerFreed.count == 2, "both observers went with the subject")
    }

    @Test("an observer that fired is freed at once")
    func firedObserverIsFreed() {
        let values = Values()
        let observerFreed = Counter()
        do {
            let sentinel = Sentinel { observerFreed.increment() }
            withObservationTracking { _ = values.number } onChange: { _ = sentinel }
        }
        #expect(observerFreed.count == 0)
        values.number = 1
        #expect(observerFreed.count == 1)
    }

    @Test("a cancelled observer is freed at once")
    func cancelledObserverIsFreed() {
        let values = Values()
        let observerFreed = Counter()
        let holder = Holder<ObservationTracking>()
        do {
            let sentinel = Sentinel { observerFreed.increment() }
            withObservationTracking { _ = values.number } didSet: { tracking in
                _ = sentinel
                holder.value = tracking
            }
        }
        values.number = 1
        #expect(observerFreed.count == 0)
        holder.value?.cancel()
        holder.value = nil
        #expect(observerFreed.count == 1)
    }

    @Test("an observer of two objects fires, and is freed, when the first of them goes (upstream semantics)")
    func observerOfTwoObjects() {
        let observerFreed = Counter()
        let fired = Counter()
        var first: Mortal? = Mortal()
        var second: Mortal? = Mortal()
        do {
            let sentinel = Sentinel { observerFreed.increment() }
            withObservationTracking { _ = first?.value; _ = second?.value } onChange: {
                _ = sentinel
                fired.increment()
            }
        }
        #expect(observerFreed.count == 0)
        first = nil
        #expect(fired.count == 1)
        #expect(observerFreed.count == 1, "a fired observer is released at once")
        second = nil
        #expect(fired.count == 1)
    }

    @Test("an observer of two objects that ignores deinit (the view graph's form) lives until both are gone")
    func persistentObserverOfTwoObjects() {
        let observerFreed = Counter()
        var first: Mortal? = Mortal()
        var second: Mortal? = Mortal()
        do {
            let sentinel = Sentinel { observerFreed.increment() }
            _ = observeReads({ _ = first?.value; _ = second?.value }, didSet: { _ in _ = sentinel })
        }
        first = nil
        #expect(observerFreed.count == 0)
        second = nil
        #expect(observerFreed.count == 1)
    }

    @Test("fired and cancelled registrations leave nothing behind in the object's table")
    func tableIsEmptiedAfterFiring() {
        let probe = RegistrarProbe()
        for step in 0..<10_000 {
            withObservationTracking { _ = probe.value } onChange: {}
            probe.value = step + 1
        }
        #expect(probe.registrar.registrationCount == 0)
        withObservationTracking { _ = probe.value } onChange: {}
        #expect(probe.registrar.registrationCount == 1)
        let holder = Holder<ObservationTracking>()
        withObservationTracking { _ = probe.value } willSet: { holder.value = $0 }
        probe.value = -1
        #expect(probe.registrar.registrationCount == 1, "the one-shot fired, the persistent one stays")
        holder.value?.cancel()
        #expect(probe.registrar.registrationCount == 0)
    }
}

/// The code `@Observable` generates, written out so the test can look at the registrar.
final class RegistrarProbe: Observable, @unchecked Sendable {
    let registrar = _InlineObservationRegistrar()
    private var _value = 0
    var value: Int {
        get {
            registrar.access(self, id: 0)
            return _value
        }
        set {
            guard registrar.isObservedOrTracking(id: 0), _value != newValue else {
                _value = newValue
                return
            }
            registrar.withMutation(of: self, id: 0, keyPath: \.value) { _value = newValue }
        }
    }
}
