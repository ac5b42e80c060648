/// The actions `.onSubmit` registers, innermost first: a text field runs the
/// `.text` ones when Return is pressed (event ``ElementEvent/submit``).
struct SubmitAction {
    var handlers: [(triggers: SubmitTriggers, action: @MainActor () -> Void)] = []

    /// Runs the actions registered for `trigger`; returns whether there were any.
    @MainActor
    func run(for trigger: SubmitTriggers) -> Bool {
        let matching = handlers.filter { $0.triggers.contains(trigger) }
        for handler in matching { handler.action() }
        return !matching.isEmpty
    }
}

private struct SubmitActionKey: EnvironmentKey {
    static var defaultValue: SubmitAction { SubmitAction() }
}

extension EnvironmentValues {
    /// The actions of the enclosing `.onSubmit` modifiers.
    var submitAction: SubmitAction {
        get { self[SubmitActionKey.self] }
        set { self[SubmitActionKey.self] = newValue }
    }
}
