/// Whether a view is presented, and how to dismiss it: the iOS 13 form of
/// `@Environment(\.dismiss)`, which older apps read as
/// `@Environment(\.presentationMode) var presentationMode` and call as
/// `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode {
    let action: DismissAction

    /// Whether the view is in a sheet or a pushed screen that can be dismissed.
    public var isPresented: Bool { action.handler != nil }

    /// Dismisses the sheet or pushed screen the view is in.
    @MainActor
    public mutating func dismiss() {
        action()
    }
}

extension EnvironmentValues {
    /// The presentation this view is in, as a binding (iOS 13's API; see ``dismiss``).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(action: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
