/// The content at its ideal size along the fixed axes, whatever its
/// container offers. Attributes: `horizontal`, `vertical` (`true` when fixed).
///
/// In the browser a fixed axis neither shrinks nor wraps: text stays on one
/// line horizontally, and a `frame(idealWidth:)` inside takes its ideal width.
struct FixedSizeElement<Content: View>: WrapperElement {
    static var modifierName: String { "fixedSize" }

    let content: Content
    let horizontal: Bool
    let vertical: Bool

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["horizontal": String(horizontal), "vertical": String(vertical)]
    }
}

extension View {
    /// Fixes this view at its ideal size in both dimensions.
    public func fixedSize() -> some View {
        FixedSizeElement(content: self, horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size in the dimensions given.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        FixedSizeElement(content: self, horizontal: horizontal, vertical: vertical)
    }
}
