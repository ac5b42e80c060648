/// `.colorScheme(_:)`: this view and its descendants read `scheme` from the
/// environment and are drawn in it, whatever the window's scheme. A wrapper
/// element named `colorScheme` with parameter `scheme`.
struct ColorSchemeElement<Content: View>: WrapperElement {
    static var modifierName: String { "colorScheme" }

    let content: Content
    let scheme: ColorScheme

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["scheme": scheme == .dark ? "dark" : "light"]
    }
}

extension View {
    /// Draws this view and its descendants in `colorScheme`, which they also
    /// read as `@Environment(\.colorScheme)`. Deprecated in SwiftUI in favour
    /// of `preferredColorScheme(_:)`, which applies to the whole window.
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        ColorSchemeElement(content: environment(\.colorScheme, colorScheme), scheme: colorScheme)
    }
}
