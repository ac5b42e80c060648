/// A value that views pass up to their ancestors: a view sets it with
/// `.preference(key:value:)`, and an ancestor reads what its subtree set with
/// `.onPreferenceChange(_:perform:)`.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static let defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) {
///         value = nextValue()
///     }
/// }
/// ```
///
/// When several views of a subtree set the key, their values are combined
/// in the order of the views with `reduce(value:nextValue:)`, the first as
/// `value`.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subtree where no view sets the key.
    static var defaultValue: Value { get }
    /// Combines `value`, from the views before, with the value of the next view.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey {
    /// The value of a subtree whose views set `values`, in order.
    static func combined(_ values: [Value]) -> Value {
        guard var value = values.first else { return defaultValue }
        for next in values.dropFirst() { reduce(value: &value, nextValue: { next }) }
        return value
    }
}
