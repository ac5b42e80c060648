import Foundation

/// A label and a value side by side, as in a form row.
///
/// ```swift
/// LabeledContent("Created") { Text(habit.createdAt.formatted()) }
/// LabeledContent("Version", value: "1.2")
/// ```
///
/// Attributes: `label` (a string title) and `value` (a string value). Its
/// children are a `label` slot for a custom label, then the content.
public struct LabeledContent<Label: View, Content: View>: View {
    let title: String?
    let label: Label
    let value: Content
    let text: String?

    /// A custom label beside `content`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        title = nil
        self.label = label()
        value = content()
        text = nil
    }
}

extension LabeledContent where Label == Text {
    /// `title` beside `content`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.title = title.resolved
        label = Text(title)
        value = content()
        text = nil
    }

    /// `title` beside `content`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.title = String(title)
        label = Text(title)
        value = content()
        text = nil
    }
}

extension LabeledContent where Label == Text, Content == EmptyView {
    /// `title` beside the text `value`.
    public init<S: StringProtocol>(_ title: LocalizedStringKey, value: S) {
        self.title = title.resolved
        label = Text(title)
        self.value = EmptyView()
        text = String(value)
    }

    /// `title` beside the text `value`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.title = String(title)
        label = Text(title)
        self.value = EmptyView()
        text = String(value)
    }
}

extension LabeledContent where Label == Text, Content == EmptyView {
    /// `title` beside `value` formatted with `format`
    /// (`LabeledContent("Total", value: total, format: .currency(code: "USD"))`).
    public init<F: FormatStyle>(_ title: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(title, value: format.format(value))
    }
}

extension LabeledContent: ElementView {
    static var role: ElementRole { .labeledContent }

    var content: TupleView<(Slot<Label>?, Content)> {
        TupleView((title == nil ? Slot("label", content: label) : nil, value))
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes: [String: String] = [:]
        if let title { attributes["label"] = title }
        if let text { attributes["value"] = text }
        return attributes
    }
}
