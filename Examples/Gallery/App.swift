import ObservatoryWeb

/// The gallery of the SwiftUI that real apps use, one screen per area, each
/// reachable from the index. `swift run Gallery --previews` lists the
/// screens' previews instead.
@main
struct GalleryApp: App {
    @State private var commandLog = CommandLog()

    var body: some Scene {
        WindowGroup("Gallery") {
            GalleryIndex()
                .environment(commandLog)
        }
        .commands {
            CommandMenu("Gallery") {
                Button("Say Hello") { commandLog.greetings += 1 }
                    .keyboardShortcut("h", modifiers: [.command, .shift])
            }
        }
    }
}

/// What the Gallery's commands did: its "Say Hello" command counts here.
@Observable final class CommandLog {
    var greetings = 0
}
