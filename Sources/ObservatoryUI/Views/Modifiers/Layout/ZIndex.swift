/// The content drawn in front of or behind its siblings. Attribute: `value`.
struct ZIndexElement<Content: View>: WrapperElement {
    static var modifierName: String { "zIndex" }

    let content: Content
    let value: Double

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["value": value.attributeValue]
    }
}

extension View {
    /// Draws this view in front of siblings with a lower `value` (0 by
    /// default), whatever their order in a `ZStack` or an overlap.
    public func zIndex(_ value: Double) -> some View {
        ZIndexElement(content: self, value: value)
    }
}
