import Observatory
import Testing

/// The willSet/didSet variants, which the toolchain reserves for SwiftUI.
@Suite("ObservationTracking (willSet/didSet)")
struct ObservationTrackingTests {
    @Test("willSet then didSet, around the mutation, on every change until cancelled")
    func persistentUntilCancelled() {
        let person = Person()
        let log = EventLog()
        let holder = Holder<ObservationTracking>()
        withObservationTracking {
            _ = person.age
        } willSet: { tracking in
            holder.value = tracking
            log.append("willSet age=\(person.age)")
        } didSet: { _ in
            log.append("didSet age=\(person.age)")
        }
        person.age = 40
        person.age = 41
        #expect(log.events == ["willSet age=36", "didSet age=40", "willSet age=40", "didSet age=41"])
        #expect(holder.value?.isActive == true)
        holder.value?.cancel()
        #expect(holder.value?.isActive == false)
        person.age = 42
        #expect(log.count == 4)
    }

    @Test("changed names the property being written")
    func changedKeyPath() {
        let person = Person()
        let seen = Holder<[AnyKeyPath?]>()
        seen.value = []
        let holder = Holder<ObservationTracking>()
        withObservationTracking {
            _ = person.firstName
            _ = person.age
        } didSet: { tracking in
            seen.value?.append(tracking.changed)
            holder.value = tracking
        }
        person.age = 1
        person.firstName = "B"
        #expect(seen.value == [\Person.age, \Person.firstName])
        holder.value?.cancel()
    }

    @Test("willSet only and didSet only")
    func singleSided() {
        let person = Person()
        let log = EventLog()
        let holders = Holder<[ObservationTracking]>()
        holders.value = []
        withObservationTracking { _ = person.age } willSet: { tracking in
            log.append("will"); holders.value?.append(tracking)
        }
        withObservationTracking { _ = person.age } didSet: { tracking in
            log.append("did"); holders.value?.append(tracking)
        }
        person.age = 2
        #expect(log.events == ["will", "did"])
        holders.value?.forEach { $0.cancel() }
        person.age = 3
        #expect(log.count == 2)
    }

    @Test("cancel from inside a handler stops the rest of that change and all later ones")
    func cancelInsideHandler() {
        let person = Person()
        let log = EventLog()
        withObservationTracking {
            _ = person.age
        } willSet: { tracking in
            log.append("willSet")
            tracking.cancel()
        } didSet: { _ in
            log.append("didSet")
        }
        person.age = 5
        person.age = 6
        #expect(log.events == ["willSet"])
    }
}
