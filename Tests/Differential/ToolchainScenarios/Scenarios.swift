// Differential scenarios: this one file is compiled twice.
//
// - `ToolchainScenarios` compiles it against the toolchain's `Observation`.
// - `ObservatoryScenarios` compiles it (through a symlink) against
//   `Observatory`, with `-D OBSERVATORY`.
//
// Every scenario returns an ordered log of what happened. `DifferentialTests`
// runs each scenario in both modules and compares the two logs: they must be
// identical, except for the few scenarios listed there as intended
// differences (toolchain defects that Observatory fixes).
//
// Keep every scenario deterministic: wait for values by awaiting them, and use
// sleeps only as the losing side of a timeout race.

#if OBSERVATORY
import Observatory
#else
// The willSet/didSet variants of `withObservationTracking` and
// `ObservationTracking` are SwiftUI SPI in the toolchain.
@_spi(SwiftUI) import Observation
#endif
import Foundation
import Synchronization

// MARK: - Public API (the same in both modules)

/// One differential scenario: a name, and a closure that produces its event log.
public struct Scenario: Sendable {
    public let name: String
    public let run: @Sendable () async -> [String]

    public init(_ name: String, run: @escaping @Sendable () async -> [String]) {
        self.name = name
        self.run = run
    }
}

public enum Scenarios {
    /// Every scenario, in a stable order, with unique names.
    public static let all: [Scenario] =
        onChangeScenarios
        + equalityScenarios
        + modifyScenarios
        + trackingScopeScenarios
        + variantScenarios
        + handWrittenScenarios
        + classKindScenarios
        + observationsScenarios
        + intendedDifferenceScenarios

    /// The scenario called `name`.
    public static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }
}

// MARK: - Support

/// A thread-safe, ordered list of events.
final class EventLog: Sendable {
    private let events = Mutex<[String]>([])

    func callAsFunction(_ event: String) {
        events.withLock { $0.append(event) }
    }

    var entries: [String] {
        events.withLock { $0 }
    }

    /// Removes and returns every event.
    func drain() -> [String] {
        events.withLock { events in
            defer { events = [] }
            return events
        }
    }
}

/// A value shared between closures that may run on any thread.
final class Locked<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) {
        storage = Mutex(value)
    }

    func withLock<R: Sendable>(_ body: (inout Value) -> R) -> R {
        storage.withLock { body(&$0) }
    }

    var value: Value {
        storage.withLock { $0 }
    }
}

extension Scenario {
    /// A synchronous scenario.
    static func sync(_ name: String, _ body: @escaping @Sendable (EventLog) -> Void) -> Scenario {
        Scenario(name) {
            let log = EventLog()
            body(log)
            return log.entries
        }
    }

    /// An asynchronous scenario that runs on the main actor.
    static func onMain(
        _ name: String, _ body: @escaping @MainActor @Sendable (EventLog) async -> Void
    ) -> Scenario {
        Scenario(name) {
            let log = EventLog()
            await body(log)
            return log.entries
        }
    }

    /// An asynchronous scenario that runs off any actor.
    static func detached(
        _ name: String, _ body: @escaping @Sendable (EventLog) async -> Void
    ) -> Scenario {
        Scenario(name) {
            let log = EventLog()
            await body(log)
            return log.entries
        }
    }
}

/// Tracks what `apply` reads with the one-shot `withObservationTracking`,
/// logging `label` when it fires.
func track(_ log: EventLog, _ label: String = "onChange", _ apply: () -> Void) {
    withObservationTracking(apply, onChange: { log(label) })
}

func show<T>(_ value: T?) -> String {
    value.map { "\($0)" } ?? "nil"
}

/// Appends the events `fired` collected since the last call, sorted: for
/// several trackings that fire for one write, an order the toolchain does not
/// define.
func flushSorted(_ fired: EventLog, into log: EventLog) {
    for entry in fired.drain().sorted() { log(entry) }
}

/// An `Observations` iterator that child tasks can share, for timeout races.
final class IteratorBox<Element: Sendable, Failure: Error>: @unchecked Sendable {
    var iterator: Observations<Element, Failure>.Iterator

    init(_ sequence: Observations<Element, Failure>) {
        iterator = sequence.makeAsyncIterator()
    }

    /// "element <value>", "finished", "threw <error>", or "timed out" when
    /// nothing came within `milliseconds` (the pending `next()` is then
    /// cancelled, which ends the iterator).
    func next(timeout milliseconds: Int) async -> String {
        await withTaskGroup(of: String.self) { group in
            group.addTask {
                do {
                    return try await self.iterator.next().map { "element \($0)" } ?? "finished"
                } catch {
                    return "threw \(error)"
                }
            }
            group.addTask {
                try? await Task.sleep(for: .milliseconds(milliseconds))
                return "timed out"
            }
            let first = await group.next() ?? "no result"
            group.cancelAll()
            return first
        }
    }
}

