/// The label of the Return key while a text field is being edited.
///
/// In the browser it sets the field's `enterkeyhint`, which on-screen
/// keyboards show; `.join`, `.route` and `.continue` have no key of their
/// own and show as Go, Go and Next.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// The keyboard hint that stands for it.
    let enterKeyHint: String

    /// Done.
    public static let done = SubmitLabel(name: "done", enterKeyHint: "done")
    /// Go.
    public static let go = SubmitLabel(name: "go", enterKeyHint: "go")
    /// Send.
    public static let send = SubmitLabel(name: "send", enterKeyHint: "send")
    /// Join (shown as Go).
    public static let join = SubmitLabel(name: "join", enterKeyHint: "go")
    /// Route (shown as Go).
    public static let route = SubmitLabel(name: "route", enterKeyHint: "go")
    /// Search.
    public static let search = SubmitLabel(name: "search", enterKeyHint: "search")
    /// Return.
    public static let `return` = SubmitLabel(name: "return", enterKeyHint: "enter")
    /// Next.
    public static let next = SubmitLabel(name: "next", enterKeyHint: "next")
    /// Continue (shown as Next).
    public static let `continue` = SubmitLabel(name: "continue", enterKeyHint: "next")
}

private struct SubmitLabelKey: EnvironmentKey {
    static var defaultValue: SubmitLabel? { nil }
}

extension EnvironmentValues {
    /// The Return key's label for the text fields in this view.
    var submitLabel: SubmitLabel? {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }

    /// A text field's attributes for focus, the Return key and typing:
    /// `focused` (with a `.focused` modifier), `submitLabel` and
    /// `autocorrection` (`disabled`).
    @MainActor
    func addFieldInteraction(to attributes: inout [String: String]) {
        addFocus(to: &attributes)
        if let label = submitLabel { attributes["submitLabel"] = label.enterKeyHint }
        if autocorrectionDisabled { attributes["autocorrection"] = "disabled" }
    }
}

extension View {
    /// Sets the label of the Return key for the text fields in this view.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        environment(\.submitLabel, submitLabel)
    }
}
