import Foundation

/// `.border`: a line of `width` points in `style` drawn inside the view's
/// edges. Attributes: `style`, `width`.
struct BorderElement<Content: View>: WrapperElement {
    static var modifierName: String { "border" }

    let content: Content
    let style: String
    let width: CGFloat

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["style": style, "width": width.attributeValue]
    }
}

extension View {
    /// Draws a border of `width` points in `content` (a color or another
    /// style) along this view's edges, inside its frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        BorderElement(content: self, style: content.attributeValue, width: width)
    }
}
