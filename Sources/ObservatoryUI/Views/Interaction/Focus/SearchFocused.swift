private struct SearchFocusTargetKey: EnvironmentKey {
    static var defaultValue: FocusTarget? { nil }
}

extension EnvironmentValues {
    /// The focus state of the nearest `.searchFocused` modifier, which the
    /// search fields of `.searchable` inside follow.
    var searchFocusTarget: FocusTarget? {
        get { self[SearchFocusTargetKey.self] }
        set { self[SearchFocusTargetKey.self] = newValue }
    }
}

extension View {
    /// Binds the focus of the search field of a `.searchable` inside this
    /// view to `condition`: true while the field has the focus; setting it
    /// true focuses the field.
    ///
    /// ```swift
    /// List(results) { … }
    ///     .searchable(text: $query)
    ///     .searchFocused($isSearchFocused)
    /// ```
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View {
        searchFocusTarget(FocusTarget(condition))
    }

    /// Binds the search field's focus to `binding` equalling `value`.
    public func searchFocused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        searchFocusTarget(FocusTarget(binding, equals: value))
    }

    private func searchFocusTarget(_ target: FocusTarget) -> some View {
        modifier(EnvironmentWriter(value: target.identity) { $0.searchFocusTarget = target })
    }
}
