/// `.preferredColorScheme(_:)`: while the view is in the window, the
/// window shows in that scheme whatever the renderer's (the browser's)
/// preference; the most recently applied one wins, and nil defers.
struct PreferredColorSchemeModifier: PrimitiveModifier {
    let scheme: ColorScheme?

    func makeNode<Content: View>(content: Content, parent: Node) -> Node {
        PreferredColorSchemeNode(content: content, modifier: self, parent: parent)
    }
}

final class PreferredColorSchemeNode<Content: View>: ModifierNode<Content, PreferredColorSchemeModifier> {
    override func didMount() {
        graph.preferColorScheme(modifier.scheme, by: id)
    }

    override func modifierDidChange(from old: PreferredColorSchemeModifier) {
        if old.scheme != modifier.scheme { graph.preferColorScheme(modifier.scheme, by: id) }
    }

    override func didUnmount() {
        graph.preferColorScheme(nil, by: id)
    }
}

extension View {
    /// Shows the whole window in `colorScheme` while this view is in it
    /// (nil: the renderer's scheme, the browser's `prefers-color-scheme`).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(scheme: colorScheme))
    }
}
