/// A value owned by a view: it lives as long as the view keeps its identity,
/// survives the parent's re-renders, and is discarded when the view leaves
/// the tree.
///
/// `@State` holds plain values and `@Observable` objects alike. A body that
/// reads the value re-runs when it changes; `$property` gives a ``Binding``.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let storage: StateStorage<Value>

    /// Creates state with an initial value. The value is used only when the
    /// view first appears; later parent renders keep the stored value.
    public init(wrappedValue value: Value) {
        storage = StateStorage(value)
    }

    /// Creates state with an initial value.
    public init(initialValue value: Value) {
        storage = StateStorage(value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { storage.resolved.value }
        nonmutating set { storage.resolved.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        Binding(access: StateBindingAccess(storage.resolved))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: StateSlotProperty {
    typealias StoredValue = Value
}

extension State: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { true }
}