// MARK: - Models

@Observable
final class Counter: @unchecked Sendable {
    var x = 0
    var y = 0
    var name = "a"
    var items: [Int] = []
    var point = Point(x: 0, y: 0)
    @ObservationIgnored var ignored = 0

    var sum: Int { x + y }

    var doubled: Int {
        get { x * 2 }
        set { x = newValue / 2 }
    }
}

struct Point: Equatable {
    var x: Int
    var y: Int
}

/// Equal when the ids are equal, whatever the note.
struct Tagged: Equatable {
    var id: Int
    var note: String

    static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
}

/// Not `Equatable`.
struct Opaque {
    var value: Int
}

final class Ref: Sendable {
    let id: Int
    init(_ id: Int) { self.id = id }
}

/// A class whose instances are all equal.
final class AlwaysEqual: Equatable, Sendable {
    let id: Int
    init(_ id: Int) { self.id = id }
    static func == (lhs: AlwaysEqual, rhs: AlwaysEqual) -> Bool { true }
}

@Observable
final class Values: @unchecked Sendable {
    var int = 0
    var string = "a"
    var point = Point(x: 0, y: 0)
    var tagged = Tagged(id: 1, note: "first")
    var opaque = Opaque(value: 0)
    var ref = Ref(1)
    var optionalRef: Ref? = nil
    var alwaysEqual = AlwaysEqual(1)
    var double = 0.0
    var optionalInt: Int? = nil
}

/// More tracked properties than fit in one 64-bit mask.
@Observable
final class Wide {
    var p0 = 0
    var p1 = 0
    var p2 = 0
    var p3 = 0
    var p4 = 0
    var p5 = 0
    var p6 = 0
    var p7 = 0
    var p8 = 0
    var p9 = 0
    var p10 = 0
    var p11 = 0
    var p12 = 0
    var p13 = 0
    var p14 = 0
    var p15 = 0
    var p16 = 0
    var p17 = 0
    var p18 = 0
    var p19 = 0
    var p20 = 0
    var p21 = 0
    var p22 = 0
    var p23 = 0
    var p24 = 0
    var p25 = 0
    var p26 = 0
    var p27 = 0
    var p28 = 0
    var p29 = 0
    var p30 = 0
    var p31 = 0
    var p32 = 0
    var p33 = 0
    var p34 = 0
    var p35 = 0
    var p36 = 0
    var p37 = 0
    var p38 = 0
    var p39 = 0
    var p40 = 0
    var p41 = 0
    var p42 = 0
    var p43 = 0
    var p44 = 0
    var p45 = 0
    var p46 = 0
    var p47 = 0
    var p48 = 0
    var p49 = 0
    var p50 = 0
    var p51 = 0
    var p52 = 0
    var p53 = 0
    var p54 = 0
    var p55 = 0
    var p56 = 0
    var p57 = 0
    var p58 = 0
    var p59 = 0
    var p60 = 0
    var p61 = 0
    var p62 = 0
    var p63 = 0
    var p64 = 0
    var p65 = 0
    var p66 = 0
    var p67 = 0
    var p68 = 0
    var p69 = 0
}

@Observable
final class Leaf {
    var value = 0
    var other = 0
}

@Observable
final class Branch {
    var leaf = Leaf()
    var label = "branch"
}

@Observable
final class Root {
    var branch = Branch()
}

@Observable
class Entity {
    var age = 0
}

@Observable
class Person: Entity {
    var firstName = ""
    var lastName = ""
    var friends: [Person] = []

    var fullName: String { firstName + " " + lastName }
}

@Observable
class MiddleNamePerson: Person {
    var middleName = ""

    override var fullName: String { firstName + " " + middleName + " " + lastName }
}

@Observable
class NonFinal {
    var value = 0
}

@Observable
final class GenericBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

@Observable
final class EquatableBox<Value: Equatable> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

@MainActor
@Observable
final class MainModel {
    var x = 0
    var name = "main"
}

@Observable
final class IsolatedProperty {
    @MainActor var text = "hello"

    @MainActor init() {}
}

@Observable
final class ContainsWeak {
    weak var object: AnyObject? = nil
}

@Observable
final class ContainsUnowned {
    unowned var object: AnyObject? = nil
}

@Observable
final class ContainsIUO {
    var value: Int! = nil
}

/// A plain subclass of an @Observable class that overrides a tracked
/// property to add an observer.
final class Adult: Entity, @unchecked Sendable {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    override var age: Int {
        willSet { log("override willSet new=\(newValue)") }
        didSet { log("override didSet old=\(oldValue)") }
    }
}

