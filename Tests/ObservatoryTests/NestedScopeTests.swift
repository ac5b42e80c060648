import Observatory
import Testing

@Suite("Nested tracking scopes")
struct NestedScopeTests {
    @Test("an outer scope also observes what an inner scope read")
    func innerReadsMergeIntoOuter() {
        let person = Person()
        let log = EventLog()
        withObservationTracking {
            _ = person.firstName
            withObservationTracking { _ = person.age } onChange: { log.append("inner") }
        } onChange: {
            log.append("outer")
        }
        person.age = 1
        #expect(log.events.sorted() == ["inner", "outer"])
    }

    @Test("an inner scope does not observe what the outer scope read")
    func outerReadsStayOuter() {
        let person = Person()
        let log = EventLog()
        withObservationTracking {
            _ = person.firstName
            withObservationTracking { _ = person.age } onChange: { log.append("inner") }
        } onChange: {
            log.append("outer")
        }
        person.firstName = "X"
        #expect(log.events == ["outer"])
    }

    @Test("reads after an inner scope closes are the outer scope's again")
    func readsAfterInnerScope() {
        let person = Person()
        let log = EventLog()
        withObservationTracking {
            withObservationTracking { _ = person.age } onChange: { log.append("inner") }
            _ = person.lastName
        } onChange: {
            log.append("outer")
        }
        person.lastName = "Y"
        #expect(log.events == ["outer"])
    }

    @Test("deep nesting")
    func deepNesting() {
        let values = Values()
        let log = EventLog()
        func nest(_ depth: Int) {
            guard depth > 0 else { _ = values.number; return }
            withObservationTracking { nest(depth - 1) } onChange: { log.append("\(depth)") }
        }
        nest(20)
        values.number = 1
        #expect(log.count == 20)
    }

    @Test("scopes on different threads do not see each other's reads")
    func scopesAreThreadConfined() async {
        let a = Person()
        let b = Person()
        let log = EventLog()
        await withTaskGroup(of: Void.self) { group in
            for round in 0..<200 {
                group.addTask {
                    let person = round.isMultiple(of: 2) ? a : b
                    withObservationTracking { _ = person.age } onChange: {
                        log.append(round.isMultiple(of: 2) ? "a" : "b")
                    }
                }
            }
        }
        a.age = 1
        #expect(log.count(of: "a") == 100)
        #expect(log.count(of: "b") == 0)
        b.age = 1
        #expect(log.count(of: "b") == 100)
    }
}
