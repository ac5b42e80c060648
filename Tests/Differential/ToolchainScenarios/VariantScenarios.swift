// The willSet/didSet variants of `withObservationTracking`: they persist until
// cancelled, report the changed key path, and see old and new values.

#if OBSERVATORY
import Observatory
#else
// The willSet/didSet variants of `withObservationTracking` and
// `ObservationTracking` are SwiftUI SPI in the toolchain.
@_spi(SwiftUI) import Observation
#endif

let variantScenarios: [Scenario] = [
    // Persistent until cancelled; willSet sees the old value, didSet the new one.
    .sync("variants.persistentUntilCancel") { log in
        let m = Counter()
        let handle = trackChanges {
            _ = m.x
        } willSet: { tracking in
            log("willSet x=\(m.x) changed==\\.x \(tracking.changed == \Counter.x)")
        } didSet: { tracking in
            log("didSet x=\(m.x) changed==\\.x \(tracking.changed == \Counter.x)")
        }
        log("write 1")
        m.x = 1
        log("write 2")
        m.x = 2
        log("write 2 again")
        m.x = 2
        log("cancel")
        handle.cancel()
        log("write 3")
        m.x = 3
        log("x=\(m.x)")
    },
    .sync("variants.changedKeyPath") { log in
        let m = Counter()
        let handle = trackChanges {
            _ = m.x
            _ = m.name
        } willSet: { tracking in
            log("willSet \(changedXOrName(tracking))")
        } didSet: { tracking in
            log("didSet \(changedXOrName(tracking))")
        }
        log("write name")
        m.name = "b"
        log("write x")
        m.x = 1
        log("write y (untracked)")
        m.y = 1
        handle.cancel()
    },
    singleHandlerScenario("variants.willSetOnly", .willSet),
    singleHandlerScenario("variants.didSetOnly", .didSet),
    cancelInsideScenario("variants.cancelInWillSet", cancelIn: .willSet),
    cancelInsideScenario("variants.cancelInDidSet", cancelIn: .didSet),
    // A willSet handler that writes another tracked property: the nested
    // change is reported inside the outer one.
    .sync("variants.writeInsideWillSet") { log in
        let m = Counter()
        let handle = trackChanges {
            _ = m.x
            _ = m.y
        } willSet: { tracking in
            let name = Counter.name(of: tracking.changed)
            log("willSet \(name) x=\(m.x) y=\(m.y)")
            if name == "x" {
                m.y += 10
            }
        } didSet: { tracking in
            log("didSet \(Counter.name(of: tracking.changed)) x=\(m.x) y=\(m.y)")
        }
        log("write x")
        m.x = 1
        log("write y")
        m.y = 0
        handle.cancel()
    },
    .sync("variants.noReads") { log in
        let m = Counter()
        trackChanges {
        } willSet: { _ in
            log("willSet")
        } didSet: { _ in
            log("didSet")
        }
        log("write 1")
        m.x = 1
    },
    .sync("variants.severalObjects") { log in
        let a = Counter()
        let b = Counter()
        let handle = trackChanges {
            _ = a.x
            _ = b.name
        } willSet: { tracking in
            log("willSet \(changedXOrName(tracking))")
        } didSet: { _ in
            log("didSet")
        }
        log("write b.name")
        b.name = "b"
        log("write a.x")
        a.x = 1
        log("write b.x (untracked)")
        b.x = 1
        handle.cancel()
    },
    .sync("variants.subclassKeyPath") { log in
        let person = MiddleNamePerson()
        let handle = trackChanges {
            _ = person.age
            _ = person.middleName
        } willSet: { tracking in
            log("willSet changed==\\Entity.age \(tracking.changed == \Entity.age) changed==\\MiddleNamePerson.age \(tracking.changed == \MiddleNamePerson.age) changed==\\MiddleNamePerson.middleName \(tracking.changed == \MiddleNamePerson.middleName)")
        }
        log("write age")
        person.age = 1
        log("write middleName")
        person.middleName = "m"
        handle.cancel()
    },
    .sync("variants.propertyObserversOrder") { log in
        let machine = Machine(log: log)
        let handle = trackChanges {
            _ = machine.state
        } willSet: { _ in
            log("tracking willSet")
        } didSet: { _ in
            log("tracking didSet")
        }
        log("write running")
        machine.state = .running
        log("write running again")
        machine.state = .running
        handle.cancel()
    },
    // A willSet/didSet tracking nested in a one-shot tracking: the outer one
    // also observes what the inner one read.
    .sync("variants.insideOuterTracking") { log in
        let m = Counter()
        let fired = EventLog()
        let handle = withObservationTracking {
            trackChanges {
                _ = m.x
            } willSet: { _ in
                fired("inner willSet")
            } didSet: { _ in
                fired("inner didSet")
            }
        } onChange: {
            fired("outer onChange")
        }
        log.step("write 1", flushingSorted: fired) { m.x = 1 }
        log.step("write 2", flushingSorted: fired) { m.x = 2 }
        handle.cancel()
    },
    .sync("variants.trackedObjectFreed") { log in
        logWhetherFreed(log, Counter.init) { m in
            trackChanges {
                _ = m.x
            } willSet: { tracking in
                log("willSet changed==nil \(tracking.changed == nil)")
            } didSet: { tracking in
                log("didSet changed==nil \(tracking.changed == nil)")
            }
            log("releasing")
        }
    },
]

/// A handler of the willSet/didSet variants.
private enum Handler: String {
    case willSet
    case didSet
}

/// A handler that logs "<handler> x=<m.x>", and cancels the tracking if
/// `cancels` is set.
private func handlerLoggingX(
    _ handler: Handler, of m: Counter, _ log: EventLog, cancels: Bool = false
) -> @Sendable (ObservationTracking) -> Void {
    { tracking in
        log("\(handler.rawValue) x=\(m.x)")
        if cancels { tracking.cancel() }
    }
}

/// Tracks `x` with `handler` alone, which logs "<handler> x=<x>". Writes 1
/// and 2, cancels, then writes 3.
private func singleHandlerScenario(_ name: String, _ handler: Handler) -> Scenario {
    .sync(name) { log in
        let m = Counter()
        let report = handlerLoggingX(handler, of: m, log)
        let handle = switch handler {
        case .willSet: trackChanges({ _ = m.x }, willSet: report)
        case .didSet: trackChanges({ _ = m.x }, didSet: report)
        }
        log("write 1")
        m.x = 1
        log("write 2")
        m.x = 2
        handle.cancel()
        log("write 3")
        m.x = 3
    }
}

/// Tracks `x` with both handlers, which log "<handler> x=<x>", and cancels
/// the tracking inside the `cancelIn` handler. Writes 1, then 2.
private func cancelInsideScenario(_ name: String, cancelIn: Handler) -> Scenario {
    .sync(name) { log in
        let m = Counter()
        trackChanges(
            { _ = m.x },
            willSet: handlerLoggingX(.willSet, of: m, log, cancels: cancelIn == .willSet),
            didSet: handlerLoggingX(.didSet, of: m, log, cancels: cancelIn == .didSet)
        )
        log("write 1")
        m.x = 1
        log("write 2")
        m.x = 2
    }
}

/// "changed==\.x <bool> changed==\.name <bool>" for a change of a `Counter`.
private func changedXOrName(_ tracking: ObservationTracking) -> String {
    "changed==\\.x \(tracking.changed == \Counter.x) changed==\\.name \(tracking.changed == \Counter.name)"
}
