/// What a screen shows when it has nothing to show: a symbol, a title, a
/// description and actions, centered.
///
/// ```swift
/// ContentUnavailableView("No Habits", systemImage: "tray", description: Text("Add one with +."))
/// ContentUnavailableView.search(text: query)
/// ```
///
/// Renders a `contentUnavailable` element: a `label` slot, then (when
/// given) `description` and `actions` slots.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description?
    let actions: Actions?

    /// A view with a custom label, description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
        @ViewBuilder actions: () -> Actions
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// A view with a custom label and description, without actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.label = label()
        self.description = description()
        self.actions = nil
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// A view with a custom label alone.
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        self.description = nil
        self.actions = nil
    }
}

extension ContentUnavailableView where Label == ObservatoryUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A title with a symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage: String, description: Text? = nil) {
        self.label = ObservatoryUI.Label(title, systemImage: systemImage)
        self.description = description
        self.actions = nil
    }

    /// A title with a symbol and an optional description.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, description: Text? = nil) {
        self.label = ObservatoryUI.Label(title, systemImage: systemImage)
        self.description = description
        self.actions = nil
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label,
    Description == SearchUnavailableContent.Description, Actions == EmptyView {
    /// "No Results", for a search that found nothing.
    public static var search: ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() }, description: {
            SearchUnavailableContent.Description(text: nil)
        })
    }

    /// "No Results for “text”", for a search that found nothing.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(label: { SearchUnavailableContent.Label() }, description: {
            SearchUnavailableContent.Description(text: text)
        })
    }
}

/// The content of ``ContentUnavailableView/search``.
public enum SearchUnavailableContent {
    /// "No Results" with a magnifying glass.
    public struct Label: View {
        public var body: some View {
            ObservatoryUI.Label("No Results", systemImage: "magnifyingglass")
        }
    }

    /// "Check the spelling or try a new search.", naming the search when given.
    public struct Description: View {
        let text: String?
        public var body: some View {
            if let text, !text.isEmpty {
                Text(verbatim: "No results for “\(text)”. Check the spelling or try a new search.")
            } else {
                Text("Check the spelling or try a new search.")
            }
        }
    }
}

extension ContentUnavailableView: ElementView {
    static var role: ElementRole { .contentUnavailable }

    var content: TupleView<(Slot<Label>, Slot<Description>?, Slot<Actions>?)> {
        TupleView((
            Slot("label", content: label),
            description.map { Slot("description", content: $0) },
            actions.map { Slot("actions", content: $0) }
        ))
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] { [:] }
}
