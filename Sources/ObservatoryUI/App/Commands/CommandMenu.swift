/// A menu of its own among the app's menus, holding buttons, toggles,
/// pickers and dividers.
public struct CommandMenu<Content: View>: PrimitiveCommands {
    let name: String
    let content: Content

    /// A menu named `name`.
    public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.name = name.resolved
        self.content = content()
    }

    /// A menu named `name`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.name = String(name)
        self.content = content()
    }

    /// A menu named by `name`.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name.content
        self.content = content()
    }

    var commandContents: [CommandContent] {
        [CommandContent(menu: name, placement: nil, view: AnyView(content))]
    }
}
