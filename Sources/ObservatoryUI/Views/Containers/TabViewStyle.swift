/// How a ``TabView`` shows its pages: `.tabViewStyle(.page)`.
public protocol TabViewStyle {}

/// Pages chosen from a tab bar (the default).
public struct DefaultTabViewStyle: TabViewStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// Pages side by side, swiped through, with dots showing the position.
public struct PageTabViewStyle: TabViewStyle, NamedStyle {
    /// When the dots are shown.
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        /// Shown when there is more than one page.
        public static let automatic = IndexDisplayMode(name: "automatic")
        /// Always shown.
        public static let always = IndexDisplayMode(name: "always")
        /// Never shown.
        public static let never = IndexDisplayMode(name: "never")
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates the style.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    var styleName: String { indexDisplayMode == .never ? "pageNoIndex" : "page" }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// Pages chosen from a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages swiped through, with dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages swiped through; `indexDisplayMode` says when dots are shown.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

extension View {
    /// Sets how the tab views in this view show their pages.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        namedStyle(style, for: (any TabViewStyle).self)
    }
}

/// A tab bar that becomes a sidebar where there is room (iPad); a page
/// shows the tab bar, as an iPhone does.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "sidebarAdaptable" }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// A tab bar that becomes a sidebar where there is room.
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
