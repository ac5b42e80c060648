import Foundation

/// A view in front of the content: children are the content, then an
/// `overlay` slot. Attribute: `alignment` when not centered.
struct ViewOverlayElement<Content: View, Overlay: View>: WrapperElement {
    static var modifierName: String { "overlay" }

    let main: Content
    let overlay: Overlay
    let alignment: Alignment

    var content: TupleView<(Content, Slot<Overlay>)> {
        TupleView((main, Slot("overlay", content: overlay)))
    }

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        alignment == .center ? [:] : ["alignment": alignment.attributeValue]
    }
}

/// A style in front of the content, in a shape. Attributes: `style`, `shape`.
struct StyleOverlayElement<Content: View>: WrapperElement {
    static var modifierName: String { "overlay" }

    let content: Content
    let style: String
    let shape: [String: String]

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        shape.merging(["style": style]) { _, new in new }
    }
}

extension View {
    /// Places the views of `content` in front of this view.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        ViewOverlayElement(main: self, overlay: content(), alignment: alignment)
    }

    /// Places `overlay` in front of this view.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        ViewOverlayElement(main: self, overlay: overlay, alignment: alignment)
    }

    /// Draws `style` in front of this view, in `shape`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        StyleOverlayElement(content: self, style: style.attributeValue, shape: shape.shapeAttributes)
    }
}
