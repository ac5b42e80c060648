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

/// How the edge of a scroll view fades content under bars (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    /// A hard line between the bar and the content.
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    /// A soft fade.
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

/// When a tab bar shrinks as content scrolls (iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// Shrinks as content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Shrinks as content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never shrinks.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

extension View {
    /// Lets text squeeze its letters before it truncates. A browser does not
    /// tighten letter spacing to fit, so text truncates (or scales, with
    /// ``minimumScaleFactor(_:)``) as it would without this.
    public func allowsTightening(_ flag: Bool) -> some View { self }

    /// How the scroll edges of this view fade content under bars (iOS 26).
    /// A page's bars are opaque, so the edge is always a hard line.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { self }

    /// Hides the scroll edge effect on `edges` (iOS 26; see ``scrollEdgeEffectStyle(_:for:)``).
    public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { self }

    /// Whether a toolbar item shares the glass background of its neighbours
    /// (iOS 26). A page's toolbar items have no glass background to share.
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some View { self }

    /// When the tab bar shrinks as content scrolls (iOS 26). A page's tab
    /// bar keeps its size.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

    /// Mirrors and blurs this view into the safe area beside it (iOS 26),
    /// under a sidebar or an inspector. A page has no safe area beside the
    /// content to extend into.
    public func backgroundExtensionEffect() -> some View { self }
}
