/// A two-way connection to a value owned elsewhere: a `@State`, a property
/// of an `@Observable` object (through ``Bindable``), or any getter and setter.
///
/// ```swift
/// struct LabeledToggle: View {
///     let title: String
///     @Binding var isOn: Bool
///     var body: some View { Toggle(title, isOn: $isOn) }
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// What the binding points at; equal locations make equal view inputs.
    let location: BindingLocation

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, location: .opaque)
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: BindingLocation) {
        getter = get
        setter = set
        self.location = location
    }

    /// A binding to the property at `keyPath` of `object` (what `$model.name`
    /// gives through ``Bindable`` or ``ObservedObject``).
    init<Root>(_ object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.init(
            get: { object[keyPath: keyPath] },
            set: { object[keyPath: keyPath] = $0 },
            location: .object(ObjectIdentifier(object as AnyObject), path: [keyPath])
        )
    }

    /// Creates a binding from another binding (`@Binding var x: T` in an init).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in }, location: .constant)
    }

    /// The value the binding points at.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself, so `$property` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Member>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var value = getter()
                value[keyPath: keyPath] = newValue
                setter(value)
            },
            location: location.appending(keyPath)
        )
    }
}

extension Binding: DynamicProperty {}

extension Binding: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? Binding<Value> else { return false }
        return location.isSame(as: other.location)
    }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding {
    /// A binding that reads and writes `Optional(value)` (for pickers with optional selection).
    public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
        self.init(
            get: { base.wrappedValue },
            set: { if let value = $0 { base.wrappedValue = value } },
            location: base.location.appending(\Wrapped.self))
    }
}

/// Where a binding points, for deciding whether two bindings are the same input.
enum BindingLocation {
    /// A property path from an object (a state storage or an observable object).
    case object(ObjectIdentifier, path: [AnyKeyPath])
    /// A constant.
    case constant
    /// Made from closures: never the same as another binding.
    case opaque
    /// The element with this identity of the collection at `base`
    /// (`ForEach($items)`), then `path` into it.
    indirect case element(of: BindingLocation, id: AnyHashable, path: [AnyKeyPath] = [])

    func appending(_ keyPath: AnyKeyPath) -> BindingLocation {
        switch self {
        case .object(let object, let path): return .object(object, path: path + [keyPath])
        case .element(let base, let id, let path): return .element(of: base, id: id, path: path + [keyPath])
        case .constant, .opaque: return .opaque
        }
    }

    func isSame(as other: BindingLocation) -> Bool {
        switch (self, other) {
        case let (.object(lhs, lhsPath), .object(rhs, rhsPath)):
            return lhs == rhs && lhsPath == rhsPath
        case let (.element(lhsBase, lhsID, lhsPath), .element(rhsBase, rhsID, rhsPath)):
            return lhsID == rhsID && lhsPath == rhsPath && lhsBase.isSame(as: rhsBase)
        default:
            return false
        }
    }
}
