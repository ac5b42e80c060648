/// What submits a value: Return in a text field, or a search.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return pressed in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// A search submitted in a search field.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Runs `action` when the user submits a text field in this view
    /// (presses Return). Outer `onSubmit` actions run too, after this one.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void) -> some View {
        transformEnvironment(\.submitAction) { $0.handlers.insert((triggers, action), at: 0) }
    }
}