/// An actor that observes a model it owns.
actor Store {
    let counter = Counter()

    func observe(_ log: EventLog) async {
        var iterator = Observations<Int, Never> { self.counter.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("write 1 on the actor")
        counter.x = 1
        counter.x = 2
        log("element \(show(await iterator.next()))")
    }
}

class PlainBase {
    var plain = 0
}

@Observable
final class InheritsFromPlain: PlainBase {
    var tracked = 0
}

enum Namespace {
    @Observable
    final class Nested {
        var field = 3
    }
}

@Observable
final class RestatesConformance: Observable {
    var field = 0
}

protocol Intermediary: Observable {}

@Observable
final class ConformsThroughIntermediary: Intermediary {
    var field = 0
}

/// A class with property observers on a tracked property.
@Observable
final class Machine {
    enum State {
        case initializing
        case running
        case complete
    }

    let log: EventLog

    var state: State = .initializing {
        willSet { log("property willSet new=\(newValue) current=\(state)") }
        didSet { log("property didSet old=\(oldValue) current=\(state)") }
    }

    init(log: EventLog) {
        self.log = log
    }
}

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

#if OBSERVATORY
@Observable
final class Settings: Codable {
    var name = "a"
    var count = 1
}
#else
// On the toolchain, a `Decodable` @Observable class draws a warning (the
// macro's registrar is a `let` with an initial value, which decoding skips),
// so this side declares only `Encodable`: its synthesized `encode(to:)` is the
// same one that `Codable` gets.
@Observable
final class Settings: Encodable {
    var name = "a"
    var count = 1
}
#endif

/// The struct that `Settings` should encode like.
struct SettingsStruct: Codable {
    var name = "a"
    var count = 1
}

enum TestError: Error {
    case simulated
}

@Observable
final class Failing: @unchecked Sendable {
    var value = 0
    var shouldThrow = false
}

// MARK: - withObservationTracking(_:onChange:)

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
        let m = Counter()
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
        weak var weakModel: Counter?
        do {
            let m = Counter()
            weakModel = m
            track(log) { _ = m.x }
            log("releasing")
        }
        log("freed \(weakModel == nil)")
    },

    // The tracking does not keep the objects it tracks alive.
    .sync("onChange.trackingDoesNotRetain") { log in
        weak var weakModel: Leaf?
        do {
            let m = Leaf()
            weakModel = m
            track(log) { _ = m.value }
        }
        log("freed \(weakModel == nil)")
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

// MARK: - Equality

/// Tracks `read`, then runs `steps` in order, logging each label before its write.
func writesScenario(
    _ name: String,
    read: @escaping @Sendable (Values) -> Void,
    _ steps: [(String, @Sendable (Values) -> Void)],
    after: (@Sendable (Values, EventLog) -> Void)? = nil
) -> Scenario {
    .sync(name) { log in
        let values = Values()
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

// MARK: - The _modify path

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
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = m.x
            _ = m.y
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
            log("willSet \(tracking.changed == \Counter.x ? "x" : tracking.changed == \Counter.y ? "y" : "?")")
        } didSet: { tracking in
            log("didSet \(tracking.changed == \Counter.x ? "x" : tracking.changed == \Counter.y ? "y" : "?")")
        }
        log("swap(&x, &y)")
        swap(&m.x, &m.y)
        log("x=\(m.x) y=\(m.y)")
        handle.value?.cancel()
    },
    // The willSet/didSet variants see _modify as one change.
    .sync("modify.variants") { log in
        let m = Counter()
        withObservationTracking {
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

// MARK: - What a tracking observes

let trackingScopeScenarios: [Scenario] = [
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
        withObservationTracking {
            withObservationTracking {
                _ = m.x
            } onChange: {
                fired("inner onChange")
            }
            _ = m.y
        } onChange: {
            fired("outer onChange")
        }
        log("write x")
        m.x = 1
        flushSorted(fired, into: log)
        log("write y")
        m.y = 1
        flushSorted(fired, into: log)
        log("write x")
        m.x = 2
        flushSorted(fired, into: log)
    },
    .sync("scope.nestedTrackingsOuterPropertyFirst") { log in
        let m = Counter()
        withObservationTracking {
            withObservationTracking {
                _ = m.x
            } onChange: {
                log("inner onChange")
            }
            _ = m.y
        } onChange: {
            log("outer onChange")
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
        withObservationTracking {
            withObservationTracking {
                _ = person.firstName
            } onChange: {
                fired("inner onChange")
            }
        } onChange: {
            fired("outer onChange")
        }
        log("write firstName")
        person.firstName = "c"
        flushSorted(fired, into: log)
        log("write firstName")
        person.firstName = "d"
        flushSorted(fired, into: log)
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
        log("write x")
        m.x = 1
        flushSorted(fired, into: log)
        log("write x")
        m.x = 2
        flushSorted(fired, into: log)
        log("write y")
        m.y = 1
        flushSorted(fired, into: log)
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

// MARK: - willSet / didSet variants

let variantScenarios: [Scenario] = [
    // Persistent until cancelled; willSet sees the old value, didSet the new one.
    .sync("variants.persistentUntilCancel") { log in
        let m = Counter()
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = m.x
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
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
        handle.value?.cancel()
        log("write 3")
        m.x = 3
        log("x=\(m.x)")
    },
    .sync("variants.changedKeyPath") { log in
        let m = Counter()
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = m.x
            _ = m.name
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
            log("willSet changed==\\.x \(tracking.changed == \Counter.x) changed==\\.name \(tracking.changed == \Counter.name)")
        } didSet: { tracking in
            log("didSet changed==\\.x \(tracking.changed == \Counter.x) changed==\\.name \(tracking.changed == \Counter.name)")
        }
        log("write name")
        m.name = "b"
        log("write x")
        m.x = 1
        log("write y (untracked)")
        m.y = 1
        handle.value?.cancel()
    },
    .sync("variants.willSetOnly") { log in
        let m = Counter()
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = m.x
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
            log("willSet x=\(m.x)")
        }
        log("write 1")
        m.x = 1
        log("write 2")
        m.x = 2
        handle.value?.cancel()
        log("write 3")
        m.x = 3
    },
    .sync("variants.didSetOnly") { log in
        let m = Counter()
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = m.x
        } didSet: { tracking in
            handle.withLock { $0 = tracking }
            log("didSet x=\(m.x)")
        }
        log("write 1")
        m.x = 1
        log("write 2")
        m.x = 2
        handle.value?.cancel()
        log("write 3")
        m.x = 3
    },
    .sync("variants.cancelInWillSet") { log in
        let m = Counter()
        withObservationTracking {
            _ = m.x
        } willSet: { tracking in
            log("willSet x=\(m.x)")
            tracking.cancel()
        } didSet: { _ in
            log("didSet x=\(m.x)")
        }
        log("write 1")
        m.x = 1
        log("write 2")
        m.x = 2
    },
    .sync("variants.cancelInDidSet") { log in
        let m = Counter()
        withObservationTracking {
            _ = m.x
        } willSet: { _ in
            log("willSet x=\(m.x)")
        } didSet: { tracking in
            log("didSet x=\(m.x)")
            tracking.cancel()
        }
        log("write 1")
        m.x = 1
        log("write 2")
        m.x = 2
    },
    // A willSet handler that writes another tracked property: the nested
    // change is reported inside the outer one.
    .sync("variants.writeInsideWillSet") { log in
        let m = Counter()
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = m.x
            _ = m.y
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
            let name = tracking.changed == \Counter.x ? "x" : tracking.changed == \Counter.y ? "y" : "?"
            log("willSet \(name) x=\(m.x) y=\(m.y)")
            if name == "x" {
                m.y += 10
            }
        } didSet: { tracking in
            let name = tracking.changed == \Counter.x ? "x" : tracking.changed == \Counter.y ? "y" : "?"
            log("didSet \(name) x=\(m.x) y=\(m.y)")
        }
        log("write x")
        m.x = 1
        log("write y")
        m.y = 0
        handle.value?.cancel()
    },
    .sync("variants.noReads") { log in
        let m = Counter()
        withObservationTracking {
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
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = a.x
            _ = b.name
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
            log("willSet changed==\\.x \(tracking.changed == \Counter.x) changed==\\.name \(tracking.changed == \Counter.name)")
        } didSet: { _ in
            log("didSet")
        }
        log("write b.name")
        b.name = "b"
        log("write a.x")
        a.x = 1
        log("write b.x (untracked)")
        b.x = 1
        handle.value?.cancel()
    },
    .sync("variants.subclassKeyPath") { log in
        let person = MiddleNamePerson()
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = person.age
            _ = person.middleName
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
            log("willSet changed==\\Entity.age \(tracking.changed == \Entity.age) changed==\\MiddleNamePerson.age \(tracking.changed == \MiddleNamePerson.age) changed==\\MiddleNamePerson.middleName \(tracking.changed == \MiddleNamePerson.middleName)")
        }
        log("write age")
        person.age = 1
        log("write middleName")
        person.middleName = "m"
        handle.value?.cancel()
    },
    .sync("variants.propertyObserversOrder") { log in
        let machine = Machine(log: log)
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = machine.state
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
            log("tracking willSet")
        } didSet: { _ in
            log("tracking didSet")
        }
        log("write running")
        machine.state = .running
        log("write running again")
        machine.state = .running
        handle.value?.cancel()
    },
    // A willSet/didSet tracking nested in a one-shot tracking: the outer one
    // also observes what the inner one read.
    .sync("variants.insideOuterTracking") { log in
        let m = Counter()
        let fired = EventLog()
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            withObservationTracking {
                _ = m.x
            } willSet: { tracking in
                handle.withLock { $0 = tracking }
                fired("inner willSet")
            } didSet: { _ in
                fired("inner didSet")
            }
        } onChange: {
            fired("outer onChange")
        }
        log("write 1")
        m.x = 1
        flushSorted(fired, into: log)
        log("write 2")
        m.x = 2
        flushSorted(fired, into: log)
        handle.value?.cancel()
    },
    .sync("variants.trackedObjectFreed") { log in
        weak var weakModel: Counter?
        do {
            let m = Counter()
            weakModel = m
            withObservationTracking {
                _ = m.x
            } willSet: { tracking in
                log("willSet changed==nil \(tracking.changed == nil)")
            } didSet: { tracking in
                log("didSet changed==nil \(tracking.changed == nil)")
            }
            log("releasing")
        }
        log("freed \(weakModel == nil)")
    },
]

