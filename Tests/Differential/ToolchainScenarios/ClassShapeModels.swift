// The models of the `class.*` scenarios: kinds of classes and properties.

#if OBSERVATORY
import Observatory
#else
import Observation
#endif

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

