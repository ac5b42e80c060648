// Hand-written `Observable` conformances, and `@Observable` classes that
// supply their own `access(keyPath:)` and/or `withMutation(keyPath:_:)`.

#if OBSERVATORY
import Observatory
#else
// The willSet/didSet variants of `withObservationTracking` and
// `ObservationTracking` are SwiftUI SPI in the toolchain.
@_spi(SwiftUI) import Observation
#endif

let handWrittenScenarios: [Scenario] = [
    .sync("handWritten.accessAndWithMutation") { log in
        let t = Thermometer()
        withObservationTracking {
            log("read celsius=\(t.celsius)")
        } onChange: {
            log("onChange celsius=\(t.celsius)")
        }
        log("write label")
        t.label = "garden"
        log("write 25")
        t.celsius = 25
        log("celsius=\(t.celsius)")
    },
    // A hand-written setter has no equality check.
    .sync("handWritten.equalWriteFires") { log in
        let t = Thermometer()
        track(log) { _ = t.celsius }
        log("write 20 (equal)")
        t.celsius = 20
    },
    .sync("handWritten.computedDependency") { log in
        let t = Thermometer()
        track(log) { _ = t.fahrenheit }
        log("write 0")
        t.celsius = 0
        log("fahrenheit=\(t.fahrenheit)")
    },
    .sync("handWritten.variants") { log in
        let t = Thermometer()
        let handle = trackChanges {
            _ = t.celsius
        } willSet: { tracking in
            log("willSet celsius=\(t.celsius) changed==\\.celsius \(tracking.changed == \Thermometer.celsius)")
        } didSet: { tracking in
            log("didSet celsius=\(t.celsius) changed==\\.celsius \(tracking.changed == \Thermometer.celsius)")
        }
        log("write 1")
        t.celsius = 1
        log("write label")
        t.label = "x"
        log("write 2")
        t.celsius = 2
        handle.cancel()
    },
    .sync("handWritten.separateWillSetDidSet") { log in
        let gauge = Gauge(log: log)
        let handle = trackChanges {
            _ = gauge.level
        } willSet: { _ in
            log("willSet level=\(gauge.level)")
        } didSet: { _ in
            log("didSet level=\(gauge.level)")
        }
        log("write 1")
        gauge.level = 1
        handle.cancel()
        track(log) { _ = gauge.level }
        log("write 2")
        gauge.level = 2
        log("write 3")
        gauge.level = 3
    },
    // _modify of a class that supplies its own access and withMutation.
    .sync("handWritten.customAccessModify") { log in
        let c = CustomAccess(log: log)
        track(log) { _ = c.field }
        log("field += 1")
        c.field += 1
        log("field=\(c.field)")
    },
    customAccessorScenario("handWritten.customAccessOnly", CustomAccessOnly.self),
    customAccessorScenario("handWritten.customMutationOnly", CustomMutationOnly.self),
    .sync("handWritten.customAccessVariants") { log in
        writeFieldUnderVariants(CustomAccess(log: log), log)
    },
    // From the toolchain's "access and mutation" test.
    .sync("handWritten.customAccessAndMutation") { log in
        let c = CustomAccess(log: log)
        log("read field untracked")
        _ = c.field
        log("write field untracked")
        c.field = 4
        track(log) { _ = c.field }
        log("write other")
        c.other = 1
        log("write field")
        c.field = 5
        log("write field equal")
        c.field = 5
    },
]

/// Writes `field` of a new `Model` through the setter and through `_modify`,
/// first under one-shot trackings, then under a willSet/didSet tracking, and
/// logs its final value.
private func customAccessorScenario<Model: CustomAccessorModel>(
    _ name: String, _ model: Model.Type
) -> Scenario {
    .sync(name) { log in
        let c = Model(log: log)
        track(log, "onChange 1") { _ = c.field }
        log("write 1")
        c.field = 1
        track(log, "onChange 2") { _ = c.field }
        log("field += 1")
        c.field += 1
        writeFieldUnderVariants(c, log)
        log("field=\(c.field)")
    }
}

/// Under a willSet/didSet tracking of `field`: "write 5" through the setter,
/// then "field += 1" through `_modify`.
private func writeFieldUnderVariants<Model: CustomAccessorModel>(_ c: Model, _ log: EventLog) {
    let handle = trackChanges {
        _ = c.field
    } willSet: { tracking in
        log("willSet changed==\\.field \(tracking.changed == Model.fieldKeyPath)")
    } didSet: { _ in
        log("didSet")
    }
    log("write 5")
    c.field = 5
    log("field += 1")
    c.field += 1
    handle.cancel()
}
