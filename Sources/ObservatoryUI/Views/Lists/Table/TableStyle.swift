/// How a ``Table`` draws its rows: `.tableStyle(.inset)`.
public protocol TableStyle {}

/// A table style known by its name.
public struct NamedTableStyle: TableStyle, NamedStyle {
    let styleName: String
}

extension TableStyle where Self == NamedTableStyle {
    /// The platform's choice: rows edge to edge.
    public static var automatic: NamedTableStyle { NamedTableStyle(styleName: "automatic") }
    /// Rows inset from the edges.
    public static var inset: NamedTableStyle { NamedTableStyle(styleName: "inset") }
    /// Rows inside a border.
    public static var bordered: NamedTableStyle { NamedTableStyle(styleName: "bordered") }

    /// Rows inset from the edges; a page does not alternate row backgrounds.
    public static func inset(alternatesRowBackgrounds: Bool) -> NamedTableStyle { .inset }

    /// Rows inside a border; a page does not alternate row backgrounds.
    public static func bordered(alternatesRowBackgrounds: Bool) -> NamedTableStyle { .bordered }
}

extension EnvironmentValues {
    /// The name of the table style chosen here, if one was.
    var tableStyleName: String? { styleName(for: (any TableStyle).self) }
}

extension View {
    /// Sets how the tables in this view draw their rows.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        namedStyle(style, for: (any TableStyle).self)
    }
}
