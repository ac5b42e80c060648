import ObservatoryTesting
import ObservatoryUI

/// One edit of a scripted session: a user event sent to a control, or a
/// write the app makes by itself (a download's progress).
public struct EditStep {
    enum Action {
        case event(ElementEvent, control: String)
        case deleteRow(String)
        case write(@MainActor () -> Void)
    }

    let action: Action

    /// Sends `event` to the control labelled `control` (a button, a field).
    public static func send(_ event: ElementEvent, to control: String) -> EditStep {
        EditStep(action: .event(event, control: control))
    }

    /// Taps the button labelled `control`.
    public static func tap(_ control: String) -> EditStep {
        send(.tap, to: control)
    }

    /// Types each prefix of `text` into the field labelled `field`, one
    /// keystroke per step: "ada" is "a", "ad", "ada".
    public static func type(_ text: String, into field: String) -> [EditStep] {
        text.indices.map { end in send(.input(String(text[...end])), to: field) }
    }

    /// Deletes the list row showing `text`, as a swipe to delete does.
    public static func deleteRow(_ text: String) -> EditStep {
        EditStep(action: .deleteRow(text))
    }

    /// A change the app makes without the user: `write` mutates the model.
    public static func write(_ write: @escaping @MainActor () -> Void) -> EditStep {
        EditStep(action: .write(write))
    }
}
