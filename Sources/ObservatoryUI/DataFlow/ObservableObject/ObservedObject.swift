/// An `ObservableObject` a view is given and watches: every `objectWillChange`
/// of it re-runs the view's body.
///
/// ```swift
/// struct ExpenseDetailView: View {
///     @ObservedObject var expense: Expense
///     var body: some View { TextField("Name", text: $expense.name) }
/// }
/// ```
///
/// The view does not own the object: when the parent passes a different
/// one, the view watches that one instead. For an `@Observable` class, use a
/// plain property, or ``Bindable`` for bindings (see docs/migration.md).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Gives bindings to the properties of an observed object: the type of
    /// `$object`.
    @dynamicMemberLookup
    public struct Wrapper {
        private let object: ObjectType

        init(_ object: ObjectType) {
            self.object = object
        }

        /// A binding to the object's property at `keyPath`.
        public subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
        ) -> Binding<Subject> {
            Binding(object, keyPath: keyPath)
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Watches `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Watches `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties: `$expense.name`.
    public var projectedValue: Wrapper { Wrapper(wrappedValue) }
}

extension ObservedObject: NodeStorageProperty {
    @MainActor
    func attach(to context: inout NodeStorageContext) {
        let object = wrappedValue
        context.subscribe(to: { object }, wrapper: "@ObservedObject")
    }
}
