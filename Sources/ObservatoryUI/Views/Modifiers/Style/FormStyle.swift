/// How a ``Form`` lays out its rows: `.formStyle(.grouped)`.
/// Renderers get the style's name in the form's attribute `formStyle`.
public protocol FormStyle {}

/// The platform's choice: grouped, as on iOS.
public struct AutomaticFormStyle: FormStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// Rows in rounded groups on a grey background.
public struct GroupedFormStyle: FormStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "grouped" }
}

/// Labels in a trailing-aligned column beside their controls, as on macOS.
public struct ColumnsFormStyle: FormStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "columns" }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's choice: grouped, as on iOS.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rows in rounded groups on a grey background.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels in a trailing-aligned column beside their controls, as on macOS.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets how the forms in this view lay out their rows.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        namedStyle(style, for: (any FormStyle).self)
    }
}
