/// Whether an element is shown: automatically (the platform decides),
/// always, or never. A confirmation dialog's `titleVisibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

extension Visibility {
    var attributeValue: String {
        switch self {
        case .automatic: return "automatic"
        case .visible: return "visible"
        case .hidden: return "hidden"
        }
    }
}

extension AlertModifier {
    /// A confirmation dialog whose actions and message were built by view builders.
    static func dialog(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility, hasData: Bool = true,
        actions: Actions, message: Message
    ) -> AlertModifier {
        AlertModifier(
            role: .confirmationDialog, title: title, attributes: ["titleVisibility": titleVisibility.attributeValue],
            isPresented: isPresented, hasData: hasData, actions: actions,
            actionsAreEmpty: Actions.self == EmptyView.self || Actions.self == EmptyView?.self,
            defaultAction: Button("Cancel", role: .cancel) {},
            message: message, hasMessage: Message.self != EmptyView.self && Message.self != EmptyView?.self)
    }
}

extension View {
    /// Shows a confirmation dialog titled `titleKey` while `isPresented` is true.
    ///
    /// ```swift
    /// .confirmationDialog("Discard changes?", isPresented: $confirming, titleVisibility: .visible) {
    ///     Button("Discard", role: .destructive) { draft.reset() }
    /// }
    /// ```
    ///
    /// It renders like an alert, as a `confirmationDialog` element
    /// (attributes `title`, `titleVisibility`, `isPresented`) around this
    /// view; while presented it adds an `actions` slot (a "Cancel" button
    /// when `actions` is empty). Tapping any of the buttons, or the
    /// `.dismiss` event, sets `isPresented` to false.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            AlertModifier.dialog(
                titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
                message: EmptyView()))
    }

    /// Shows a confirmation dialog titled `title` while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            AlertModifier.dialog(
                String(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
                message: EmptyView()))
    }

    /// Shows a confirmation dialog titled `title` while `isPresented` is true.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        modifier(
            AlertModifier.dialog(
                title.content, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
                message: EmptyView()))
    }

    /// Shows a confirmation dialog titled `titleKey`, with a message, while
    /// `isPresented` is true. While presented the element also has a
    /// `message` slot.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            AlertModifier.dialog(
                titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
                message: message()))
    }

    /// Shows a confirmation dialog titled `title`, with a message, while `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            AlertModifier.dialog(
                String(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
                message: message()))
    }

    /// Shows a confirmation dialog titled `title`, with a message, while `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        modifier(
            AlertModifier.dialog(
                title.content, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions(),
                message: message()))
    }

    /// Shows a confirmation dialog about `data` while `isPresented` is true
    /// and `data` is not nil: the actions and the message are built from it.
    ///
    /// ```swift
    /// .confirmationDialog("Delete?", isPresented: $confirming, presenting: pending) { habit in
    ///     Button("Delete \(habit.title)", role: .destructive) { store.delete(habit) }
    /// }
    /// ```
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            AlertModifier.dialog(
                titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility, hasData: data != nil,
                actions: data.map(actions), message: EmptyView()))
    }

    /// Shows a confirmation dialog about `data`, with a message, while
    /// `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        modifier(
            AlertModifier.dialog(
                titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility, hasData: data != nil,
                actions: data.map(actions), message: data.map(message)))
    }

    /// Shows a confirmation dialog titled `title` about `data`.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        modifier(
            AlertModifier.dialog(
                String(title), isPresented: isPresented, titleVisibility: titleVisibility, hasData: data != nil,
                actions: data.map(actions), message: EmptyView()))
    }
}
