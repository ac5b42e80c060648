/// The standard sidebar commands (show or hide the sidebar). A page has no
/// menu bar to add them to: they add nothing.
public struct SidebarCommands: PrimitiveCommands {
    /// The sidebar commands.
    public init() {}
    var commandContents: [CommandContent] { [] }
}

/// The standard toolbar commands. They add nothing to a page.
public struct ToolbarCommands: PrimitiveCommands {
    /// The toolbar commands.
    public init() {}
    var commandContents: [CommandContent] { [] }
}

/// The standard text editing commands; a page's fields have the browser's own.
public struct TextEditingCommands: PrimitiveCommands {
    /// The text editing commands.
    public init() {}
    var commandContents: [CommandContent] { [] }
}

/// The standard text formatting commands. They add nothing to a page.
public struct TextFormattingCommands: PrimitiveCommands {
    /// The text formatting commands.
    public init() {}
    var commandContents: [CommandContent] { [] }
}

/// The standard inspector commands. They add nothing to a page.
public struct InspectorCommands: PrimitiveCommands {
    /// The inspector commands.
    public init() {}
    var commandContents: [CommandContent] { [] }
}