// MARK: - Hand-written conformances

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
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = t.celsius
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
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
        handle.value?.cancel()
    },
    .sync("handWritten.separateWillSetDidSet") { log in
        let gauge = Gauge(log: log)
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = gauge.level
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
            log("willSet level=\(gauge.level)")
        } didSet: { _ in
            log("didSet level=\(gauge.level)")
        }
        log("write 1")
        gauge.level = 1
        handle.value?.cancel()
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
    .sync("handWritten.customAccessOnly") { log in
        let c = CustomAccessOnly(log: log)
        track(log, "onChange 1") { _ = c.field }
        log("write 1")
        c.field = 1
        track(log, "onChange 2") { _ = c.field }
        log("field += 1")
        c.field += 1
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = c.field
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
            log("willSet changed==\\.field \(tracking.changed == \CustomAccessOnly.field)")
        } didSet: { _ in
            log("didSet")
        }
        log("write 5")
        c.field = 5
        log("field += 1")
        c.field += 1
        handle.value?.cancel()
        log("field=\(c.field)")
    },
    .sync("handWritten.customMutationOnly") { log in
        let c = CustomMutationOnly(log: log)
        track(log, "onChange 1") { _ = c.field }
        log("write 1")
        c.field = 1
        track(log, "onChange 2") { _ = c.field }
        log("field += 1")
        c.field += 1
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = c.field
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
            log("willSet changed==\\.field \(tracking.changed == \CustomMutationOnly.field)")
        } didSet: { _ in
            log("didSet")
        }
        log("write 5")
        c.field = 5
        log("field += 1")
        c.field += 1
        handle.value?.cancel()
        log("field=\(c.field)")
    },
    .sync("handWritten.customAccessVariants") { log in
        let c = CustomAccess(log: log)
        let handle = Locked<ObservationTracking?>(nil)
        withObservationTracking {
            _ = c.field
        } willSet: { tracking in
            handle.withLock { $0 = tracking }
            log("willSet changed==\\.field \(tracking.changed == \CustomAccess.field)")
        } didSet: { _ in
            log("didSet")
        }
        log("write 5")
        c.field = 5
        log("field += 1")
        c.field += 1
        handle.value?.cancel()
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

// MARK: - Kinds of classes and properties

let classKindScenarios: [Scenario] = [
    .sync("class.subclassBothLevels") { log in
        let p = MiddleNamePerson()
        track(log, "onChange 1") { _ = p.age }
        log("write age")
        p.age = 1
        track(log, "onChange 2") { _ = p.fullName }
        log("write age")
        p.age = 2
        log("write middleName")
        p.middleName = "m"
        track(log, "onChange 3") { _ = p.fullName }
        log("write firstName")
        p.firstName = "f"
        log("fullName=\(p.fullName)")
    },
    // From the toolchain's "tracking computed" test.
    .sync("class.overriddenComputed") { log in
        let p = MiddleNamePerson()
        track(log) { _ = p.fullName }
        log("write middleName")
        p.middleName = "c"
        track(log, "onChange again") { _ = p.fullName }
        log("write middleName equal")
        p.middleName = "c"
    },
    // Properties of the two levels must not be confused with each other.
    .sync("class.subclassPropertiesDistinct") { log in
        let p = MiddleNamePerson()
        track(log, "onChange age") { _ = p.age }
        log("write firstName")
        p.firstName = "f"
        log("write middleName")
        p.middleName = "m"
        track(log, "onChange firstName") { _ = p.firstName }
        track(log, "onChange middleName") { _ = p.middleName }
        log("write lastName")
        p.lastName = "l"
        log("write age")
        p.age = 1
        log("write friends")
        p.friends = [Person()]
        log("write middleName")
        p.middleName = "n"
        log("write firstName")
        p.firstName = "g"
    },
    .sync("class.subclassThroughBaseReference") { log in
        let p: Entity = Person()
        track(log) { _ = p.age }
        log("write age")
        p.age = 3
    },
    .sync("class.overrideWithObserver") { log in
        let adult = Adult(log: log)
        withObservationTracking { _ = adult.age } onChange: { log("onChange age=\(adult.age)") }
        log("write 18")
        adult.age = 18
        log("age=\(adult.age)")
    },
    .sync("class.nonFinal") { log in
        let m = NonFinal()
        track(log) { _ = m.value }
        log("write 1")
        m.value = 1
    },
    .sync("class.genericUnconstrained") { log in
        let box = GenericBox(1)
        track(log, "onChange 1") { _ = box.value }
        log("write 1 (equal)")
        box.value = 1
        track(log, "onChange 2") { _ = box.value }
        log("write 2")
        box.value = 2
    },
    .sync("class.genericEquatable") { log in
        let box = EquatableBox("a")
        track(log) { _ = box.value }
        log("write a (equal)")
        box.value = "a"
        log("write b")
        box.value = "b"
    },
    .sync("class.genericOfClass") { log in
        let ref = Ref(1)
        let box = GenericBox(ref)
        track(log) { _ = box.value }
        log("write same instance")
        box.value = ref
    },
    .onMain("class.mainActor") { log in
        let m = MainModel()
        track(log) { _ = m.x }
        log("write name")
        m.name = "b"
        log("write x")
        m.x = 1
        log("x=\(m.x)")
    },
    .onMain("class.mainActorProperty") { log in
        let m = IsolatedProperty()
        track(log) { _ = m.text }
        log("write hello (equal)")
        m.text = "hello"
        log("write c")
        m.text = "c"
    },
    .sync("class.weakProperty") { log in
        let holder = ContainsWeak()
        let kept = Ref(1)
        track(log, "onChange 1") { _ = holder.object }
        log("write object")
        holder.object = kept
        log("object is kept \(holder.object === kept)")
        do {
            let temporary = Ref(2)
            holder.object = temporary
            track(log, "onChange 2") { _ = holder.object }
            log("releasing the referenced object")
        }
        log("object nil \(holder.object == nil)")
        log("write nil")
        holder.object = nil
    },
    .sync("class.unownedProperty") { log in
        let holder = ContainsUnowned()
        let first = Ref(1)
        let second = Ref(2)
        holder.object = first
        track(log) { _ = holder.object }
        log("write same object")
        holder.object = first
        log("write other object")
        holder.object = second
        log("object is second \(holder.object === second)")
    },
    .sync("class.iuoProperty") { log in
        let holder = ContainsIUO()
        track(log, "onChange 1") { _ = holder.value }
        log("write nil")
        holder.value = nil
        log("write 1")
        holder.value = 1
        track(log, "onChange 2") { _ = holder.value }
        log("write 1 again")
        holder.value = 1
        log("value+1=\(holder.value + 1)")
    },
    .sync("class.inheritsFromPlainClass") { log in
        let m = InheritsFromPlain()
        track(log) {
            _ = m.plain
            _ = m.tracked
        }
        log("write plain")
        m.plain = 1
        log("write tracked")
        m.tracked = 1
    },
    .sync("class.nestedType") { log in
        let m = Namespace.Nested()
        track(log) { _ = m.field }
        log("write 4")
        m.field = 4
    },
    .sync("class.restatedConformance") { log in
        let a = RestatesConformance()
        let b = ConformsThroughIntermediary()
        track(log, "onChange a") { _ = a.field }
        track(log, "onChange b") { _ = b.field }
        log("write a")
        a.field = 1
        log("write b")
        b.field = 1
    },
]

// MARK: - Observations

let observationsScenarios: [Scenario] = [
    .onMain("observations.initialValue") { log in
        let m = MainModel()
        m.x = 3
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.change") { log in
        let m = MainModel()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("write 1")
        m.x = 1
        log("element \(show(await iterator.next()))")
        log("write 2")
        m.x = 2
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.synchronousChangesCoalesce") { log in
        let m = MainModel()
        var iterator = Observations<String, Never> { "\(m.name):\(m.x)" }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("write x=1, x=2, name=b, x=3")
        m.x = 1
        m.x = 2
        m.name = "b"
        m.x = 3
        log("element \(show(await iterator.next()))")
        log("write x=4")
        m.x = 4
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.changeWhileWaiting") { log in
        let m = MainModel()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        Task { @MainActor in
            log("write 5 in task")
            m.x = 5
        }
        log("waiting")
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.changeFromAnotherThread") { log in
        let m = Counter()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        await Task.detached {
            log("write 7 in detached task")
            m.x = 7
        }.value
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.forAwait") { log in
        let m = MainModel()
        for await value in Observations<Int, Never>({ m.x }) {
            log("element \(value)")
            if value == 3 { break }
            m.x += 1
        }
        log("after loop x=\(m.x)")
    },
    .onMain("observations.dependenciesChange") { log in
        let m = MainModel()
        let useName = Locked(false)
        var iterator = Observations<String, Never> {
            useName.value ? m.name : "x=\(m.x)"
        }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        useName.withLock { $0 = true }
        log("write x=1 (read, switching to name)")
        m.x = 1
        log("element \(show(await iterator.next()))")
        log("write x=2 (no longer read), name=b")
        m.x = 2
        m.name = "b"
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.untrackedChangeDoesNotYield") { log in
        let m = Counter()
        let box = IteratorBox(Observations<Int, Never> { m.x })
        log(await box.next(timeout: 5_000))
        log("write y (untracked)")
        m.y = 1
        log(await box.next(timeout: 200))
    },
    // Elements are not deduplicated: a change back to the same value still
    // produces an element.
    .onMain("observations.noDeduplication") { log in
        let m = MainModel()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("write x=1, x=0")
        m.x = 1
        m.x = 0
        log("element \(show(await iterator.next()))")
    },
    // Several writes in one main-actor job of another task: one element.
    .onMain("observations.coalesceInTask") { log in
        let m = MainModel()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        Task { @MainActor in
            log("write 5, 6, 7 in task")
            m.x = 5
            m.x = 6
            m.x = 7
        }
        log("element \(show(await iterator.next()))")
    },
    // A closure that reads nothing observable yields its first value only.
    .onMain("observations.noDependencies") { log in
        let box = IteratorBox(Observations<Int, Never> { 5 })
        log(await box.next(timeout: 5_000))
        log(await box.next(timeout: 200))
    },
    // A main-actor closure, iterated from a task off the main actor.
    .onMain("observations.iteratedOffTheMainActor") { log in
        let m = MainModel()
        let sequence = Observations<Int, Never> { m.x }
        await Task.detached {
            var iterator = sequence.makeAsyncIterator()
            log("element \(show(await iterator.next()))")
            await MainActor.run {
                log("write 1 on the main actor")
                m.x = 1
            }
            log("element \(show(await iterator.next()))")
        }.value
    },
    // A closure isolated to another actor.
    .detached("observations.actorIsolated") { log in
        await Store().observe(log)
    },
    // A one-shot tracking inside the closure: both it and the sequence see a change.
    .onMain("observations.nestedTrackingInside") { log in
        let m = MainModel()
        let evaluations = Locked(0)
        var iterator = Observations<Int, Never> {
            let evaluation = evaluations.withLock { n -> Int in
                n += 1
                return n
            }
            return withObservationTracking { m.x } onChange: { log("inner onChange \(evaluation)") }
        }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("write 1")
        m.x = 1
        log("element \(show(await iterator.next()))")
        log("write 2")
        m.x = 2
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.throwOnFirst") { log in
        let m = Failing()
        m.shouldThrow = true
        var iterator = Observations<Int, TestError> { () throws(TestError) -> Int in
            if m.shouldThrow { throw TestError.simulated }
            return m.value
        }.makeAsyncIterator()
        do {
            log("element \(show(try await iterator.next()))")
        } catch {
            log("threw \(error)")
        }
        m.shouldThrow = false
        do {
            log("element \(show(try await iterator.next()))")
        } catch {
            log("threw again \(error)")
        }
    },
    .onMain("observations.untilFinished") { log in
        let m = MainModel()
        var iterator = Observations<Int, Never>.untilFinished {
            m.x >= 2 ? .finish : .next(m.x)
        }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("write 1")
        m.x = 1
        log("element \(show(await iterator.next()))")
        log("write 2")
        m.x = 2
        log("element \(show(await iterator.next()))")
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.immediateFinish") { log in
        var iterator = Observations<Int, Never>.untilFinished { .finish }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.throwEndsSequence") { log in
        let m = Failing()
        var iterator = Observations<Int, TestError> { () throws(TestError) -> Int in
            if m.shouldThrow { throw TestError.simulated }
            return m.value
        }.makeAsyncIterator()
        do {
            log("element \(show(try await iterator.next()))")
            log("write value=1")
            m.value = 1
            log("element \(show(try await iterator.next()))")
            log("write shouldThrow=true")
            m.shouldThrow = true
            log("element \(show(try await iterator.next()))")
        } catch {
            log("threw \(error)")
        }
        do {
            log("element \(show(try await iterator.next()))")
        } catch {
            log("threw again \(error)")
        }
    },
    .onMain("observations.cancellation") { log in
        let m = MainModel()
        let (started, startedContinuation) = AsyncStream<Void>.makeStream()
        let task = Task { @MainActor in
            var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
            log("element \(show(await iterator.next()))")
            startedContinuation.yield()
            log("element \(show(await iterator.next()))")
            log("element \(show(await iterator.next()))")
        }
        for await _ in started { break }
        log("cancel")
        task.cancel()
        await task.value
        log("write 1 after cancellation")
        m.x = 1
    },
    .onMain("observations.cancelledBeforeFirstElement") { log in
        let m = MainModel()
        let task = Task { @MainActor in
            var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
            log("task cancelled \(Task.isCancelled)")
            log("element \(show(await iterator.next()))")
        }
        task.cancel()
        await task.value
    },
    .detached("observations.nonisolated") { log in
        let m = Counter()
        var iterator = Observations<Int, Never> { m.x }.makeAsyncIterator()
        log("element \(show(await iterator.next()))")
        log("write 1")
        m.x = 1
        log("element \(show(await iterator.next()))")
        await Task.detached {
            log("write 2 in detached task")
            m.x = 2
        }.value
        log("element \(show(await iterator.next()))")
    },
    .onMain("observations.sequenceReusedSequentially") { log in
        let m = MainModel()
        let sequence = Observations<Int, Never> { m.x }
        var first = sequence.makeAsyncIterator()
        log("first iterator element \(show(await first.next()))")
        m.x = 1
        log("first iterator element \(show(await first.next()))")
        for await value in sequence {
            log("for-await element \(value)")
            break
        }
    },
]

// MARK: - Intended differences (see the table in DifferentialTests)

let intendedDifferenceScenarios: [Scenario] = [
    // 1. A mutation inside onChange. The toolchain calls onChange before it
    //    cancels the tracking, so the mutation re-enters onChange; the counter
    //    stops the recursion after three nested writes.
    .sync("intended.mutationInsideOnChange") { log in
        let m = Counter()
        let entries = Locked(0)
        withObservationTracking {
            _ = m.x
        } onChange: {
            let entry = entries.withLock { n -> Int in
                n += 1
                return n
            }
            log("onChange entry \(entry) x=\(m.x)")
            if entry <= 3 {
                m.x = 100 + entry
            }
        }
        log("write 10")
        m.x = 10
        log("x=\(m.x) entries=\(entries.value)")
        log("write 11")
        m.x = 11
    },

    // 2. apply mutates a property after reading it.
    .sync("intended.mutationInsideApply") { log in
        let m = Counter()
        let result = withObservationTracking {
            let read = m.x
            m.x = read + 1
            return read
        } onChange: {
            log("onChange")
        }
        log("returned \(result) x=\(m.x)")
    },

    // 2b. `x += 1` inside apply: _modify reads x (recording it), then writes it.
    .sync("intended.modifyInsideApply") { log in
        let m = Counter()
        track(log) { m.x += 1 }
        log("x=\(m.x)")
        log("write 5")
        m.x = 5
    },

    // 3. Two iterators over the same sequence value.
    .onMain("intended.twoIteratorsOneSequence") { log in
        let m = Counter()
        let sequence = Observations<Int, Never> { m.x }
        let a = IteratorBox(sequence)
        let b = IteratorBox(sequence)
        log("a: \(await a.next(timeout: 1_000))")
        log("b: \(await b.next(timeout: 1_000))")
        log("write 1")
        m.x = 1
        log("a: \(await a.next(timeout: 1_000))")
        log("b: \(await b.next(timeout: 300))")
    },

    // 4. untilFinished with a weakly captured subject, which is then freed.
    .onMain("intended.weakSubjectFreed") { log in
        var subject: Counter? = Counter()
        weak var weakSubject = subject
        let box = IteratorBox(Observations<Int, Never>.untilFinished { [weak subject] in
            guard let subject else { return .finish }
            return .next(subject.x)
        })
        log(await box.next(timeout: 5_000))
        subject = nil
        log("subject freed \(weakSubject == nil)")
        log(await box.next(timeout: 500))
    },

    // 5. Encoding an @Observable class that declares Codable. The keys are
    //    sorted: without `.sortedKeys`, JSONEncoder's key order on Linux
    //    changes from run to run (even for the struct).
    .sync("intended.codable") { log in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let settings = Settings()
        settings.name = "b"
        let classJSON = (try? encoder.encode(settings)).map { String(decoding: $0, as: UTF8.self) }
        let structJSON = (try? encoder.encode(SettingsStruct(name: "b", count: 1)))
            .map { String(decoding: $0, as: UTF8.self) }
        log("class \(show(classJSON))")
        log("struct \(show(structJSON))")
        log("same as struct \(classJSON == structJSON)")
    },
]
