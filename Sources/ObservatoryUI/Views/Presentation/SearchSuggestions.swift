/// What `.searchSuggestions` and `.searchScopes` add to the search field of
/// a `.searchable` inside: views shown under the field while searching.
struct SearchExtras {
    /// The suggestions, shown while the search text is not empty.
    var suggestions: AnyView?
    /// The scope picker, shown while the search text is not empty.
    var scopes: AnyView?
}

private struct SearchExtrasKey: EnvironmentKey {
    static var defaultValue: SearchExtras { SearchExtras() }
}

private struct SearchTextKey: EnvironmentKey {
    static var defaultValue: Binding<String>? { nil }
}

extension EnvironmentValues {
    /// The suggestions and scopes of the search fields of `.searchable` inside.
    var searchExtras: SearchExtras {
        get { self[SearchExtrasKey.self] }
        set { self[SearchExtrasKey.self] = newValue }
    }

    /// The text of the enclosing `.searchable`, which `.searchCompletion` sets.
    var searchText: Binding<String>? {
        get { self[SearchTextKey.self] }
        set { self[SearchTextKey.self] = newValue }
    }
}

/// How suggestions show (`.searchSuggestions(.hidden, for: .content)`).
public struct SearchSuggestionsPlacement: Hashable, Sendable {
    let name: String
    /// The system's choice: a list under the field.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// In a menu under the field.
    public static let menu = SearchSuggestionsPlacement(name: "menu")
    /// In the searched content.
    public static let content = SearchSuggestionsPlacement(name: "content")

    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        /// The raw bits of the set.
        public let rawValue: Int
        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// In a menu under the field.
        public static let menu = Set(rawValue: 1)
        /// In the searched content.
        public static let content = Set(rawValue: 2)
    }
}

/// When search scopes show (`.searchScopes(_:activation:_:)`).
public struct SearchScopeActivation: Hashable, Sendable {
    let name: String
    /// The system's choice: while searching.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// While the search text is not empty.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// While the field has the focus (a page shows them while searching).
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

extension View {
    /// Shows `suggestions` under the search field of a `.searchable` inside
    /// this view while the search text is not empty. A suggestion marked
    /// `.searchCompletion(text)` sets the search text to `text` when tapped.
    ///
    /// ```swift
    /// List(results) { … }
    ///     .searchable(text: $query)
    ///     .searchSuggestions {
    ///         ForEach(recent, id: \.self) { Text($0).searchCompletion($0) }
    ///     }
    /// ```
    public func searchSuggestions<Suggestions: View>(@ViewBuilder _ suggestions: () -> Suggestions) -> some View {
        let view = AnyView(suggestions())
        return modifier(EnvironmentWriter(value: ObjectIdentifier(Suggestions.self)) { $0.searchExtras.suggestions = view })
    }

    /// Hides the suggestions in `placements` (a page has one placement: under the field).
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
        modifier(EnvironmentWriter(value: visibility) { if visibility == .hidden { $0.searchExtras.suggestions = nil } })
    }

    /// Makes this suggestion set the search text to `completion` when tapped.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionView(content: self, completion: completion)
    }

    /// Shows a segmented picker of `scopes` under the search field while
    /// searching, bound to `scope`: each scope is a view tagged with its value.
    ///
    /// ```swift
    /// .searchScopes($scope) {
    ///     Text("All").tag(Scope.all)
    ///     Text("Unread").tag(Scope.unread)
    /// }
    /// ```
    public func searchScopes<Value: Hashable, Scopes: View>(
        _ scope: Binding<Value>, activation: SearchScopeActivation = .automatic, @ViewBuilder _ scopes: () -> Scopes
    ) -> some View {
        let picker = AnyView(Picker("Scope", selection: scope, content: scopes).pickerStyle(.segmented).labelsHidden())
        return modifier(EnvironmentWriter(value: ObjectIdentifier(Value.self)) { $0.searchExtras.scopes = picker })
    }
}

/// A suggestion that sets the search text when tapped.
struct SearchCompletionView<Content: View>: View {
    let content: Content
    let completion: String
    @Environment(\.searchText) private var searchText

    var body: some View {
        Button { searchText?.wrappedValue = completion } label: { content }
            .buttonStyle(.plain)
    }
}
