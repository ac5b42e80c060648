/// The content drawn translucent. Attribute: `value` (0 to 1).
struct OpacityElement<Content: View>: WrapperElement {
    static var modifierName: String { "opacity" }

    let content: Content
    let value: Double

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["value": min(max(value, 0), 1).attributeValue]
    }
}

extension View {
    /// Draws this view with `opacity` between 0 (invisible) and 1 (opaque).
    public func opacity(_ opacity: Double) -> some View {
        OpacityElement(content: self, value: opacity)
    }
}
