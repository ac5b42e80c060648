import Foundation

// Modifiers whose effect on a device has no counterpart in a page. Each is
// accepted, so an app compiles unchanged, and does what the page can.

/// How a toolbar is used (an editor's toolbar lays its title out
/// differently on an iPad). A page lays every toolbar out as a navigation bar.
public struct ToolbarRole: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's bar.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser-like bar.
    public static let browser = ToolbarRole(name: "browser")
    /// A document editor's bar.
    public static let editor = ToolbarRole(name: "editor")
}

extension View {
    /// How the toolbar of this view is used. A page lays out every toolbar
    /// as a navigation bar, as an iPhone does.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// Flashes the scroll indicators when the view appears. A page's scroll
    /// bars are the browser's, which do not flash on request.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

    /// Flashes the scroll indicators when `value` changes (not in a page: see
    /// ``scrollIndicatorsFlash(onAppear:)``).
    public func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View { self }

    /// Animates this view's children as one group. The page animates each
    /// patched element from its own old frame, which is what a geometry group
    /// gives, so this changes nothing.
    public func geometryGroup() -> some View { self }

    /// Adds `length` (or the system's padding) to the safe area on `edges`:
    /// content inside keeps clear of it, as with padding.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `insets` to the safe area.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Adds `length` to the safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }
}

/// The tint of a list row's icons (`.listItemTint(_:)`).
public struct ListItemTint: Sendable {
    let color: Color?
    /// A fixed tint.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// A tint the user's settings may override (not in a page).
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
    /// The monochrome tint.
    public static let monochrome = ListItemTint(color: .gray)
}

extension View {
    /// The tint of the icons of the labels in this list row.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        environment(\.listItemTint, tint?.color)
    }

    /// The tint of the icons of the labels in this list row.
    public func listItemTint(_ tint: Color?) -> some View {
        environment(\.listItemTint, tint)
    }
}

private struct ListItemTintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The colour of the icons of labels (`.listItemTint(_:)`).
    var listItemTint: Color? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }
}
