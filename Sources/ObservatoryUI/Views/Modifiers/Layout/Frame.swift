import Foundation

/// A frame of fixed or bounded size around the content. Attributes: the
/// sizes given (`width`, `maxWidth=infinity`…), and `alignment` when not centered.
struct FrameElement<Content: View>: WrapperElement {
    static var modifierName: String { "frame" }

    let content: Content
    let sizes: KeyValuePairs<String, CGFloat?>
    let alignment: Alignment

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var parameters: [String: String] = [:]
        for (name, size) in sizes {
            if let size { parameters[name] = size.attributeValue }
        }
        if alignment != .center { parameters["alignment"] = alignment.attributeValue }
        return parameters
    }
}

extension View {
    /// Places this view in a frame of the given width and height (nil keeps
    /// the content's own size in that dimension).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        FrameElement(content: self, sizes: ["width": width, "height": height], alignment: alignment)
    }

    /// Places this view in a frame with bounds on its size; `.infinity`
    /// makes it take all the space offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        FrameElement(
            content: self,
            sizes: [
                "minWidth": minWidth, "idealWidth": idealWidth, "maxWidth": maxWidth,
                "minHeight": minHeight, "idealHeight": idealHeight, "maxHeight": maxHeight,
            ],
            alignment: alignment)
    }
}
