/// A color, material or hierarchical style used to fill shapes and draw
/// foregrounds and backgrounds: `.foregroundStyle(.secondary)`,
/// `.background(.regularMaterial)`, `Circle().fill(.red)`.
public protocol ShapeStyle: Sendable {}

/// A built-in style that renderers know by its description.
protocol DescribedShapeStyle: ShapeStyle {
    /// The attribute value: `red`, `#FF8000`, `secondary`, `regularMaterial`…
    var styleDescription: String { get }
}

extension ShapeStyle {
    /// The attribute value of this style; `custom` for styles renderers don't know.
    var attributeValue: String {
        (self as? any DescribedShapeStyle)?.styleDescription ?? "custom"
    }
}

/// A type-erased ``ShapeStyle``, to choose between styles of different types.
public struct AnyShapeStyle: ShapeStyle, Hashable {
    let styleDescription: String

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        styleDescription = style.attributeValue
    }
}

extension AnyShapeStyle: DescribedShapeStyle {}

/// A level of the current foreground style: primary content, secondary
/// (dimmer) content, and so on.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: String
    /// The opacity it is drawn with (`.primary.opacity(0.1)`).
    var alpha: Double = 1

    /// This level drawn at `opacity` (0 to 1) of its own:
    /// `.background(.primary.opacity(0.1))` tints with a tenth of the
    /// foreground colour.
    public func opacity(_ opacity: Double) -> HierarchicalShapeStyle {
        HierarchicalShapeStyle(level: level, alpha: alpha * min(max(opacity, 0), 1))
    }
}

extension HierarchicalShapeStyle: DescribedShapeStyle {
    var styleDescription: String { alpha == 1 ? level : "\(level)/\(alpha)" }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style itself.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "primary") }
    /// A dimmer level, for secondary content.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "secondary") }
    /// Dimmer than secondary.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "tertiary") }
    /// Dimmer than tertiary.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "quaternary") }
    /// The dimmest level.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: "quinary") }
}

/// The colour of the lines between rows: `.fill(.separator)`.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// The separator style.
    public init() {}
}

extension SeparatorShapeStyle: DescribedShapeStyle {
    var styleDescription: String { "separator" }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of the lines between rows.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The current foreground style, as the default fill of shapes.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The current foreground style.
    public init() {}
}

extension ForegroundStyle: DescribedShapeStyle {
    var styleDescription: String { "foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background of the current context: `.fill(.background)`.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The background style.
    public init() {}
}

extension BackgroundStyle: DescribedShapeStyle {
    var styleDescription: String { "background" }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the current context (white in light mode, black in dark mode).
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The tint in effect: `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style.
    public init() {}
}

extension TintShapeStyle: DescribedShapeStyle {
    var styleDescription: String { "tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint in effect (the accent color unless `.tint(_:)` sets one).
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
