/// Reads a value the views of the scene publish with `.focusedValue` or
/// `.focusedSceneValue`: nil while none does.
///
/// ```swift
/// struct NoteCommands: Commands {
///     @FocusedValue(\.selectedNote) var note
///     var body: some Commands {
///         CommandMenu("Note") { Button("Archive") { note?.archive() }.disabled(note == nil) }
///     }
/// }
/// ```
///
/// A page has one window per browser tab and the keyboard focus moves
/// within it without telling the server, so a value published with
/// `.focusedValue` is read while its view is on screen, as one published
/// with `.focusedSceneValue` is.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    private let read: (FocusedValues) -> Value?
    private let store = Environment(\.focusedValuesStore)

    /// The value published for `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        read = { $0[keyPath: keyPath] }
    }

    /// The observable object of type `objectType` a view published with `.focusedValue(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0[FocusedObjectKey<Value>.self] }
    }

    /// The value, or nil when no view publishes one.
    @MainActor public var wrappedValue: Value? {
        store.wrappedValue.flatMap { read($0.values) }
    }
}

/// Reads a binding a view of the scene publishes with `.focusedValue`, as a
/// value that writes through it: `@FocusedBinding(\.selectedNote) var note`.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    private let focused: FocusedValue<Binding<Value>>

    /// The binding published for `keyPath`.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        focused = FocusedValue(keyPath)
    }

    /// The bound value, or nil when no view publishes a binding; setting it
    /// writes through the binding.
    @MainActor public var wrappedValue: Value? {
        get { focused.wrappedValue?.wrappedValue }
        nonmutating set {
            guard let newValue, let binding = focused.wrappedValue else { return }
            binding.wrappedValue = newValue
        }
    }

    /// The published binding itself.
    @MainActor public var projectedValue: Binding<Value?> {
        Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }
}

/// The key of an observable object published with `.focusedValue(_:)`: its type.
struct FocusedObjectKey<Object: AnyObject>: FocusedValueKey {
    typealias Value = Object
}
