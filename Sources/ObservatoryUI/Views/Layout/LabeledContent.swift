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

    static var contentFollowsEnvironment: Bool { true }

    /// A custom style's body, when one draws this labeled content.
    func replacementContent(in environment: EnvironmentValues) -> (any View)? {
        guard let style = customStyle(in: environment) else { return nil }
        let shownValue: AnyView = text.map { AnyView(Text(verbatim: $0)) } ?? AnyView(value)
        let configuration = LabeledContentStyleConfiguration(label: .init(view: AnyView(label)), content: .init(view: shownValue))
        return CustomStyleBody(style: style, configuration: configuration)
    }

    /// A labeled content made from a style's configuration
    /// (`LabeledContent(configuration)`), which that style must not draw
    /// again. Told by the label's type.
    private var drawsStyleConfiguration: Bool { Label.self == LabeledContentStyleConfiguration.Label.self }

    /// The custom style that draws this labeled content, if one does.
    private func customStyle(in environment: EnvironmentValues) -> CustomStyle<LabeledContentStyleConfiguration>? {
        drawsStyleConfiguration ? nil : environment.customStyle(for: LabeledContentStyleConfiguration.self)
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        if customStyle(in: environment) != nil { return ["labeledContentStyle": "custom"] }
        var attributes: [String: String] = [:]
        if let title { attributes["label"] = title }
        if let text { attributes["value"] = text }
        return attributes
    }
}
