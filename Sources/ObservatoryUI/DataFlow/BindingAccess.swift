/// How a ``Binding`` reads and writes its value, and where it points.
///
/// A class, so that a binding is one reference: each kind of binding is one
/// allocation holding exactly what it needs.
class BindingAccess<Value> {
    /// The value pointed at.
    var value: Value {
        get { fatalError("subclass responsibility") }
        set { fatalError("subclass responsibility") }
    }

    /// Where the binding points, for comparing view inputs.
    var location: BindingLocation { fatalError("subclass responsibility") }
}

/// Any getter and setter (`Binding(get:set:)`), and where they point.
final class ClosureBindingAccess<Value>: BindingAccess<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void
    private let storedLocation: BindingLocation

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: BindingLocation) {
        self.get = get
        self.set = set
        storedLocation = location
    }

    override var value: Value {
        get { get() }
        set { set(newValue) }
    }

    override var location: BindingLocation { storedLocation }
}

/// The property at a key path of an object of type `Root` (`$model.title`).
final class ObjectPropertyAccess<Root, Value>: BindingAccess<Value> {
    private let object: Root
    private let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(_ object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    override var value: Value {
        get { object[keyPath: keyPath] }
        set { object[keyPath: keyPath] = newValue }
    }

    override var location: BindingLocation { .property(ObjectIdentifier(object as AnyObject), keyPath) }
}

/// A `@State`'s value (`$count`): the state's canonical storage.
final class StateBindingAccess<Value>: BindingAccess<Value> {
    private let storage: StateStorage<Value>

    init(_ storage: StateStorage<Value>) {
        self.storage = storage
    }

    override var value: Value {
        get { storage.value }
        set { storage.value = newValue }
    }

    override var location: BindingLocation { .object(ObjectIdentifier(storage), path: []) }
}

/// A member of another binding's value (`$settings.name`).
final class MemberBindingAccess<Base, Value>: BindingAccess<Value> {
    private let base: Binding<Base>
    private let keyPath: WritableKeyPath<Base, Value>

    init(base: Binding<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override var value: Value {
        get { base.wrappedValue[keyPath: keyPath] }
        set {
            var value = base.wrappedValue
            value[keyPath: keyPath] = newValue
            base.wrappedValue = value
        }
    }

    override var location: BindingLocation { base.location.appending(keyPath) }
}
