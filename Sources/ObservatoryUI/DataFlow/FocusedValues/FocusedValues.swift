/// A key for a value that views publish to their scene with
/// `.focusedValue(_:_:)` or `.focusedSceneValue(_:_:)`, and that commands and
/// other views read with `@FocusedValue`. Declare one with `@Entry`:
///
/// ```swift
/// extension FocusedValues {
///     @Entry var selectedNote: Note?
/// }
/// ```
public protocol FocusedValueKey {
    /// The type of the value.
    associatedtype Value
}

/// The values the views of a scene publish for the views and commands that
/// act on what is focused: a document, a selection.
public struct FocusedValues {
    var storage: [ObjectIdentifier: Any] = [:]

    init() {}

    /// The value published for `key`, or nil when no view publishes one.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
