/// A built-in style (button, text field, picker, list) that renderers know by name.
protocol NamedStyle {
    /// The attribute value: `borderedProminent`, `roundedBorder`, `segmented`…
    var styleName: String { get }
}

/// The name of `style`; `custom` for styles renderers don't know.
func styleName(of style: Any) -> String {
    (style as? any NamedStyle)?.styleName ?? "custom"
}
