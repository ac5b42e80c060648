import Foundation

/// The content clipped to rounded corners. Attribute: `radius`.
struct CornerRadiusElement<Content: View>: WrapperElement {
    static var modifierName: String { "cornerRadius" }

    let content: Content
    let radius: CGFloat

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["radius": radius.attributeValue]
    }
}

/// The content clipped to a shape. Attributes: `shape` and its parameters.
struct ClipShapeElement<Content: View>: WrapperElement {
    static var modifierName: String { "clipShape" }

    let content: Content
    let shape: [String: String]

    func parameters(in environment: EnvironmentValues) -> [String: String] { shape }
}

extension View {
    /// Clips this view to a rectangle with rounded corners of `radius`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        CornerRadiusElement(content: self, radius: radius)
    }

    /// Clips this view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        ClipShapeElement(content: self, shape: Rectangle().shapeAttributes)
    }

    /// Clips this view to `shape`.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        ClipShapeElement(content: self, shape: shape.shapeAttributes)
    }
}
