// What a tracking observes: untracked, ignored and computed properties,
// nested observables, nested trackings, several objects and trackings.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif

let scopeScenarios: [Scenario] = [
    .sync("scope.untrackedProperty") { log in
        let m = Counter()
        track(log) { _ = m.x }
        log("write y")
        m.y = 1
        log("write name")
        m.name = "b"
        log("write x")
        m.x = 1
    },
    .sync("scope.ignoredProperty") { log in
        let m = Counter()
        track(log, "onChange (ignored only)") { _ = m.ignored }
        log("write ignored")
        m.ignored = 1
        track(log, "onChange (ignored and x)") {
            _ = m.ignored
            _ = m.x
        }
        log("write ignored")
        m.ignored = 2
        log("write x")
        m.x = 1
        log("ignored=\(m.ignored)")
    },
    .sync("scope.computedDependency") { log in
        let m = Counter()
        track(log) { _ = m.sum }
        log("write y")
        m.y = 2
        log("sum=\(m.sum)")
    },
    .sync("scope.nestedObservables") { log in
        let root = Root()
        track(log, "onChange 1") { _ = root.branch.leaf.value }
        log("write leaf.other")
        root.branch.leaf.other = 1
        log("write branch.label")
        root.branch.label = "b"
        log("write leaf.value")
        root.branch.leaf.value = 1
        track(log, "onChange 2") { _ = root.branch.leaf.value }
        log("replace branch")
        root.branch = Branch()
        track(log, "onChange 3") { _ = root.branch.leaf.value }
        let detached = root.branch.leaf
        log("replace leaf")
        root.branch.leaf = Leaf()
        log("write detached leaf")
        detached.value = 9
    },
    // From the toolchain's "graph changes" test.
    .sync("scope.graph") { log in
        let person = MiddleNamePerson()
        let friend = MiddleNamePerson()
        person.friends.append(friend)
        track(log) { _ = person.friends.first?.fullName }
        log("write person.middleName")
        person.middleName = "c"
        log("write friend.middleName")
        friend.middleName = "c"
    },
    .sync("scope.nestedTrackings") { log in
        let m = Counter()
        let fired = EventLog()
        track(fired, "outer onChange") {
            track(fired, "inner onChange") { _ = m.x }
            _ = m.y
        }
        log.step("write x", flushingSorted: fired) { m.x = 1 }
        log.step("write y", flushingSorted: fired) { m.y = 1 }
        log.step("write x", flushingSorted: fired) { m.x = 2 }
    },
    .sync("scope.nestedTrackingsOuterPropertyFirst") { log in
        let m = Counter()
        track(log, "outer onChange") {
            track(log, "inner onChange") { _ = m.x }
            _ = m.y
        }
        log("write y")
        m.y = 1
        log("write x")
        m.x = 1
        log("write x")
        m.x = 2
    },
    // The toolchain's "nesting" test: both fire, and neither fires twice.
    .sync("scope.nestedSameProperty") { log in
        let person = MiddleNamePerson()
        let fired = EventLog()
        track(fired, "outer onChange") {
            track(fired, "inner onChange") { _ = person.firstName }
        }
        log.step("write firstName", flushingSorted: fired) { person.firstName = "c" }
        log.step("write firstName", flushingSorted: fired) { person.firstName = "d" }
    },
    .sync("scope.severalObjects") { log in
        let a = Counter()
        let b = Counter()
        track(log) {
            _ = a.x
            _ = b.x
        }
        log("write b.x")
        b.x = 1
        log("write a.x")
        a.x = 1
    },
    .sync("scope.severalTrackingsOneProperty") { log in
        let m = Counter()
        let fired = EventLog()
        track(fired, "onChange A") { _ = m.x }
        track(fired, "onChange B") { _ = m.x }
        track(fired, "onChange C") { _ = m.y }
        log.step("write x", flushingSorted: fired) { m.x = 1 }
        log.step("write x", flushingSorted: fired) { m.x = 2 }
        log.step("write y", flushingSorted: fired) { m.y = 1 }
    },
    .sync("scope.objectCreatedInApply") { log in
        let m = withObservationTracking {
            let created = Counter()
            log("read x=\(created.x)")
            return created
        } onChange: {
            log("onChange")
        }
        log("write x")
        m.x = 1
    },
    .sync("scope.mutationOfUnreadObjectInApply") { log in
        let a = Counter()
        let b = Counter()
        track(log) {
            _ = a.x
            b.x = 5
        }
        log("write a.x")
        a.x = 1
        log("write b.x")
        b.x = 6
    },
]
