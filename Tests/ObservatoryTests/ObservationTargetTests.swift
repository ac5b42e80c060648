import Observatory
import Testing

/// `observeReads(_:replacing:target:)`: an object as the `didSet` observer,
/// as the view graph's node tokens are.
@Suite("An object as the observer")
struct ObservationTargetTests {
    final class Target: ObservationTarget {
        let log = EventLog()
        func observedChange(_ tracking: ObservationTracking) {
            log.append(tracking.changed == \Values.number ? "number" : tracking.changed == \Values.text ? "text" : "unnamed")
        }
    }

    @Test("the target is told of every change, after it, with the property, until cancelled")
    func toldOfEveryChangeUntilCancelled() throws {
        let values = Values()
        let target = Target()
        let (read, tracking) = observeReads({ values.number + values.text.count }, target: target)
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
        var target = Target()
        let (_, tracking) = observeReads({ 1 }, target: target)
        #expect(tracking == nil)
        #expect(isKnownUniquelyReferenced(&target))
    }

    @Test("replacing: the new reads' own stale write fires the new tracking once, the previous one never")
    func replacingFollowsTheSameRules() {
        let values = Values()
        let previousTarget = Target()
        let nextTarget = Target()
        let (_, previous) = observeReads({ _ = values.number }, target: previousTarget)
        let (_, next) = observeReads({
            _ = values.number
            values.number = 9
        }, replacing: previous, target: nextTarget)
        #expect(previousTarget.log.events.isEmpty)
        // Told at once, as a closure would be; the change is not named, as
        // the scope made it before its tracking existed.
        #expect(nextTarget.log.events == ["unnamed"])
        values.number = 10
        #expect(previousTarget.log.events.isEmpty, "cancelled once the new tracking was linked")
        #expect(nextTarget.log.events == ["unnamed", "number"])
        next?.cancel()
    }
}
