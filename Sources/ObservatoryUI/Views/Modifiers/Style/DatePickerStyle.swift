/// How a ``DatePicker`` shows its date: `.datePickerStyle(.compact)`.
/// Renderers get the style's name in the picker's attribute `datePickerStyle`.
public protocol DatePickerStyle {}

/// The platform's choice: compact.
public struct DefaultDatePickerStyle: DatePickerStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "automatic" }
}

/// A field that opens a calendar.
public struct CompactDatePickerStyle: DatePickerStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "compact" }
}

/// A calendar shown in place.
public struct GraphicalDatePickerStyle: DatePickerStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "graphical" }
}

/// Wheels of days, months and years.
public struct WheelDatePickerStyle: DatePickerStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    var styleName: String { "wheel" }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's choice: compact.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A field that opens a calendar.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar shown in place.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels of days, months and years.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Sets how the date pickers in this view show their date.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        namedStyle(style, for: (any DatePickerStyle).self)
    }
}
