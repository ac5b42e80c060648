import Observatory
import Testing

/// `observeReads(_:replacing:target:subject:)`: a shared target as the
/// `didSet` observer, told which subject's reads changed, as a view graph's
/// target is told which node's.
@Suite("A shared target as the observer")
struct ObservationTargetTests {
    final class Target: Sendable {
        let log = EventLog()
        /// Each event is the property's name, with the subject after a colon
        /// unless it is 0.
        var target: ObservationTarget {
            ObservationTarget { [log] tracking, subject in
                let name = tracking.changed == \Values.number ? "number"
                    : tracking.changed == \Values.text ? "text" : "unnamed"
                log.append(subject == 0 ? name : "\(name):\(subject)")
            }
        }
    }

    @Test("the target is told of every change, after it, with the property, until cancelled")
    func toldOfEveryChangeUntilCancelled() throws {
        let values = Values()
        let target = Target()
        let (read, tracking) = observeReads({ values.number + values.text.count }, target: target.target, subject: 0)
        #expect(read == 0)
        let handle = try #require(tracking)
        values.number = 1
        values.text = "a"
        values.number = 2
        #expect(target.log.events == ["number", "text", "number"])
        values.optional = 3
        #expect(target.log.count == 3, "a property not read is not observed")
        handle.cancel()
        values.number = 4
        #expect(target.log.count == 3)
    }

    @Test("nothing read, no tracking; the target is not kept")
    func nothingReadNoTracking() {
        var target = Target().target
        let (_, tracking) = observeReads({ 1 }, target: target, subject: 0)
        #expect(tracking == nil)
        #expect(isKnownUniquelyReferenced(&target))
    }

    @Test("replacing: the new reads' own stale write fires the new tracking once, the previous one never")
    func replacingFollowsTheSameRules() {
        let values = Values()
        let previousTarget = Target()
        let nextTarget = Target()
        let (_, previous) = observeReads({ _ = values.number }, target: previousTarget.target, subject: 0)
        let (_, next) = observeReads({
            _ = values.number
            values.number = 9
        }, replacing: previous, target: nextTarget.target, subject: 0)
        #expect(previousTarget.log.events.isEmpty)
        // Told at once, as a closure would be; the change is not named, as
        // the scope made it before its tracking existed.
        #expect(nextTarget.log.events == ["unnamed"])
        values.number = 10
        #expect(previousTarget.log.events.isEmpty, "cancelled once the new tracking was linked")
        #expect(nextTarget.log.events == ["unnamed", "number"])
        next?.cancel()
    }

    @Test("one target, many subjects: each change names the subject whose tracking observed it")
    func oneTargetManySubjects() throws {
        let values = Values()
        let shared = Target()
        let target = shared.target
        let (_, first) = observeReads({ _ = values.number }, target: target, subject: 7)
        let (_, second) = observeReads({ _ = values.text }, target: target, subject: 1 << 40)
        let (_, both) = observeReads({ _ = values.number + values.text.count }, target: target, subject: -3)
        values.text = "b"
        #expect(Set(shared.log.events) == ["text:1099511627776", "text:-3"])
        values.number = 5
        #expect(Set(shared.log.events.dropFirst(2)) == ["number:7", "number:-3"])
        try #require(second).cancel()
        values.text = "c"
        #expect(shared.log.events.dropFirst(4) == ["text:-3"])
        first?.cancel()
        both?.cancel()
    }
}
