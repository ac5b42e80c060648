import Foundation

/// A shadow behind the content. Attributes: `color`, `radius`, `x`, `y`.
struct ShadowElement<Content: View>: WrapperElement {
    static var modifierName: String { "shadow" }

    let content: Content
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        [
            "color": color.styleDescription, "radius": radius.attributeValue,
            "x": x.attributeValue, "y": y.attributeValue,
        ]
    }
}

extension View {
    /// Draws a shadow of `color` behind this view, blurred by `radius` and
    /// moved by (`x`, `y`).
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        ShadowElement(content: self, color: color, radius: radius, x: x, y: y)
    }
}
