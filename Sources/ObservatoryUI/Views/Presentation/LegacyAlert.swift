/// An alert described as a value, the form before iOS 15 that SwiftUI
/// deprecates but most older apps still use: shown by
/// ``View/alert(isPresented:content:)`` or ``View/alert(item:content:)``.
///
/// ```swift
/// .alert(isPresented: $showsError) {
///     Alert(title: Text("Couldn't save"), message: Text(errorText), dismissButton: .default(Text("OK")))
/// }
/// ```
///
/// It renders as the builder form does: an `alert` element whose `actions`
/// slot holds one button per ``Alert/Button``.
@MainActor
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (an "OK" button when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert`` or an ``ActionSheet``: its label, its role and
    /// what it does (after which the alert is dismissed).
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (@MainActor () -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, labelled `label`.
        public static func cancel(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, labelled "Cancel".
        public static func cancel(_ action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button that destroys data, shown in red.
        public static func destructive(_ label: Text, action: (@MainActor () -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}

/// A sheet of choices described as a value, the form before iOS 15 of
/// ``View/confirmationDialog(_:isPresented:titleVisibility:actions:)``:
/// shown by ``View/actionSheet(isPresented:content:)`` or
/// ``View/actionSheet(item:content:)``.
///
/// ```swift
/// .actionSheet(isPresented: $choosing) {
///     ActionSheet(title: Text("Sort by"), buttons: [.default(Text("Name")) { sort = .name }, .cancel()])
/// }
/// ```
@MainActor
public struct ActionSheet {
    /// A button of the sheet: the same as an alert's.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A sheet titled `title`, offering `buttons`.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

/// The buttons of a legacy ``Alert`` or ``ActionSheet``, as the `actions` of
/// an alert or a confirmation dialog.
struct LegacyAlertButtons: View {
    let buttons: [Alert.Button]

    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            Button(role: button.role, action: button.action ?? {}) { button.label }
        }
    }
}

/// What an ``Alert`` and an ``ActionSheet`` both describe.
@MainActor
protocol LegacyPresentation {
    var title: Text { get }
    var message: Text? { get }
    var buttons: [Alert.Button] { get }
}

extension Alert: LegacyPresentation {}
extension ActionSheet: LegacyPresentation {}

extension AlertModifier where Actions == LegacyAlertButtons, Message == Text {
    /// An alert (`role` `.alert`) or a dialog (`.confirmationDialog`) showing
    /// `shown`; nothing is shown while it is nil.
    static func legacy(role: ElementRole, _ shown: (any LegacyPresentation)?, isPresented: Binding<Bool>) -> AlertModifier {
        AlertModifier(
            role: role, title: shown?.title.content ?? "",
            attributes: role == .confirmationDialog ? ["titleVisibility": Visibility.visible.attributeValue] : [:],
            isPresented: isPresented, hasData: shown != nil, actions: LegacyAlertButtons(buttons: shown?.buttons ?? []),
            actionsAreEmpty: shown?.buttons.isEmpty ?? true,
            defaultAction: role == .alert ? Button("OK") {} : Button("Cancel", role: .cancel) {},
            message: shown?.message ?? Text(verbatim: ""), hasMessage: shown?.message != nil)
    }
}

extension Binding {
    /// Whether `item` holds a value; setting false sets it to nil.
    static func presenting<Item>(_ item: Binding<Item?>) -> Binding<Bool> where Value == Bool {
        Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    }
}

extension View {
    /// Shows the ``Alert`` that `content` makes while `isPresented` is true
    /// (`content` runs only then).
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        modifier(AlertModifier.legacy(role: .alert, isPresented.wrappedValue ? content() : nil, isPresented: isPresented))
    }

    /// Shows the ``Alert`` that `content` makes for `item` while it is not
    /// nil; dismissing it sets `item` to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        modifier(AlertModifier.legacy(role: .alert, item.wrappedValue.map(content), isPresented: .presenting(item)))
    }

    /// Shows the ``ActionSheet`` that `content` makes while `isPresented` is
    /// true, as a confirmation dialog.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        modifier(AlertModifier.legacy(role: .confirmationDialog, isPresented.wrappedValue ? content() : nil, isPresented: isPresented))
    }

    /// Shows the ``ActionSheet`` that `content` makes for `item` while it is
    /// not nil; dismissing it sets `item` to nil.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        modifier(AlertModifier.legacy(role: .confirmationDialog, item.wrappedValue.map(content), isPresented: .presenting(item)))
    }
}
