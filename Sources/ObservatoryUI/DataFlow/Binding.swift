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
    /// How the binding reads, writes and names what it points at: one
    /// reference, so a binding is one word wherever it is copied (into a
    /// control, and into every view value that holds the control).
    private let access: BindingAccess<Value>

    /// What the binding points at; equal locations make equal view inputs.
    var location: BindingLocation { access.location }

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, location: .opaque)
    }

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: BindingLocation) {
        access = ClosureBindingAccess(get: get, set: set, location: location)
    }

    init(access: BindingAccess<Value>) {
        self.access = access
    }

    /// A binding to the property at `keyPath` of `object` (what `$model.name`
    /// gives through ``Bindable`` or ``ObservedObject``).
    init<Root>(_ object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        access = ObjectPropertyAccess(object, keyPath: keyPath)
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
        get { access.value }
        nonmutating set { access.value = newValue }
    }

    /// The binding itself, so `$property` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
        Binding<Member>(access: MemberBindingAccess(base: self, keyPath: keyPath))
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
    /// One property of an object: the same place as `.object` with a path
    /// of this one key path, without the array.
    case property(ObjectIdentifier, AnyKeyPath)
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
        case .property(let object, let first): return .object(object, path: [first, keyPath])
        case .element(let base, let id, let path): return .element(of: base, id: id, path: path + [keyPath])
        case .constant, .opaque: return .opaque
        }
    }

    func isSame(as other: BindingLocation) -> Bool {
        switch (self, other) {
        case let (.object(lhs, lhsPath), .object(rhs, rhsPath)):
            return lhs == rhs && lhsPath == rhsPath
        case let (.property(lhs, lhsKeyPath), .property(rhs, rhsKeyPath)):
            return lhs == rhs && lhsKeyPath == rhsKeyPath
        case let (.property(lhs, lhsKeyPath), .object(rhs, rhsPath)),
             let (.object(rhs, rhsPath), .property(lhs, lhsKeyPath)):
            return lhs == rhs && rhsPath == [lhsKeyPath]
        case let (.element(lhsBase, lhsID, lhsPath), .element(rhsBase, rhsID, rhsPath)):
            return lhsID == rhsID && lhsPath == rhsPath && lhsBase.isSame(as: rhsBase)
        default:
            return false
        }
    }
}

