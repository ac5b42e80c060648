/// `.help`: the content with a tooltip (the `title` the browser shows on
/// hover, and the element's accessible description). Attribute: `text`.
struct HelpElement<Content: View>: WrapperElement {
    static var modifierName: String { "help" }

    let content: Content
    let text: String

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        ["text": text]
    }
}

extension View {
    /// Shows `text` as a tooltip when the pointer rests on this view.
    public func help(_ text: Text) -> some View {
        HelpElement(content: self, text: text.content)
    }

    /// Shows the localized `key` as a tooltip when the pointer rests on this view.
    public func help(_ key: LocalizedStringKey) -> some View {
        help(Text(key))
    }

    /// Shows `text` as a tooltip when the pointer rests on this view.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        HelpElement(content: self, text: String(text))
    }
}
