/// Which field has the keyboard focus, as state the view reads and writes.
///
/// ```swift
/// enum Field { case name, email }
/// @FocusState private var focus: Field?
///
/// TextField("Name", text: $name).focused($focus, equals: .name)
/// TextField("Email", text: $email).focused($focus, equals: .email)
/// Button("Next") { focus = .email }
/// ```
///
/// The browser's focus and this value follow each other: focusing a field
/// sets it, and setting it focuses the field (nil or false blurs it).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let storage: StateStorage<Value>

    /// A reference to a ``FocusState`` that `.focused` modifiers take.
    @propertyWrapper
    public struct Binding {
        let storage: StateStorage<Value>

        /// The focus state's current value.
        @MainActor public var wrappedValue: Value {
            get { storage.resolved.value }
            nonmutating set { storage.resolved.value = newValue }
        }

        /// The binding itself.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    init(value: Value) {
        storage = StateStorage(value)
    }

    // These two are members, not in extensions: a property wrapper is
    // default-initialised (`@FocusState var focus: Field?`) only by an
    // `init()` declared in the type itself.

    /// Whether the one field bound with `.focused($isFocused)` has the focus; starts false.
    public init() where Value == Bool {
        self.init(value: false)
    }

    /// Which of the fields bound with `.focused($focus, equals:)` has the focus; starts nil.
    public init<T: Hashable>() where Value == T? {
        self.init(value: nil)
    }

    /// Which field has the focus.
    @MainActor public var wrappedValue: Value {
        get { storage.resolved.value }
        nonmutating set { storage.resolved.value = newValue }
    }

    /// A binding for `.focused`.
    public var projectedValue: FocusState<Value>.Binding { Binding(storage: storage) }
}

extension FocusState: StateSlotProperty {
    typealias StoredValue = Value
}

extension FocusState: ViewInputComparable {
    func isSameInput(as other: Any) -> Bool { true }
}
