import Observatory
import Testing

/// In-place mutation goes through the `_modify` accessor.
@Suite("In-place mutation (_modify)")
struct ModifyTests {
    @Test("+= notifies")
    func compoundAssignment() {
        let values = Values()
        let log = EventLog()
        withObservationTracking { _ = values.number } onChange: { log.append("number=\(values.number)") }
        values.number += 1
        #expect(log.events == ["number=0"])
        #expect(values.number == 1)
    }

    @Test("append notifies once")
    func arrayAppend() {
        let values = Values()
        let log = EventLog()
        withObservationTracking { _ = values.items } onChange: { log.append("items") }
        values.items.append(1)
        values.items.append(2)
        #expect(log.events == ["items"])
        #expect(values.items == [1, 2])
    }

    @Test("an in-place mutation that leaves the value unchanged still notifies, as the toolchain does")
    func unchangedInPlace() {
        let values = Values()
        let log = EventLog()
        withObservationTracking { _ = values.number } onChange: { log.append("number") }
        values.number += 0
        #expect(log.events == ["number"])
    }

    @Test("a scalar mutated in place (through a copy) is stored before didSet")
    func scalarBracketing() {
        let values = Values()
        let log = EventLog()
        let tracking = Holder<ObservationTracking>()
        withObservationTracking {
            _ = values.number
        } willSet: { _ in
            log.append("willSet \(values.number)")
        } didSet: { current in
            log.append("didSet \(values.number)")
            tracking.value = current
        }
        values.number += 3
        #expect(log.events == ["willSet 0", "didSet 3"])
        tracking.value?.cancel()
    }

    @Test("a mutation in place that throws keeps what it changed before throwing, as storage yielded directly does")
    func throwingMutation() {
        struct Refused: Error {}
        func addFiveThenThrow(_ number: inout Int) throws {
            number += 5
            throw Refused()
        }
        let values = Values()
        let log = EventLog()
        withObservationTracking { _ = values.number } onChange: { log.append("number") }
        #expect(throws: Refused.self) { try addFiveThenThrow(&values.number) }
        #expect(values.number == 5)
        #expect(log.events == ["number"])
    }

    @Test("willSet and didSet bracket an in-place mutation")
    func bracketing() {
        let values = Values()
        let log = EventLog()
        let tracking = Holder<ObservationTracking>()
        withObservationTracking {
            _ = values.items
        } willSet: { tracking in
            log.append("willSet count=\(values.items.count)")
        } didSet: { current in
            log.append("didSet count=\(values.items.count)")
            tracking.value = current
        }
        values.items.append(7)
        #expect(log.events == ["willSet count=0", "didSet count=1"])
        tracking.value?.cancel()
    }
}

/// A box for handing a value out of a `@Sendable` closure in a test.
final class Holder<Value>: @unchecked Sendable {
    var value: Value?
}
