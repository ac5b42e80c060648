/// Whether the user is editing a list: `@Environment(\.editMode)`, switched
/// by ``EditButton``. While it is active, list rows show their delete
/// buttons and, with `.onMove`, their move handles.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe); shown as not editing.
    case transient
    /// Editing.
    case active

    /// Whether this mode shows the editing controls.
    public var isEditing: Bool { self == .active }
}

/// The edit mode of one window: the root of every window provides a binding
/// to one, so an ``EditButton`` works anywhere in it.
@Observable
final class EditModeStorage {
    var mode: EditMode = .inactive
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the view's window (or the one a view placed with
    /// `.environment(\.editMode, $mode)`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that switches the edit mode: "Edit" while inactive, "Done"
/// while active.
///
/// ```swift
/// List { ForEach(items) { Text($0.name) }.onMove(perform: move) }
///     .toolbar { EditButton() }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates the button.
    public init() {}

    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
        .fontWeight(isEditing ? .semibold : nil)
    }
}
