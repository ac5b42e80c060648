/// The content with a priority for space in its stack. Attribute: `value`.
///
/// In the browser the stack is a flexbox: a view with a higher priority than
/// its siblings does not shrink while they can (`flex-shrink: 0`), and grows
/// first; a negative priority shrinks first.
struct LayoutPriorityElement<Content: View>: WrapperElement {
    static var modifierName: String { "layoutPriority" }

    let content: Content
    let value: Double

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["value": value.attributeValue]
    }
}

extension View {
    /// Sets the priority with which a stack gives this view space: higher
    /// priorities are offered space first (the default is 0).
    public func layoutPriority(_ value: Double) -> some View {
        LayoutPriorityElement(content: self, value: value)
    }
}
