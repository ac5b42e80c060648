/// The older way to declare previews: a type whose ``previews`` are shown by
/// `swift run <App> --previews`, as Xcode shows them. Prefer `#Preview`.
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View { ContentView() }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view ``previews`` returns.
    associatedtype Previews: View
    /// The view to preview.
    @ViewBuilder @MainActor static var previews: Previews { get }
}
