import Foundation

/// A style behind the content, optionally in a shape. Attributes: `style`,
/// and `shape` (with its parameters, such as `cornerRadius`) when given.
struct StyleBackgroundElement<Content: View>: WrapperElement {
    static var modifierName: String { "background" }

    let content: Content
    let style: String
    let shape: [String: String]

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        shape.merging(["style": style]) { _, new in new }
    }
}

/// A view behind the content: children are the content, then a
/// `background` slot. Attribute: `alignment` when not centered.
struct ViewBackgroundElement<Content: View, Background: View>: WrapperElement {
    static var modifierName: String { "background" }

    let main: Content
    let background: Background
    let alignment: Alignment

    var content: TupleView<(Content, Slot<Background>)> {
        TupleView((main, Slot("background", content: background)))
    }

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        alignment == .center ? [:] : ["alignment": alignment.attributeValue]
    }
}

extension View {
    /// Draws `style` (a color, a material…) behind this view.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        StyleBackgroundElement(content: self, style: style.attributeValue, shape: [:])
    }

    /// Draws `style` behind this view, in `shape`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        StyleBackgroundElement(content: self, style: style.attributeValue, shape: shape.shapeAttributes)
    }

    /// Places the views of `content` behind this view.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        ViewBackgroundElement(main: self, background: content(), alignment: alignment)
    }

    /// Places `background` behind this view (the iOS 13 spelling, still
    /// common: `.background(RoundedRectangle(cornerRadius: 8).fill(.blue))`).
    /// A colour or another shape style takes ``background(_:ignoresSafeAreaEdges:)``.
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        ViewBackgroundElement(main: self, background: background, alignment: alignment)
    }
}
