/// Where a search field goes. Renderers read it from the `searchable`
/// element's `placement` attribute (absent when automatic).
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    /// The platform decides.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar of a split view.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// In a drawer below the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// In a drawer below the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        displayMode == .always ? SearchFieldPlacement(name: "navigationBarDrawer.always") : .navigationBarDrawer
    }

    /// When a navigation bar drawer shows its search field.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        /// The platform decides (usually: when scrolled to the top).
        case automatic
        /// Always.
        case always
    }
}

/// Content with a search field: a `searchable` element whose children are
/// the content's elements. Attributes: `text` (the bound text, tracked, so
/// it updates by itself), `prompt`, `placement` when not automatic, and
/// `focused` under `.searchFocused`. Events: `input(text)` sets the text;
/// `submit` runs `.onSubmit(of: .search)`; `focus` sets `.searchFocused`'s state.
struct SearchableElement<Searched: View>: ElementView {
    let searched: Searched
    let text: Binding<String>
    let prompt: String
    let placement: SearchFieldPlacement

    static var role: ElementRole { .searchable }
    static var isInteractive: Bool { true }

    var content: SearchedContent<Searched> { SearchedContent(searched: searched, text: text) }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["text": text.wrappedValue, "prompt": prompt]
        if placement != .automatic { attributes["placement"] = placement.name }
        if let target = environment.searchFocusTarget {
            attributes["focused"] = target.isFocused() ? "true" : "false"
        }
        return attributes
    }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        switch event {
        case .input(let newText):
            text.wrappedValue = newText
            return true
        case .submit:
            return environment.submitAction.run(for: .search)
        case .focus(let isFocused):
            guard let target = environment.searchFocusTarget else { return false }
            target.setFocused(isFocused)
            return true
        default:
            return false
        }
    }
}

extension View {
    /// Adds a search field for this view, bound to `text`.
    ///
    /// ```swift
    /// List { … }
    ///     .searchable(text: $store.search)
    /// ```
    ///
    /// It renders as a `searchable` element around this view, with
    /// attributes `text` and `prompt` ("Search" unless given); typing (the
    /// `input` event) sets `text`.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableElement(searched: self, text: text, prompt: prompt?.content ?? "Search", placement: placement)
    }

    /// Adds a search field for this view, bound to `text`, showing `prompt` when empty.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        SearchableElement(searched: self, text: text, prompt: prompt.resolved, placement: placement)
    }

    /// Adds a search field for this view, bound to `text`, showing `prompt` when empty.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableElement(searched: self, text: text, prompt: String(prompt), placement: placement)
    }
}

/// A searchable view's content, which reads `\.isSearching`: true while the
/// search text is not empty (the page does not report the field's focus).
/// A body, so that it follows the text it reads by itself.
struct SearchedContent<Searched: View>: View {
    let searched: Searched
    let text: Binding<String>

    @Environment(\.searchExtras) private var extras

    var body: some View {
        let isSearching = !text.wrappedValue.isEmpty
        // `.searchScopes` and `.searchSuggestions`: under the field while searching.
        if isSearching, let scopes = extras.scopes {
            Slot("searchScopes", content: scopes)
        }
        if isSearching, let suggestions = extras.suggestions {
            Slot("searchSuggestions", content: suggestions.environment(\.searchText, text))
        }
        searched.environment(\.isSearching, isSearching)
    }
}
