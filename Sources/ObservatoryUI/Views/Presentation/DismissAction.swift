/// Dismisses the presentation a view is in: the innermost sheet it is shown
/// in, or, outside a sheet, the navigation screen it was pushed as.
///
/// Read it from the environment and call it like a function:
///
/// ```swift
/// struct EditSheet: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
///
/// Outside any sheet or pushed screen it does nothing.
public struct DismissAction: Sendable {
    let handler: DismissHandler?

    init(handler: DismissHandler? = nil) {
        self.handler = handler
    }

    /// Dismisses the presentation (`dismiss()`).
    @MainActor
    public func callAsFunction() {
        handler?.perform?()
    }
}

extension DismissAction: ViewInputComparable {
    /// Two actions are the same input when they dismiss the same
    /// presentation, so views that read `\.dismiss` do not re-run when the
    /// presenting view re-renders.
    func isSameInput(as other: Any) -> Bool {
        guard let other = other as? DismissAction else { return false }
        return handler === other.handler
    }
}

/// What a ``DismissAction`` does: owned by the presentation (a sheet's or an
/// alert's modifier, a pushed screen), which updates ``perform`` as it
/// re-renders, so the action's identity stays stable.
@MainActor
final class DismissHandler {
    var perform: (@MainActor () -> Void)?

    init(perform: (@MainActor () -> Void)? = nil) {
        self.perform = perform
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
}

private struct PresentationDismissalKey: EnvironmentKey {
    static var defaultValue: DismissAction? { nil }
}

extension EnvironmentValues {
    /// Dismisses the innermost sheet this view is shown in, or the
    /// navigation screen it was pushed as (`@Environment(\.dismiss)`).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Set inside an alert's or confirmation dialog's actions: a button
    /// there dismisses the alert after running its action.
    var presentationDismissal: DismissAction? {
        get { self[PresentationDismissalKey.self] }
        set { self[PresentationDismissalKey.self] = newValue }
    }
}
