/// The action `.refreshable` installs: `@Environment(\.refresh)` calls it.
public struct RefreshAction: Sendable {
    let action: @MainActor @Sendable () async -> Void

    /// Runs the refresh and returns when it is done.
    @MainActor
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action of the nearest `.refreshable`, if any.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

/// `.refreshable`: a `refreshable` element around the content (attribute
/// `refreshing` while the action runs). Event `refresh` starts the action
/// unless one is running; in the browser, a refresh control above the
/// content sends it (the nearest honest equivalent of pulling down a list).
struct RefreshableModifier: ViewModifier, BuiltinModifier {
    let action: @MainActor @Sendable () async -> Void
    @State private var isRefreshing = false

    @Environment(\.taskRegistry) private var tasks

    func body(content: Content) -> some View {
        let action = self.action
        let isRefreshing = $isRefreshing
        let tasks = self.tasks
        return StructuralElement(
            role: .refreshable, attributes: isRefreshing.wrappedValue ? ["refreshing": "true"] : [:],
            onEvent: { event in
                guard event == .refresh else { return false }
                guard !isRefreshing.wrappedValue else { return true }
                isRefreshing.wrappedValue = true
                let refresh: @MainActor () async -> Void = {
                    await action()
                    isRefreshing.wrappedValue = false
                }
                // In the graph's registry: a closing window cancels it, a test host waits for it.
                if let tasks { _ = tasks.start(refresh) } else { Task { @MainActor in await refresh() } }
                return true
            }
        ) {
            content.environment(\.refresh, RefreshAction(action: action))
        }
    }
}

extension View {
    /// Lets the user refresh this view's content: `action` runs (and is
    /// awaited) when they ask for it, and `@Environment(\.refresh)` inside
    /// calls it too.
    ///
    /// ```swift
    /// List(store.items) { Text($0.title) }
    ///     .refreshable { await store.reload() }
    /// ```
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}
