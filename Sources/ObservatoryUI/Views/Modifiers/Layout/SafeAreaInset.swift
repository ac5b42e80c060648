import Foundation

/// Content with a bar inset along one edge (a total below a list): children
/// are the content, then an `inset` slot. Attributes: `edge`, and `spacing`
/// and `alignment` when given.
struct SafeAreaInsetElement<Content: View, Inset: View>: WrapperElement {
    static var modifierName: String { "safeAreaInset" }

    let main: Content
    let inset: Inset
    let edge: String
    let alignment: String?
    let spacing: CGFloat?

    var content: TupleView<(Content, Slot<Inset>)> {
        TupleView((main, Slot("inset", content: inset)))
    }

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var parameters = ["edge": edge]
        if let alignment { parameters["alignment"] = alignment }
        if let spacing { parameters["spacing"] = spacing.attributeValue }
        return parameters
    }
}

extension View {
    /// Shows `content` along the top or bottom edge of this view, which
    /// makes room for it (`.safeAreaInset(edge: .bottom) { totalBar }`).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetElement(
            main: self, inset: content(), edge: edge == .top ? "top" : "bottom",
            alignment: alignment == .center ? nil : alignment.rawValue, spacing: spacing)
    }

    /// Shows `content` along the leading or trailing edge of this view.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        SafeAreaInsetElement(
            main: self, inset: content(), edge: edge == .leading ? "leading" : "trailing",
            alignment: alignment == .center ? nil : alignment.rawValue, spacing: spacing)
    }
}
