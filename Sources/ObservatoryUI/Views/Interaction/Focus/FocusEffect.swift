/// `.focusEffectDisabled()`: no focus ring is drawn on the views inside
/// (they still take the focus). A wrapper element named `focusEffect`.
struct FocusEffectElement<Content: View>: WrapperElement {
    static var modifierName: String { "focusEffect" }

    let content: Content
    let isDisabled: Bool

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["isDisabled": isDisabled ? "true" : "false"]
    }
}

extension View {
    /// Draws no focus ring on this view and the views inside it; they still
    /// take the keyboard focus.
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        FocusEffectElement(content: self, isDisabled: disabled)
    }
}
