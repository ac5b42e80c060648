/// Items added to one of the standard menus, before, after or in place of
/// a standard group of items (`CommandGroup(after: .newItem) { … }`).
public struct CommandGroup<Content: View>: PrimitiveCommands {
    /// Where the items go relative to the standard group.
    enum Position: String {
        case before, after, replacing
    }

    let placement: CommandGroupPlacement
    let position: Position
    let content: Content

    /// Items placed before the standard group `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .before
        content = addition()
    }

    /// Items placed after the standard group `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .after
        content = addition()
    }

    /// Items that replace the standard group `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .replacing
        content = addition()
    }

    var commandContents: [CommandContent] {
        [CommandContent(menu: nil, placement: placement, view: AnyView(content))]
    }
}

/// A standard group of menu items, which a ``CommandGroup`` is placed by.
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The system's services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding and showing the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// New documents and windows.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Finding, spelling and other text editing.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Fonts and text styles.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// The window's size.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of open windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The single-window scenes.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}
