// The basics of the one-shot `withObservationTracking(_:onChange:)`.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif

let onChangeScenarios: [Scenario] = [
    // onChange fires once, before the new value is stored, and never again.
    .sync("onChange.firesOnceBeforeWrite") { log in
        let m = Counter()
        withObservationTracking {
            log("read x=\(m.x)")
        } onChange: {
            log("onChange x=\(m.x)")
        }
        log("write 1")
        m.x = 1
        log("x=\(m.x)")
        log("write 2")
        m.x = 2
        log("x=\(m.x)")
    },

    .sync("onChange.returnsApplyValue") { log in
        let m = log.keepAlive(Counter())
        m.x = 42
        let result = withObservationTracking { m.x } onChange: { log("onChange") }
        log("result \(result)")
    },

    .sync("onChange.readTwiceFiresOnce") { log in
        let m = Counter()
        track(log) {
            _ = m.x
            _ = m.x
            _ = m.sum
        }
        log("write x")
        m.x = 1
        log("write y")
        m.y = 1
    },

    .sync("onChange.noReads") { log in
        let m = Counter()
        track(log) {}
        log("write x")
        m.x = 1
    },

    // A write inside apply without any read records nothing.
    .sync("onChange.writeWithoutReadInApply") { log in
        let m = Counter()
        track(log) { m.y = 3 }
        log("y=\(m.y)")
        log("write y")
        m.y = 4
    },

    .sync("onChange.keyPathSubscript") { log in
        let m = Counter()
        track(log) { _ = m[keyPath: \.name] }
        log("write name")
        m[keyPath: \.name] = "b"
    },

    .sync("onChange.computedSetter") { log in
        let m = Counter()
        withObservationTracking { _ = m.x } onChange: { log("onChange x=\(m.x)") }
        log("write doubled")
        m.doubled = 10
        log("x=\(m.x)")
    },

    // The common "observe continuously" pattern: onChange tracks again.
    .sync("onChange.resubscribeInsideOnChange") { log in
        let m = Counter()
        let rounds = Locked(0)
        @Sendable func observe() {
            let round = rounds.withLock { r -> Int in
                r += 1
                return r
            }
            guard round <= 3 else { return }
            withObservationTracking {
                log("round \(round) read x=\(m.x)")
            } onChange: {
                log("onChange round \(round) x=\(m.x)")
                observe()
            }
        }
        observe()
        for value in 1...4 {
            log("write \(value)")
            m.x = value
        }
    },

    // A mutation on another thread fires onChange there.
    .detached("onChange.mutationFromAnotherTask") { log in
        let m = Counter()
        track(log) { _ = m.x }
        await Task.detached {
            log("write in detached task")
            m.x = 7
        }.value
        log("x=\(m.x)")
    },

    // What happens when a tracked object is freed.
    .sync("onChange.trackedObjectFreed") { log in
        logWhetherFreed(log, Counter.init) { m in
            track(log) { _ = m.x }
            log("releasing")
        }
    },

    // The tracking does not keep the objects it tracks alive.
    .sync("onChange.trackingDoesNotRetain") { log in
        logWhetherFreed(log, Leaf.init) { m in
            track(log) { _ = m.value }
        }
    },

    // A write inside onChange to another tracked object fires that tracking
    // from within the first onChange.
    .sync("onChange.writeOtherObjectInsideOnChange") { log in
        let a = Counter()
        let b = Counter()
        track(log, "onChange b.y") { _ = b.y }
        withObservationTracking { _ = a.x } onChange: {
            log("onChange a.x: writing b.y")
            b.y = 1
            log("onChange a.x: wrote b.y")
        }
        log("write a.x")
        a.x = 1
        log("b.y=\(b.y)")
    },

    .sync("onChange.conformance") { log in
        func isObservable<T>(_ type: T.Type) -> Bool { type is any Observable.Type }
        log("Counter \(isObservable(Counter.self))")
        log("MiddleNamePerson \(isObservable(MiddleNamePerson.self))")
        log("Thermometer \(isObservable(Thermometer.self))")
        log("ConformsThroughIntermediary \(isObservable(ConformsThroughIntermediary.self))")
        log("Point \(isObservable(Point.self))")
        log("PlainBase \(isObservable(PlainBase.self))")
    },

    // A tracked object is freed and new objects (likely at the same address)
    // are written: the old tracking must not fire.
    .sync("onChange.freedObjectAddressReuse") { log in
        do {
            let m = Counter()
            track(log) { _ = m.x }
        }
        for index in 0..<20 {
            let fresh = Counter()
            fresh.x = index + 1
        }
        log("wrote 20 fresh objects")
    },

    .sync("onChange.manyProperties") { log in
        let w = Wide()
        track(log, "onChange p69") { _ = w.p69 }
        log("write p5")
        w.p5 = 1
        log("write p5 again (69 - 64 = 5)")
        w.p5 = 2
        log("write p68")
        w.p68 = 1
        log("write p69")
        w.p69 = 1
        track(log, "onChange p0 p65") {
            _ = w.p0
            _ = w.p65
        }
        log("write p1")
        w.p1 = 1
        log("write p64")
        w.p64 = 1
        log("write p66")
        w.p66 = 1
        log("write p65")
        w.p65 = 1
        track(log, "onChange p63") { _ = w.p63 }
        log("write p64")
        w.p64 = 2
        log("write p63 += 1")
        w.p63 += 1
    },

    .sync("onChange.mixedRegistrars") { log in
        let m = Counter()
        let t = Thermometer()
        track(log) {
            _ = m.x
            _ = t.celsius
        }
        log("write label")
        t.label = "x"
        log("write celsius")
        t.celsius = 1
        log("write x")
        m.x = 1
    },

    // Property observers of an @Observable property, and their order with
    // onChange (from the toolchain's ObservableDidSetWillSet test).
    .sync("onChange.propertyObservers") { log in
        let machine = Machine(log: log)
        log("write running (untracked)")
        machine.state = .running
        track(log) { _ = machine.state }
        log("write complete")
        machine.state = .complete
        log("write complete again")
        machine.state = .complete
        log("state=\(machine.state)")
    },
]
