/// A key for a value in ``EnvironmentValues``.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = "blue"
/// }
/// extension EnvironmentValues {
///     var accent: String {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}
