import Observatory
import Testing

/// `observeReads(_:replacing:)`, the re-evaluation of a view's body: the
/// previous tracking stays live while the new reads run, so a write on
/// another thread between a read and its registration is not lost.
@Suite("Replacing a tracking")
struct ReplacingTrackingTests {
    @Test("a write on another thread while the new reads run reaches the previous tracking")
    func concurrentWriteReachesThePreviousTracking() {
        let values = Values()
        let log = EventLog()
        let (_, previous) = observeReads({ _ = values.number }) { _ in log.append("previous") }
        let (_, next) = observeReads({
            _ = values.number
            runOnNewThread { values.number = 5 }
        }, replacing: previous) { _ in log.append("next") }
        #expect(log.events == ["previous"])
        #expect(previous?.isActive == false, "cancelled once the new tracking is linked")
        #expect(next?.isActive == true)
        values.number = 6
        #expect(log.events == ["previous", "next"])
        next?.cancel()
    }

    @Test("a write the new reads make themselves does not reach the previous tracking")
    func ownWriteBeforeTheReadIsNotAChange() {
        let values = Values()
        let log = EventLog()
        let (_, previous) = observeReads({ _ = values.number }) { _ in log.append("previous") }
        let (_, next) = observeReads({
            values.number = 7
            _ = values.number
        }, replacing: previous) { _ in log.append("next") }
        #expect(log.events.isEmpty, "the value read is the one written")
        values.number = 8
        #expect(log.events == ["next"])
        next?.cancel()
    }

    @Test("a write after the read, made by the new reads, fires the new tracking once")
    func ownWriteAfterTheReadIsStale() {
        let values = Values()
        let log = EventLog()
        let (_, previous) = observeReads({ _ = values.number }) { _ in log.append("previous") }
        let (_, next) = observeReads({
            _ = values.number
            values.number = 9
        }, replacing: previous) { _ in log.append("next") }
        #expect(log.events == ["next"], "stale: the new tracking fires, the previous one does not")
        next?.cancel()
    }

    @Test("a write on another thread to a property only the previous reads saw still reaches it")
    func aPropertyNoLongerReadStillCountsUntilTheSwitch() {
        let values = Values()
        let log = EventLog()
        let (_, previous) = observeReads({ _ = values.number; _ = values.text }) { _ in log.append("previous") }
        let (_, next) = observeReads({
            _ = values.number
            runOnNewThread { values.text = "changed" }
        }, replacing: previous) { _ in log.append("next") }
        #expect(log.events == ["previous"])
        values.text = "again"
        #expect(log.events == ["previous"], "the new reads did not include text")
        next?.cancel()
    }
}
