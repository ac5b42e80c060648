/// How a paged ``TabView`` draws its page dots: `.indexViewStyle(.page(backgroundDisplayMode: .always))`.
/// Renderers get the style's name in the tab view's attribute `indexStyle`.
public protocol IndexViewStyle {}

/// Page dots, with or without a backing behind them.
public struct PageIndexViewStyle: IndexViewStyle, NamedStyle {
    /// When the dots have a backing (a dark capsule that keeps them legible over content).
    public struct BackgroundDisplayMode: Hashable, Sendable {
        let name: String
        /// The system's choice: no backing.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Always a backing.
        public static let always = BackgroundDisplayMode(name: "always")
        /// A backing while the dots are being used.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Never a backing.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    let backgroundDisplayMode: BackgroundDisplayMode

    /// Creates the style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
        self.backgroundDisplayMode = backgroundDisplayMode
    }

    var styleName: String { "page-" + backgroundDisplayMode.name }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// Page dots without a backing.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// Page dots with a backing as `backgroundDisplayMode` says.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets how the paged tab views in this view draw their page dots.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        namedStyle(style, for: (any IndexViewStyle).self)
    }
}
