/// An alert or confirmation dialog attached to its content: renders as an
/// element of `role` (attributes `title`, `isPresented` and the extra ones
/// given) whose children are the content's elements and, only while
/// presented, an `actions` slot and a `message` slot.
///
/// The `.dismiss` event sets the binding to false; so does tapping any
/// button in the actions, after its own action ran (the buttons find
/// ``EnvironmentValues/presentationDismissal`` in their environment).
struct AlertModifier<Actions: View, Message: View>: ViewModifier, BuiltinModifier {
    let role: ElementRole
    /// `title`, and `titleVisibility` for a dialog.
    let attributes: [String: String]
    let isPresented: Binding<Bool>
    /// False for `presenting:` with no data: the alert is not shown.
    let hasData: Bool
    let actions: Actions
    /// The button shown when the actions are empty (an alert's "OK").
    let defaultAction: Button<Text>?
    let message: Message
    let hasMessage: Bool
    @State private var dismisser = DismissHandler()

    init(
        role: ElementRole, title: String, attributes: [String: String] = [:], isPresented: Binding<Bool>,
        hasData: Bool = true, actions: Actions, actionsAreEmpty: Bool, defaultAction: Button<Text>,
        message: Message, hasMessage: Bool
    ) {
        self.role = role
        self.attributes = attributes.merging(["title": title]) { _, new in new }
        self.isPresented = isPresented
        self.hasData = hasData
        self.actions = actions
        self.defaultAction = actionsAreEmpty ? defaultAction : nil
        self.message = message
        self.hasMessage = hasMessage
    }

    func body(content: Content) -> some View {
        let isPresented = self.isPresented
        let hasData = self.hasData
        let shown = hasData && isPresented.wrappedValue
        dismisser.perform = { isPresented.wrappedValue = false }
        var attributes = self.attributes
        attributes["isPresented"] = String(shown)
        return StructuralElement(
            role: role, attributes: attributes,
            onEvent: { event in
                guard event == .dismiss, hasData, isPresented.wrappedValue else { return false }
                isPresented.wrappedValue = false
                return true
            }
        ) {
            content
            if shown {
                Slot("actions") {
                    if let defaultAction { defaultAction } else { actions }
                }
                .environment(\.presentationDismissal, DismissAction(handler: dismisser))
                if hasMessage { Slot("message", content: message) }
            }
        }
    }
}

extension AlertModifier {
    /// An alert whose actions and message were built by view builders.
    static func alert(
        _ title: String, isPresented: Binding<Bool>, hasData: Bool = true, actions: Actions, message: Message
    ) -> AlertModifier {
        AlertModifier(
            role: .alert, title: title, isPresented: isPresented, hasData: hasData, actions: actions,
            actionsAreEmpty: Actions.self == EmptyView.self || Actions.self == EmptyView?.self,
            defaultAction: Button("OK") {}, message: message,
            hasMessage: Message.self != EmptyView.self && Message.self != EmptyView?.self)
    }
}
