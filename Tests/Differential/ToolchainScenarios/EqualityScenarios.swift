// Which writes notify: equal values, values that are `==` but differ,
// non-`Equatable` values, class instances, NaN and optionals.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif

/// Tracks `read`, then runs `steps` in order, logging each label before its write.
private func writesScenario(
    _ name: String,
    read: @escaping @Sendable (Values) -> Void,
    _ steps: [(String, @Sendable (Values) -> Void)],
    after: (@Sendable (Values, EventLog) -> Void)? = nil
) -> Scenario {
    .sync(name) { log in
        let values = log.keepAlive(Values())
        track(log) { read(values) }
        for (label, write) in steps {
            log("write \(label)")
            write(values)
        }
        after?(values, log)
    }
}

let equalityScenarios: [Scenario] = [
    writesScenario("equality.int", read: { _ = $0.int }, [
        ("equal 0", { $0.int = 0 }),
        ("1", { $0.int = 1 }),
    ]),
    writesScenario("equality.string", read: { _ = $0.string }, [
        ("equal a", { $0.string = "a" }),
        ("b", { $0.string = "b" }),
    ]),
    writesScenario("equality.equatableStruct", read: { _ = $0.point }, [
        ("equal point", { $0.point = Point(x: 0, y: 0) }),
        ("other point", { $0.point = Point(x: 1, y: 0) }),
    ]),
    // An equal value that differs in a field == ignores: is it stored?
    writesScenario("equality.equalButDifferentIsStored", read: { _ = $0.tagged }, [
        ("equal tagged with another note", { $0.tagged = Tagged(id: 1, note: "second") }),
    ], after: { values, log in log("note=\(values.tagged.note)") }),
    writesScenario("equality.nonEquatableAlwaysFires", read: { _ = $0.opaque }, [
        ("same opaque value", { $0.opaque = Opaque(value: 0) }),
    ]),
    writesScenario("equality.sameInstance", read: { _ = $0.ref }, [
        ("same instance", { $0.ref = $0.ref }),
        ("new instance with the same id", { $0.ref = Ref(1) }),
    ]),
    writesScenario("equality.sameInstanceOptional", read: { _ = $0.optionalRef }, [
        ("nil again", { $0.optionalRef = nil }),
    ]),
    .sync("equality.sameInstanceInOptional") { log in
        let values = Values()
        let ref = Ref(5)
        values.optionalRef = ref
        track(log) { _ = values.optionalRef }
        log("write same instance")
        values.optionalRef = ref
    },
    // A class that is Equatable and whose instances are all equal.
    writesScenario("equality.equatableClassNewInstance", read: { _ = $0.alwaysEqual }, [
        ("new instance that is ==", { $0.alwaysEqual = AlwaysEqual(2) }),
    ], after: { values, log in log("id=\(values.alwaysEqual.id)") }),
    writesScenario("equality.nan", read: { _ = $0.double }, [
        ("nan", { $0.double = .nan }),
    ]),
    .sync("equality.nanAgain") { log in
        let values = Values()
        values.double = .nan
        track(log) { _ = values.double }
        log("write nan again")
        values.double = .nan
    },
    writesScenario("equality.optionalInt", read: { _ = $0.optionalInt }, [
        ("nil again", { $0.optionalInt = nil }),
        ("some 0", { $0.optionalInt = 0 }),
    ]),
]
