/// Commands of an app: menus and menu items with their keyboard shortcuts,
/// added to a scene with `.commands { … }`.
///
/// ```swift
/// WindowGroup { ContentView() }
///     .commands {
///         CommandMenu("Habit") {
///             Button("New Habit") { store.add() }.keyboardShortcut("n")
///         }
///     }
/// ```
///
/// A page has no menu bar, and an iPhone shows none either: the commands'
/// buttons are in the window, hidden, so that their keyboard shortcuts work
/// as they do on an iPad with a keyboard (docs/ui.md, "Commands").
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands that ``body`` returns.
    associatedtype Body: Commands
    /// The commands this type is made of.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

/// Commands made of views: a menu or a group of menu items.
@MainActor
protocol PrimitiveCommands: Commands where Body == Never {
    /// The menus and groups, in order.
    var commandContents: [CommandContent] { get }
}

extension PrimitiveCommands {
    /// Primitive commands have no body.
    public var body: Never { fatalError("Observatory: \(Self.self) is primitive and has no body") }
}

/// One menu or group of a scene's commands, as a view.
struct CommandContent {
    /// The menu's name, or nil for a group of items added to a standard menu.
    let menu: String?
    /// Where a group goes among the standard menus' items.
    let placement: CommandGroupPlacement?
    let view: AnyView
}

extension Commands {
    /// The menus and groups of these commands, in order. Commands of your
    /// own are one view whose body runs theirs, so that their property
    /// wrappers (`@FocusedValue`, `@Environment`, `@State`) work and their
    /// menus follow what those read.
    var commandContents: [CommandContent] {
        if let primitive = self as? any PrimitiveCommands { return primitive.commandContents }
        if Body.self == Never.self { return [] }
        return [CommandContent(menu: nil, placement: nil, view: AnyView(CommandsBodyView(commands: self)))]
    }
}

/// Commands of your own, as a view: its body is the commands' body's views.
/// The commands' property wrappers are attached to this view's node.
struct CommandsBodyView<Content: Commands>: View {
    let commands: Content

    var body: some View {
        let contents = commands.body.commandContents
        ForEach(contents.indices, id: \.self) { contents[$0].view }
    }
}

/// No commands.
public struct EmptyCommands: PrimitiveCommands {
    /// No commands.
    public init() {}
    var commandContents: [CommandContent] { [] }
}

/// Several commands in order, as `@CommandsBuilder` combines them.
public struct TupleCommands: PrimitiveCommands {
    let parts: [any Commands]
    var commandContents: [CommandContent] { parts.flatMap(\.commandContents) }
}

/// Builds commands from the statements of a closure.
@resultBuilder @MainActor
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// One command.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }

    /// Several commands, in order.
    public static func buildBlock<each C: Commands>(_ content: repeat each C) -> TupleCommands {
        var parts: [any Commands] = []
        for part in repeat each content { parts.append(part) }
        return TupleCommands(parts: parts)
    }

    /// Commands that an `if` without `else` may leave out.
    public static func buildOptional(_ content: (any Commands)?) -> TupleCommands {
        TupleCommands(parts: content.map { [$0] } ?? [])
    }

    /// The first branch of an `if`/`else`.
    public static func buildEither<First: Commands>(first: First) -> TupleCommands {
        TupleCommands(parts: [first])
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<Second: Commands>(second: Second) -> TupleCommands {
        TupleCommands(parts: [second])
    }
}
