import Observatory
import Testing

/// Defects of the toolchain's module that Observatory fixes: a tracking is
/// cancelled before `onChange` runs, and a change made inside `apply` is not lost.
@Suite("Re-entrancy and mutation during apply")
struct ReentrancyTests {
    @Test("mutating the tracked property inside onChange neither recurses nor fires twice")
    func mutationInsideOnChange() {
        let values = Values()
        let calls = Counter()
        withObservationTracking {
            _ = values.number
        } onChange: {
            calls.increment()
            values.number += 100   // the toolchain re-enters here until the stack overflows
        }
        values.number = 1
        #expect(calls.count == 1)
        #expect(values.number == 1, "the outer assignment lands after onChange")
        values.number = 2
        #expect(calls.count == 1)
    }

    @Test("re-tracking from inside onChange is a fresh, working tracking")
    func retrackInsideOnChange() {
        let values = Values()
        let log = EventLog()
        @Sendable func observe() {
            withObservationTracking { _ = values.number } onChange: {
                log.append("fired")
                observe()
            }
        }
        observe()
        values.number = 1
        values.number = 2
        values.number = 3
        #expect(log.events == ["fired", "fired", "fired"])
    }

    @Test("a property read and then mutated inside apply fires before the call returns")
    func mutationDuringApply() {
        let values = Values()
        let log = EventLog()
        let result = withObservationTracking { () -> Int in
            let seen = values.number
            values.number = seen + 1   // the value apply saw is now stale
            log.append("apply done")
            return seen
        } onChange: {
            log.append("onChange")
        }
        log.append("returned")
        #expect(result == 0)
        #expect(log.events == ["apply done", "onChange", "returned"])
        values.number = 10
        #expect(log.count(of: "onChange") == 1, "it fired once and was cancelled")
    }

    @Test("a write before the read inside apply is not a stale read")
    func writeThenRead() {
        let values = Values()
        let log = EventLog()
        withObservationTracking {
            values.number = 5
            _ = values.number
        } onChange: {
            log.append("onChange")
        }
        #expect(log.events.isEmpty)
        values.number = 6
        #expect(log.events == ["onChange"])
    }

    @Test("mutating a property that apply did not read does not fire")
    func unrelatedMutationDuringApply() {
        let values = Values()
        let log = EventLog()
        withObservationTracking {
            _ = values.number
            values.text = "changed"
        } onChange: {
            log.append("onChange")
        }
        #expect(log.events.isEmpty)
    }

    @Test("the willSet/didSet variants report a stale read at once too")
    func staleReadWithVariants() {
        let values = Values()
        let log = EventLog()
        let holder = Holder<ObservationTracking>()
        withObservationTracking {
            _ = values.number
            values.number = 1
        } willSet: { _ in
            log.append("willSet")
        } didSet: { tracking in
            log.append("didSet")
            holder.value = tracking
        }
        #expect(log.events == ["willSet", "didSet"])
        holder.value?.cancel()
    }
}
