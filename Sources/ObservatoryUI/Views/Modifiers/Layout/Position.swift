import Foundation

/// The content placed at a point of its parent (`modifier=position`) or
/// moved from where it would be (`modifier=offset`). Attributes: `x`, `y`.
struct PositionElement<Content: View>: WrapperElement {
    static var modifierName: String { "position" }

    let content: Content
    let x: CGFloat
    let y: CGFloat

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["x": x.attributeValue, "y": y.attributeValue]
    }
}

/// The content moved by `x`, `y` without affecting the layout.
struct OffsetElement<Content: View>: WrapperElement {
    static var modifierName: String { "offset" }

    let content: Content
    let x: CGFloat
    let y: CGFloat

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["x": x.attributeValue, "y": y.attributeValue]
    }
}

extension View {
    /// Centers this view at (`x`, `y`) in its parent's coordinates.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        PositionElement(content: self, x: x, y: y)
    }

    /// Centers this view at `position` in its parent's coordinates.
    public func position(_ position: CGPoint) -> some View {
        PositionElement(content: self, x: position.x, y: position.y)
    }

    /// Moves this view by (`x`, `y`) points without changing the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        OffsetElement(content: self, x: x, y: y)
    }

    /// Moves this view by `offset` without changing the layout.
    public func offset(_ offset: CGSize) -> some View {
        OffsetElement(content: self, x: offset.width, y: offset.height)
    }
}
