// The `_modify` path: compound assignments, `inout` arguments, nested
// fields, and `swap` of two properties.

#if OBSERVATORY
import Observatory
#else
// The willSet/didSet variants of `withObservationTracking` and
// `ObservationTracking` are SwiftUI SPI in the toolchain.
@_spi(SwiftUI) import Observation
#endif

let modifyScenarios: [Scenario] = [
    .sync("modify.increment") { log in
        let m = Counter()
        withObservationTracking { _ = m.x } onChange: { log("onChange x=\(m.x)") }
        log("x += 1")
        m.x += 1
        log("x=\(m.x)")
        log("x += 1")
        m.x += 1
    },
    .sync("modify.append") { log in
        let m = Counter()
        withObservationTracking { _ = m.items } onChange: { log("onChange count=\(m.items.count)") }
        log("append")
        m.items.append(1)
        log("count=\(m.items.count)")
    },
    // Modifying through _modify without changing the value.
    .sync("modify.addZero") { log in
        let m = Counter()
        track(log) { _ = m.x }
        log("x += 0")
        m.x += 0
        log("x=\(m.x)")
    },
    .sync("modify.inoutUnchanged") { log in
        let m = Counter()
        func touch(_ value: inout Int) {}
        track(log) { _ = m.x }
        log("pass &x")
        touch(&m.x)
    },
    .sync("modify.elementAssignment") { log in
        let m = Counter()
        m.items = [1, 2, 3]
        track(log) { _ = m.items }
        log("items[1] = 20")
        m.items[1] = 20
        log("items=\(m.items)")
    },
    .sync("modify.nestedStructField") { log in
        let m = Counter()
        withObservationTracking { _ = m.point } onChange: { log("onChange point.x=\(m.point.x)") }
        log("point.x = 5")
        m.point.x = 5
        withObservationTracking { _ = m.point } onChange: { log("onChange again point.x=\(m.point.x)") }
        log("point.x = 5 (unchanged)")
        m.point.x = 5
        log("point=\(m.point.x),\(m.point.y)")
    },
    // Two simultaneous _modify accesses on one object.
    .sync("modify.swapTwoProperties") { log in
        let m = Counter()
        m.y = 2
        let handle = trackChanges {
            _ = m.x
            _ = m.y
        } willSet: { tracking in
            log("willSet \(Counter.name(of: tracking.changed))")
        } didSet: { tracking in
            log("didSet \(Counter.name(of: tracking.changed))")
        }
        log("swap(&x, &y)")
        swap(&m.x, &m.y)
        log("x=\(m.x) y=\(m.y)")
        handle.cancel()
    },
    // The willSet/didSet variants see _modify as one change.
    .sync("modify.variants") { log in
        let m = Counter()
        trackChanges {
            _ = m.x
        } willSet: { _ in
            log("willSet x=\(m.x)")
        } didSet: { _ in
            log("didSet x=\(m.x)")
        }
        log("x += 5")
        m.x += 5
        log("x += 0")
        m.x += 0
    },
]
