/// How a ``Label`` shows its title and icon: `.labelStyle(.iconOnly)`.
/// Renderers get a built-in style's name in the label's attribute `labelStyle`.
///
/// A style of your own arranges the two itself:
///
/// ```swift
/// struct StackedLabelStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.icon; configuration.title.font(.caption) }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view that draws a label.
    associatedtype Body: View
    /// Draws a label from its title and icon.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What `makeBody` is given.
    typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` draws: the label's title and icon.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        /// A title is drawn as the view it wraps.
        public typealias Body = Never
        let view: AnyView
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        /// An icon is drawn as the view it wraps.
        public typealias Body = Never
        let view: AnyView
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

extension LabelStyleConfiguration.Title: TransparentView {
    var transparentContent: (any View)? { view }
}

extension LabelStyleConfiguration.Icon: TransparentView {
    var transparentContent: (any View)? { view }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The standard label for a configuration, which a custom ``LabelStyle``
    /// can wrap: it is drawn by the named style in the environment, never by
    /// the custom style that made it.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension NamedStyle where Self: LabelStyle {
    /// The standard label for `configuration`, drawn in this style.
    @MainActor func standardBody(_ configuration: LabelStyleConfiguration) -> some View {
        Label(configuration).labelStyle(self)
    }
}

/// The context's choice: the title and the icon.
public struct DefaultLabelStyle: LabelStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard label in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "automatic" }
}

/// The icon alone; the title is still read to assistive technology.
public struct IconOnlyLabelStyle: LabelStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard label in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "iconOnly" }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard label in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "titleOnly" }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// A standard label in this style.
    public func makeBody(configuration: Configuration) -> some View { standardBody(configuration) }
    nonisolated var styleName: String { "titleAndIcon" }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The context's choice.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension View {
    /// Sets how the labels in this view show their title and icon.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        chooseStyle(style, for: (any LabelStyle).self, configuration: LabelStyleConfiguration.self) {
            AnyView(style.makeBody(configuration: $0))
        }
    }
}
