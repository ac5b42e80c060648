/// The content kept in the layout but not drawn, and out of reach of the
/// pointer and assistive technologies (`visibility: hidden`).
struct HiddenElement<Content: View>: WrapperElement {
    static var modifierName: String { "hidden" }

    let content: Content

    func parameters(in environment: EnvironmentValues) -> [String: String] { [:] }
}

extension View {
    /// Hides this view: it still takes its space, as SwiftUI's `hidden()` does.
    /// To remove it from the layout, leave it out with an `if`.
    public func hidden() -> some View {
        HiddenElement(content: self)
    }
}
