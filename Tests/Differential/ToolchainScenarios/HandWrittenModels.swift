// The models of the `handWritten.*` scenarios: hand-written `Observable`
// conformances, and `@Observable` classes with their own `access` or
// `withMutation`.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif

/// An `@Observable` class that supplies its own `access` and `withMutation`.
@Observable
final class CustomAccess {
    var field = 3
    var other = 0
    let log: EventLog

    init(log: EventLog) {
        self.log = log
    }

    func access<Member>(keyPath: KeyPath<CustomAccess, Member>) {
        log("custom access \(CustomAccess.describe(keyPath))")
        _$observationRegistrar.access(self, keyPath: keyPath)
    }

    func withMutation<Member, T>(
        keyPath: KeyPath<CustomAccess, Member>, _ mutation: () throws -> T
    ) rethrows -> T {
        log("custom withMutation \(CustomAccess.describe(keyPath))")
        return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }

    static func describe(_ keyPath: AnyKeyPath) -> String {
        if keyPath == \CustomAccess.field { return "\\.field" }
        if keyPath == \CustomAccess.other { return "\\.other" }
        return "unknown key path"
    }
}

/// An `@Observable` class that supplies only its own `access`.
@Observable
final class CustomAccessOnly {
    var field = 0
    let log: EventLog

    init(log: EventLog) {
        self.log = log
    }

    func access<Member>(keyPath: KeyPath<CustomAccessOnly, Member>) {
        log("custom access")
        _$observationRegistrar.access(self, keyPath: keyPath)
    }
}

/// An `@Observable` class that supplies only its own `withMutation`.
@Observable
final class CustomMutationOnly {
    var field = 0
    let log: EventLog

    init(log: EventLog) {
        self.log = log
    }

    func withMutation<Member, T>(
        keyPath: KeyPath<CustomMutationOnly, Member>, _ mutation: () throws -> T
    ) rethrows -> T {
        log("custom withMutation")
        return try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
    }
}

/// A class with its own `access` and/or `withMutation`, whose `field` the
/// custom-accessor scenarios write through the setter and through `_modify`.
/// (`SendableMetatype`: the scenarios name `Self` inside `@Sendable` handlers.)
protocol CustomAccessorModel: AnyObject, SendableMetatype {
    init(log: EventLog)

    var field: Int { get set }

    /// `\.field`, spelled with the concrete type, as `ObservationTracking`
    /// reports it in `changed`.
    static var fieldKeyPath: AnyKeyPath { get }
}

extension CustomAccess: CustomAccessorModel {
    static var fieldKeyPath: AnyKeyPath { \CustomAccess.field }
}

extension CustomAccessOnly: CustomAccessorModel {
    static var fieldKeyPath: AnyKeyPath { \CustomAccessOnly.field }
}

extension CustomMutationOnly: CustomAccessorModel {
    static var fieldKeyPath: AnyKeyPath { \CustomMutationOnly.field }
}

/// A hand-written conformance, as in the articles: a registrar, `access` in
/// the getter and `withMutation` in the setter. No equality check.
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
            registrar.withMutation(of: self, keyPath: \.label) { _label = newValue }
        }
    }

    var fahrenheit: Double { celsius * 9 / 5 + 32 }
}

/// A hand-written conformance that calls `willSet` and `didSet` separately.
final class Gauge: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private var _level = 0
    let log: EventLog

    init(log: EventLog) {
        self.log = log
    }

    var level: Int {
        get {
            registrar.access(self, keyPath: \.level)
            return _level
        }
        set {
            registrar.willSet(self, keyPath: \.level)
            log("storing \(newValue)")
            _level = newValue
            registrar.didSet(self, keyPath: \.level)
        }
    }
}

