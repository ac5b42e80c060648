import Foundation

/// A shadow that a shape style casts: `.fill(.white.shadow(.drop(radius: 4)))`,
/// `.foregroundStyle(.blue.shadow(.inner(radius: 2, y: 1)))`.
public struct ShadowStyle: Equatable, Sendable {
    let isInner: Bool
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// A shadow below what is drawn, blurred by `radius` and offset by `x`, `y`.
    public static func drop(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside what is drawn, along its edges.
    public static func inner(
        color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> ShadowStyle {
        ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
    }

    /// The description renderers read after the style's: `|shadow:drop,radius,x,y,color`.
    var attributeSuffix: String {
        "|shadow:\(isInner ? "inner" : "drop"),\(radius.attributeValue),\(x.attributeValue),\(y.attributeValue),\(color.styleDescription)"
    }
}

/// A shape style with a shadow: what `ShapeStyle.shadow(_:)` returns.
public struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle
}

extension ShadowedShapeStyle: DescribedShapeStyle {
    var styleDescription: String { base.attributeValue + shadow.attributeSuffix }
}

extension ShapeStyle {
    /// This style, casting `style`'s shadow.
    public func shadow(_ style: ShadowStyle) -> ShadowedShapeStyle<Self> {
        ShadowedShapeStyle(base: self, shadow: style)
    }
}

extension ShapeStyle where Self == ShadowedShapeStyle<ForegroundStyle> {
    /// The foreground style, casting `style`'s shadow: `.foregroundStyle(.shadow(.drop(radius: 1)))`.
    public static func shadow(_ style: ShadowStyle) -> ShadowedShapeStyle<ForegroundStyle> {
        ShadowedShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}
