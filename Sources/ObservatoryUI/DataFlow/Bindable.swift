/// Gives bindings to the properties of an `@Observable` object.
///
/// Use it as a stored property of a view that edits an object it was given,
/// or as a local inside `body` for an object held elsewhere:
///
/// ```swift
/// struct TodoDetail: View {
///     @Bindable var todo: Todo
///     var body: some View { TextField("Title", text: $todo.title) }
/// }
///
/// var body: some View {
///     @Bindable var store = store
///     TextField("Search", text: $store.query)
/// }
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    init(object: Value) {
        wrappedValue = object
    }

    /// Wraps an observable object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.init(object: wrappedValue)
    }

    /// The wrapper itself, whose members are bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`.
    public subscript<Member>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Member>
    ) -> Binding<Member> {
        Binding(wrappedValue, keyPath: keyPath)
    }
}

extension Bindable where Value: AnyObject, Value: Observable {
    /// Wraps an observable object.
    public init(_ wrappedValue: Value) {
        self.init(object: wrappedValue)
    }

    /// Wraps the object of another `Bindable`.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }
}

extension Bindable: DynamicProperty {}

extension Bindable: Identifiable where Value: Identifiable {
    /// The object's identity.
    public var id: Value.ID { wrappedValue.id }
}
