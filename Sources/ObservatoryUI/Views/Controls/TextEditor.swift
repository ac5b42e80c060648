/// A box for long text: several lines, Return starts a new line.
///
/// ```swift
/// TextEditor(text: $habit.notes)
///     .frame(minHeight: 120)
/// ```
///
/// It is a vertical ``TextField`` without a label, drawn as an editor (a
/// `textarea` that fills the width and is several lines tall).
public struct TextEditor: View {
    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// A vertical text field in the editor style.
    public var body: some View {
        TextField("", text: text, axis: .vertical)
            .environment(\.textFieldStyle, "editor")
    }
}
