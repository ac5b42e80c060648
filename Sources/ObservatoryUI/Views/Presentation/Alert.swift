extension View {
    /// Shows an alert titled `titleKey` while `isPresented` is true.
    ///
    /// ```swift
    /// .alert("Delete all habits?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { store.habits.removeAll() }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    ///
    /// It renders as an `alert` element (attributes `title`, `isPresented`)
    /// around this view; while presented it adds an `actions` slot (an "OK"
    /// button when `actions` is empty). Tapping any of the buttons, or the
    /// `.dismiss` event, sets `isPresented` to false.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(AlertModifier.alert(titleKey.resolved, isPresented: isPresented, actions: actions(), message: EmptyView()))
    }

    /// Shows an alert titled `title` while `isPresented` is true.
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(AlertModifier.alert(String(title), isPresented: isPresented, actions: actions(), message: EmptyView()))
    }

    /// Shows an alert titled `title` while `isPresented` is true.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(AlertModifier.alert(title.content, isPresented: isPresented, actions: actions(), message: EmptyView()))
    }

    /// Shows an alert titled `titleKey`, with a message, while `isPresented` is true.
    ///
    /// ```swift
    /// .alert("Couldn't save", isPresented: $failed) {
    ///     Button("OK") {}
    /// } message: {
    ///     Text(errorText)
    /// }
    /// ```
    ///
    /// While presented the `alert` element also has a `message` slot.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier.alert(titleKey.resolved, isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Shows an alert titled `title`, with a message, while `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier.alert(String(title), isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Shows an alert titled `title`, with a message, while `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(AlertModifier.alert(title.content, isPresented: isPresented, actions: actions(), message: message()))
    }

    /// Shows an alert about `data` while `isPresented` is true and `data`
    /// is not nil; the actions and message are built from `data`.
    ///
    /// ```swift
    /// .alert("Delete habit?", isPresented: $confirming, presenting: pending) { habit in
    ///     Button("Delete \(habit.title)", role: .destructive) { store.delete(habit) }
    /// } message: { habit in
    ///     Text("\(habit.title) will be removed.")
    /// }
    /// ```
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            AlertModifier.alert(
                titleKey.resolved, isPresented: isPresented, hasData: data != nil,
                actions: data.map(actions), message: data.map(message)))
    }

    /// Shows an alert about `data` while `isPresented` is true and `data` is not nil.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            AlertModifier.alert(
                String(title), isPresented: isPresented, hasData: data != nil,
                actions: data.map(actions), message: data.map(message)))
    }

    /// Shows an alert about `data` while `isPresented` is true and `data` is not nil.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            AlertModifier.alert(
                title.content, isPresented: isPresented, hasData: data != nil,
                actions: data.map(actions), message: data.map(message)))
    }

    /// Shows an alert about `data`, without a message, while `isPresented`
    /// is true and `data` is not nil.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            AlertModifier.alert(
                titleKey.resolved, isPresented: isPresented, hasData: data != nil,
                actions: data.map(actions), message: EmptyView()))
    }

    /// Shows an alert about `data`, without a message, while `isPresented`
    /// is true and `data` is not nil.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            AlertModifier.alert(
                String(title), isPresented: isPresented, hasData: data != nil,
                actions: data.map(actions), message: EmptyView()))
    }

    /// Shows an alert about `data`, without a message, while `isPresented`
    /// is true and `data` is not nil.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            AlertModifier.alert(
                title.content, isPresented: isPresented, hasData: data != nil,
                actions: data.map(actions), message: EmptyView()))
    }
}
