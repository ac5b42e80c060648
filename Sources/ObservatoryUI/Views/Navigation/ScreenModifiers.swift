/// Sets an attribute of the screen this view is on, for as long as the view
/// is there: the title's display mode, the bar's visibility and background,
/// the back button.
struct ScreenAttributeModifier: PrimitiveModifier {
    let name: String
    let value: String

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        ScreenAttributeNode(content: content, modifier: self, parent: parent)
    }
}

final class ScreenAttributeNode<Content: View>: ModifierNode<Content, ScreenAttributeModifier> {
    override func didMount() {
        environment.navigationScreen?.set(modifier.name, to: modifier.value, by: id)
    }

    override func modifierDidChange(from old: ScreenAttributeModifier) {
        if old.value != modifier.value || old.name != modifier.name {
            if old.name != modifier.name { environment.navigationScreen?.clear(old.name, by: id) }
            environment.navigationScreen?.set(modifier.name, to: modifier.value, by: id)
        }
    }

    override func didUnmount() {
        environment.navigationScreen?.clear(modifier.name, by: id)
    }
}

/// How a screen's title is shown.
public enum NavigationBarItem {
    /// The size of a screen's title.
    public enum TitleDisplayMode: String, Hashable, Sendable {
        /// Large on a stack's root, small on pushed screens.
        case automatic
        /// Small, in the bar.
        case inline
        /// Large, under the bar.
        case large
    }
}

/// How a screen's title is shown: `.toolbarTitleDisplayMode(.inline)`.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let barMode: NavigationBarItem.TitleDisplayMode

    /// Large on a stack's root, small on pushed screens.
    public static let automatic = ToolbarTitleDisplayMode(barMode: .automatic)
    /// Small, in the bar.
    public static let inline = ToolbarTitleDisplayMode(barMode: .inline)
    /// Large, under the bar.
    public static let large = ToolbarTitleDisplayMode(barMode: .large)
    /// Large, in the bar (shown as `.large` in the page).
    public static let inlineLarge = ToolbarTitleDisplayMode(barMode: .large)
}

/// The bars a toolbar modifier applies to.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    /// The bar the platform chooses: the navigation bar.
    public static let automatic = ToolbarPlacement(name: "navigationBar")
    /// The navigation bar at the top of a screen.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bar at the bottom of a screen.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// A tab view's bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

extension View {
    /// Sets how the title of the screen this view is on is shown: `.inline`
    /// puts it small in the bar, `.large` under it.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(ScreenAttributeModifier(name: "titleDisplayMode", value: mode.rawValue))
    }

    /// Sets how the title of the screen this view is on is shown (the name
    /// iOS 17 gives ``navigationBarTitleDisplayMode(_:)``).
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.barMode)
    }

    /// Sets the subtitle of the screen this view is on, shown under its title.
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        modifier(ScreenAttributeModifier(name: "subtitle", value: String(subtitle)))
    }

    /// Sets the subtitle of the screen this view is on, shown under its title.
    public func navigationSubtitle(_ subtitle: LocalizedStringKey) -> some View {
        modifier(ScreenAttributeModifier(name: "subtitle", value: subtitle.resolved))
    }

    /// Sets the subtitle of the screen this view is on, shown under its title.
    public func navigationSubtitle(_ subtitle: Text) -> some View {
        modifier(ScreenAttributeModifier(name: "subtitle", value: subtitle.content))
    }

    /// Hides (or shows) the back button of the screen this view is on.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(ScreenAttributeModifier(name: "backButtonHidden", value: String(hidesBackButton)))
    }

    /// Shows or hides the bars of the screen this view is on: the
    /// navigation bar, the bottom bar, or (from inside a `TabView`'s page)
    /// the tab bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        showingBars(visibility, bars)
    }

    /// Shows or hides the bars of the screen this view is on (iOS 18's name
    /// for ``toolbar(_:for:)``).
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        showingBars(visibility, bars)
    }

    private func showingBars(_ visibility: Visibility, _ bars: [ToolbarPlacement]) -> some View {
        let names = (bars.isEmpty ? [ToolbarPlacement.navigationBar] : bars).map(\.name)
        return modifier(ScreenAttributeModifier(
            name: "hiddenBars", value: visibility == .hidden ? Set(names).sorted().joined(separator: ",") : ""))
    }

    /// Fills the bars of the screen this view is on with `style`.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        modifier(ScreenAttributeModifier(name: "barBackground", value: style.attributeValue))
    }

    /// Shows or hides the background of the bars of the screen this view is on.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        modifier(ScreenAttributeModifier(name: "barBackgroundVisibility", value: visibility.attributeValue))
    }
}
