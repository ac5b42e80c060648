import Observatory
import Testing

/// A conformance written by hand, as articles 003 and 004 show it.
final class Thermometer: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var _celsius = 20.0
    private var _label = "kitchen"

    var celsius: Double {
        get {
            registrar.access(self, keyPath: \.celsius)
            return _celsius
        }
        set {
            registrar.withMutation(of: self, keyPath: \.celsius) { _celsius = newValue }
        }
    }

    var label: String {
        get {
            registrar.access(self, keyPath: \.label)
            return _label
        }
        set {
            registrar.willSet(self, keyPath: \.label)
            _label = newValue
            registrar.didSet(self, keyPath: \.label)
        }
    }

    var fahrenheit: Double { celsius * 9 / 5 + 32 }
}

@Suite("Hand-written conformances")
struct HandWrittenConformanceTests {
    @Test("access and withMutation")
    func accessAndWithMutation() {
        let thermometer = Thermometer()
        let log = EventLog()
        withObservationTracking { _ = thermometer.fahrenheit } onChange: {
            log.append("celsius was \(thermometer.celsius)")
        }
        thermometer.label = "hall"
        #expect(log.events.isEmpty)
        thermometer.celsius = 25
        #expect(log.events == ["celsius was 20.0"])
    }

    @Test("separate willSet and didSet calls")
    func separateWillSetDidSet() {
        let thermometer = Thermometer()
        let log = EventLog()
        let holder = Holder<ObservationTracking>()
        withObservationTracking { _ = thermometer.label } willSet: { tracking in
            log.append("willSet \(thermometer.label)")
            holder.value = tracking
        } didSet: { tracking in
            log.append("didSet \(thermometer.label) \(tracking.changed == \Thermometer.label)")
        }
        thermometer.label = "porch"
        #expect(log.events == ["willSet kitchen", "didSet porch true"])
        holder.value?.cancel()
    }

    @Test("a hand-written registrar never notifies an unread property")
    func unreadProperty() {
        let thermometer = Thermometer()
        let log = EventLog()
        withObservationTracking { _ = thermometer.label } onChange: { log.append("label") }
        thermometer.celsius = 1
        #expect(log.events.isEmpty)
    }

    @Test("registrars are Hashable and Codable, and all alike")
    func hashableCodable() throws {
        let a = ObservationRegistrar()
        let b = ObservationRegistrar()
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        let data = try JSONEncoder().encode([a])
        #expect(String(decoding: data, as: UTF8.self) == "[{}]")
        _ = try JSONDecoder().decode([ObservationRegistrar].self, from: data)
    }
}

import Foundation
