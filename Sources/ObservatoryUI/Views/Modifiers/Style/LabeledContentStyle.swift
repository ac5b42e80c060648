/// How a ``LabeledContent`` shows its label and content:
/// `.labeledContentStyle(.automatic)`, or a style of your own that arranges
/// the two itself.
///
/// ```swift
/// struct StackedLabeledContentStyle: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) { configuration.label.font(.caption); configuration.content }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// The view that draws a labeled content.
    associatedtype Body: View
    /// Draws a labeled content from its label and content.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What `makeBody` is given.
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a ``LabeledContentStyle`` draws: the label and the content.
public struct LabeledContentStyleConfiguration {
    /// The label, as a view.
    public struct Label: View {
        /// A label is drawn as the view it wraps.
        public typealias Body = Never
        let view: AnyView
    }

    /// The content, as a view.
    public struct Content: View {
        /// Content is drawn as the view it wraps.
        public typealias Body = Never
        let view: AnyView
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

extension LabeledContentStyleConfiguration.Label: TransparentView {
    var transparentContent: (any View)? { view }
}

extension LabeledContentStyleConfiguration.Content: TransparentView {
    var transparentContent: (any View)? { view }
}

extension LabeledContent
where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
    /// The standard labeled content for a configuration, which a custom
    /// ``LabeledContentStyle`` can wrap: it is never drawn by the custom
    /// style that made it.
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// The platform's choice: the label leading, the content trailing.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, NamedStyle {
    /// Creates the style.
    public init() {}
    /// The standard labeled content.
    public func makeBody(configuration: Configuration) -> some View {
        LabeledContent(configuration).labeledContentStyle(self)
    }
    nonisolated var styleName: String { "automatic" }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The platform's choice.
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension View {
    /// Sets how the labeled contents in this view show their label and content.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        chooseStyle(
            style, for: (any LabeledContentStyle).self, configuration: LabeledContentStyleConfiguration.self
        ) { AnyView(style.makeBody(configuration: $0)) }
    }
}
