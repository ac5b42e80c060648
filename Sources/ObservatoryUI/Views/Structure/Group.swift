/// Groups views without adding an element; modifiers applied to a group
/// apply to each of its children.
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: TransparentView {
    var transparentContent: (any View)? { content }
}
