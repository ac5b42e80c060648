/// State that a gesture updates while it is under way, and that returns to
/// its initial value when the gesture ends or is cancelled.
///
/// ```swift
/// @GestureState private var isPressing = false
///
/// Circle()
///     .fill(isPressing ? .red : .blue)
///     .gesture(LongPressGesture().updating($isPressing) { value, state, _ in state = value })
/// ```
///
/// Only a gesture writes it: the view reads ``wrappedValue``, and passes
/// ``projectedValue`` to ``Gesture/updating(_:body:)``.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let storage: StateStorage<Value>
    let initialValue: Value
    let reset: (@MainActor (Value, inout Transaction) -> Void)?

    /// State that starts, and resets to, `value`.
    public init(wrappedValue value: Value) {
        self.init(value, reset: nil)
    }

    /// State that starts, and resets to, `value`.
    public init(initialValue value: Value) {
        self.init(value, reset: nil)
    }

    /// State that starts at `value` and resets to it with `resetTransaction`.
    public init(wrappedValue value: Value, resetTransaction: Transaction) {
        self.init(value, reset: nil)
    }

    /// State that starts at `value` and resets to it with `resetTransaction`.
    public init(initialValue value: Value, resetTransaction: Transaction) {
        self.init(value, reset: nil)
    }

    /// State that starts at `value`; `reset` runs with the value it had
    /// when the gesture ended, just before it returns to `value`.
    public init(wrappedValue value: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        self.init(value, reset: reset)
    }

    /// State that starts at `value`; `reset` runs before it returns to it.
    public init(initialValue value: Value, reset: @escaping @MainActor (Value, inout Transaction) -> Void) {
        self.init(value, reset: reset)
    }

    /// Optional state that starts, and resets to, nil. (A member, not in an
    /// extension: only those make `@GestureState var drag: CGSize?` valid.)
    public init(resetTransaction: Transaction = Transaction()) where Value: ExpressibleByNilLiteral {
        self.init(nil, reset: nil)
    }

    private init(_ value: Value, reset: (@MainActor (Value, inout Transaction) -> Void)?) {
        storage = StateStorage(value)
        initialValue = value
        self.reset = reset
    }

    /// The current value.
    public var wrappedValue: Value { storage.resolved.value }

    /// The state itself, for ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> { self }

    /// Runs `body` on the value, as a gesture's update does.
    @MainActor
    func update(_ body: (inout Value, inout Transaction) -> Void) {
        let canonical = storage.resolved
        var value = canonical.value
        var transaction = Transaction()
        transaction.isContinuous = true
        body(&value, &transaction)
        canonical.value = value
    }

    /// Returns to the initial value.
    @MainActor
    func resetToInitialValue() {
        let canonical = storage.resolved
        var transaction = Transaction()
        reset?(canonical.value, &transaction)
        canonical.value = initialValue
    }
}

extension GestureState: StateSlotProperty {
    typealias StoredValue = Value
}

extension GestureState: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { true }
}
