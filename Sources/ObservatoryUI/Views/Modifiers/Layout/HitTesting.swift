/// The content that lets taps and clicks through when `enabled` is false
/// (`pointer-events: none` in the browser). Attribute: `enabled`.
struct HitTestingElement<Content: View>: WrapperElement {
    static var modifierName: String { "allowsHitTesting" }

    let content: Content
    let enabled: Bool

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["enabled": enabled ? "true" : "false"]
    }
}

extension View {
    /// Whether this view and its subviews take part in hit testing. With
    /// `false`, a tap goes to what lies behind, as in SwiftUI: an overlay
    /// that only decorates, a placeholder drawn over a field.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        HitTestingElement(content: self, enabled: enabled)
    }
}
