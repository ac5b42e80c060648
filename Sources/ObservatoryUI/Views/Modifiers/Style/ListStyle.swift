/// How a list looks: `.listStyle(.insetGrouped)`. Renderers get the style's
/// name in the list's attribute `listStyle`.
public protocol ListStyle {}

/// The platform's default list look.
public struct DefaultListStyle: ListStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// Rows edge to edge, without section backgrounds.
public struct PlainListStyle: ListStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "plain" }
}

/// Sections as separate groups.
public struct GroupedListStyle: ListStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "grouped" }
}

/// Sections as rounded, inset groups.
public struct InsetGroupedListStyle: ListStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "insetGrouped" }
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "inset" }
}

/// A sidebar of a split view.
public struct SidebarListStyle: ListStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "sidebar" }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list look.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as separate groups.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded, inset groups.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar of a split view.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension View {
    /// Sets the look of the lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let name = styleName(of: style)
        return modifier(EnvironmentWriter(value: name) { $0.listStyle = name })
    }
}
