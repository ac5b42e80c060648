/// The content whose controls hide their labels (attribute `modifier`
/// `labelsHidden`): a renderer keeps each label for assistive technologies
/// and does not draw it.
struct LabelsHiddenElement<Content: View>: WrapperElement {
    static var modifierName: String { "labelsHidden" }

    let content: Content

    func parameters(in environment: EnvironmentValues) -> [String: String] { [:] }
}

extension View {
    /// Hides the labels of the controls in this view (`Toggle`, `Picker`,
    /// `Stepper`, `Slider`, `DatePicker`, `ColorPicker`): only the control
    /// shows, and the label still names it for VoiceOver and screen readers.
    public func labelsHidden() -> some View {
        LabelsHiddenElement(content: self)
    }
}
