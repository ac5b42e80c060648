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
    /// The state itself: the keyboard focus's (the runtime attaches it to the view's node).
    private let focus: FocusState<Value>

    /// A reference to an ``AccessibilityFocusState`` that `.accessibilityFocused`
    /// takes: the keyboard focus's binding, since a page has one focus.
    public typealias Binding = FocusState<Value>.Binding

    /// Whether the one view bound with `.accessibilityFocused($isFocused)` has the focus; starts false.
    public init() where Value == Bool {
        focus = FocusState()
    }

    /// Which of the views bound with `.accessibilityFocused($focus, equals:)` has the focus; starts nil.
    public init<T: Hashable>() where Value == T? {
        focus = FocusState()
    }

    /// Which view has the focus.
    @MainActor public var wrappedValue: Value {
        get { focus.wrappedValue }
        nonmutating set { focus.wrappedValue = newValue }
    }

    /// A binding for `.accessibilityFocused`.
    public var projectedValue: Binding { focus.projectedValue }
}

extension View {
    /// Binds the screen reader's focus on this view to `condition` (in a
    /// page, the browser's focus: see ``AccessibilityFocusState``).
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        focusable().focused(condition)
    }

    /// Binds the screen reader's focus on this view to `binding` equalling `value`.
    public func accessibilityFocused<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
    ) -> some View {
        focusable().focused(binding, equals: value)
    }
}
