/// A translucent background that blurs what is behind it:
/// `.background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))`.
public struct Material: ShapeStyle, Hashable {
    let name: String

    /// The most translucent material.
    public static let ultraThin = Material(name: "ultraThinMaterial")
    /// A more translucent material than regular.
    public static let thin = Material(name: "thinMaterial")
    /// The default material.
    public static let regular = Material(name: "regularMaterial")
    /// A less translucent material than regular.
    public static let thick = Material(name: "thickMaterial")
    /// The least translucent material.
    public static let ultraThick = Material(name: "ultraThickMaterial")
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(name: "barMaterial")
}

extension Material: DescribedShapeStyle {
    var styleDescription: String { name }
}

extension ShapeStyle where Self == Material {
    /// The most translucent material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A more translucent material than regular.
    public static var thinMaterial: Material { .thin }
    /// The default material.
    public static var regularMaterial: Material { .regular }
    /// A less translucent material than regular.
    public static var thickMaterial: Material { .thick }
    /// The least translucent material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
