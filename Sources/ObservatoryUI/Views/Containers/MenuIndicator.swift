private struct MenuIndicatorKey: EnvironmentKey {
    static var defaultValue: Visibility { .automatic }
}

extension EnvironmentValues {
    /// Whether menus show the indicator that they open (`.menuIndicator(_:)`).
    var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorKey.self] }
        set { self[MenuIndicatorKey.self] = newValue }
    }
}

/// The order of a menu's items (`.menuOrder(_:)`): a page lists them in the
/// order they are declared, as `.fixed` does.
public struct MenuOrder: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = MenuOrder(name: "automatic")
    /// The order the items are declared in.
    public static let fixed = MenuOrder(name: "fixed")
    /// The first item nearest the pointer.
    public static let priority = MenuOrder(name: "priority")
}

extension View {
    /// Whether the menus in this view show the indicator that they open (the
    /// chevron of a menu with a primary action).
    public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }

    /// The order of the items of the menus in this view. A page always lists
    /// them in the order they are declared.
    public func menuOrder(_ order: MenuOrder) -> some View {
        self
    }
}
