extension Scene {
    /// Adds `content` to the app's commands. Each window holds the commands'
    /// views, hidden, so that their keyboard shortcuts work in the page.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> ModifiedScene<Self> {
        let contents = content().commandContents
        return transformingWindowContent { window in
            TupleView((window, CommandsElement(contents: contents)))
        }
    }
}

/// The element that holds a window's commands: hidden, but its buttons'
/// keyboard shortcuts work.
struct CommandsElement: ElementView {
    let contents: [CommandContent]

    static var role: ElementRole { .commands }

    var content: ForEach<Range<Int>, Int, AnyView> {
        ForEach(contents.indices, id: \.self) { contents[$0].view }
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] { [:] }
}
