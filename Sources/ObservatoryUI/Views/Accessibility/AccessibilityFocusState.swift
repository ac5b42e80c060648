/// Which view has the screen reader's focus, as state the view reads and writes.
///
/// ```swift
/// @AccessibilityFocusState private var isErrorFocused: Bool
///
/// Text(error).accessibilityFocused($isErrorFocused)
/// ```
///
/// A page has one focus for the keyboard and the screen reader, so this is
/// the browser's focus, as with ``FocusState``: setting it moves the focus
/// to the view, and the browser's focus moving sets it.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    let storage: StateStorage<Value>

    /// A reference to an ``AccessibilityFocusState`` that `.accessibilityFocused` takes.
    @propertyWrapper
    public struct Binding {
        let storage: StateStorage<Value>

        /// The focus state's current value.
        @MainActor public var wrappedValue: Value {
            get { storage.resolved.value }
            nonmutating set { storage.resolved.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }

        /// The same state as a keyboard focus binding, which `.focused` takes.
        var focusBinding: FocusState<Value>.Binding { FocusState<Value>.Binding(storage: storage) }
    }

    /// Whether the one view bound with `.accessibilityFocused($isFocused)` has the focus; starts false.
    public init() where Value == Bool {
        storage = StateStorage(false)
    }

    /// Which of the views bound with `.accessibilityFocused($focus, equals:)` has the focus; starts nil.
    public init<T: Hashable>() where Value == T? {
        storage = StateStorage(nil)
    }

    /// Which view has the focus.
    @MainActor public var wrappedValue: Value {
        get { storage.resolved.value }
        nonmutating set { storage.resolved.value = newValue }
    }

    /// A binding for `.accessibilityFocused`.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(storage: storage) }
}

extension AccessibilityFocusState: StateSlotProperty {
    typealias StoredValue = Value
}

extension AccessibilityFocusState: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { true }
}

extension View {
    /// Binds the screen reader's focus on this view to `condition` (in a
    /// page, the browser's focus: see ``AccessibilityFocusState``).
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        focusable().focused(condition.focusBinding)
    }

    /// Binds the screen reader's focus on this view to `binding` equalling `value`.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        focusable().focused(binding.focusBinding, equals: value)
    }
}
