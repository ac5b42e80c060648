import Foundation

/// Space around the content. Attributes: `edges` (`all`, `horizontal`,
/// `vertical` or a list such as `top,leading`) and `length` when given, or
/// `top`, `leading`, `bottom`, `trailing` for explicit insets.
struct PaddingElement<Content: View>: WrapperElement {
    static var modifierName: String { "padding" }

    let content: Content
    let edges: Edge.Set
    let length: CGFloat?
    let insets: EdgeInsets?

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        if let insets {
            return [
                "top": insets.top.attributeValue, "leading": insets.leading.attributeValue,
                "bottom": insets.bottom.attributeValue, "trailing": insets.trailing.attributeValue,
            ]
        }
        var parameters = ["edges": edges.attributeValue]
        if let length { parameters["length"] = length.attributeValue }
        return parameters
    }
}

extension View {
    /// Adds space along `edges`: `length` points, or the renderer's default when nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        PaddingElement(content: self, edges: edges, length: length, insets: nil)
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        PaddingElement(content: self, edges: .all, length: length, insets: nil)
    }

    /// Adds the given space on each edge.
    public func padding(_ insets: EdgeInsets) -> some View {
        PaddingElement(content: self, edges: .all, length: nil, insets: insets)
    }
}
