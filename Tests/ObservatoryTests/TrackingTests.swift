import Observatory
import Testing

/// The core contract of `withObservationTracking(_:onChange:)`.
@Suite("withObservationTracking")
struct TrackingTests {
    @Test("fires once, on willSet, and the property still holds the old value")
    func firesOnceOnWillSet() {
        let person = Person()
        let log = EventLog()
        withObservationTracking {
            _ = person.firstName
        } onChange: {
            log.append("onChange firstName=\(person.firstName)")
        }
        #expect(log.events.isEmpty)
        person.firstName = "Grace"
        #expect(log.events == ["onChange firstName=Ada"])
        person.firstName = "Hedy"
        #expect(log.events == ["onChange firstName=Ada"], "a tracking is one-shot")
    }

    @Test("returns what apply returns")
    func returnsApplyResult() {
        let person = Person()
        let name = withObservationTracking { person.fullName } onChange: {}
        #expect(name == "Ada Lovelace")
    }

    @Test("only properties that were read are tracked")
    func onlyReadPropertiesAreTracked() {
        let person = Person()
        let log = EventLog()
        withObservationTracking { _ = person.firstName } onChange: { log.append("changed") }
        person.lastName = "Byron"
        person.age += 1
        #expect(log.events.isEmpty)
        person.firstName = "Augusta"
        #expect(log.events == ["changed"])
    }

    @Test("an ignored property is never tracked")
    func ignoredPropertyIsNotTracked() {
        let person = Person()
        let log = EventLog()
        withObservationTracking { _ = person.cache } onChange: { log.append("changed") }
        person.cache = 42
        #expect(log.events.isEmpty)
        #expect(person.cache == 42)
    }

    @Test("a computed property tracks the stored properties it reads")
    func computedPropertyTracksDependencies() {
        let person = Person()
        let log = EventLog()
        withObservationTracking { _ = person.fullName } onChange: { log.append("fullName") }
        person.age = 99
        #expect(log.events.isEmpty)
        person.lastName = "King"
        #expect(log.events == ["fullName"])
    }

    @Test("a chain of computed properties (subtotal → tax → total)")
    func computedChain() {
        let cart = Cart()
        let log = EventLog()
        withObservationTracking { _ = cart.total } onChange: { log.append("total") }
        cart.items.append(10)
        #expect(log.events == ["total"])
        #expect(cart.total == 11)
    }

    @Test("nested observables: the inner property only")
    func nestedObservable() {
        let app = AppModel()
        let log = EventLog()
        withObservationTracking { _ = app.settings.theme } onChange: { log.append("theme") }
        app.currentTab = 2
        app.settings.fontSize = 20
        #expect(log.events.isEmpty)
        app.settings.theme = "dark"
        #expect(log.events == ["theme"])
    }

    @Test("replacing a nested object fires the reader of the outer property")
    func replacingNestedObject() {
        let app = AppModel()
        let log = EventLog()
        withObservationTracking { _ = app.settings.theme } onChange: { log.append("settings") }
        app.settings = Settings()
        #expect(log.events == ["settings"])
    }

    @Test("several objects: the first change fires, once")
    func severalObjects() {
        let people = (0..<10).map { _ in Person() }
        let log = EventLog()
        withObservationTracking {
            for person in people { _ = person.age }
        } onChange: {
            log.append("changed")
        }
        people[7].age = 1
        people[3].age = 1
        #expect(log.events == ["changed"])
    }

    @Test("objects created inside apply are tracked")
    func objectsCreatedInsideApply() {
        let log = EventLog()
        var created: Person?
        withObservationTracking {
            let person = Person()
            _ = person.age
            created = person
        } onChange: {
            log.append("changed")
        }
        created?.age = 1
        #expect(log.events == ["changed"])
    }

    @Test("nothing read: onChange is never even built")
    func nothingRead() {
        let built = Counter()
        func makeHandler() -> @Sendable () -> Void {
            built.increment()
            return {}
        }
        withObservationTracking({ _ = 1 + 1 }, onChange: makeHandler())
        #expect(built.count == 0)
    }

    @Test("properties beyond the 63-bit mask are tracked exactly")
    func idsBeyondTheMask() {
        let wide = Wide()
        let log = EventLog()
        withObservationTracking { _ = wide.p64 } onChange: { log.append("p64") }
        wide.p63 = 1
        wide.p0 = 1
        #expect(log.events.isEmpty)
        wide.p64 = 1
        #expect(log.events == ["p64"])

        withObservationTracking { _ = wide.p63 } onChange: { log.append("p63") }
        withObservationTracking { _ = wide.p62 } onChange: { log.append("p62") }
        wide.p62 = 5
        #expect(log.events == ["p64", "p62"])
        wide.p63 = 5
        #expect(log.events == ["p64", "p62", "p63"])
    }
}
