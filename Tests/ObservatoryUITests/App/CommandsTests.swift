import Testing
import ObservatoryUI

@Observable final class CommandLog { var entries: [String] = [] }

struct CommandsApp: App {
    @State var log = CommandLog()
    var showsDebug = true

    var body: some Scene {
        WindowGroup {
            Text("entries \(log.entries.joined(separator: ","))")
        }
        .commands {
            CommandMenu("Habit") {
                Button("New Habit") { log.entries.append("new") }.keyboardShortcut("n")
                Divider()
                Button("Archive") { log.entries.append("archive") }
            }
            CommandGroup(after: .newItem) {
                Button("Duplicate") { log.entries.append("duplicate") }.keyboardShortcut("d", modifiers: [.command, .shift])
            }
            if showsDebug {
                CommandMenu("Debug") { Button("Reset") { log.entries.removeAll() } }
            }
            SidebarCommands()
        }
    }
}

@MainActor
@Suite("Commands")
struct CommandsTests {
    private func isInside(_ element: Element, _ container: Element) -> Bool {
        var current = element.parent
        while let node = current {
            if node.id == container.id { return true }
            current = node.parent
        }
        return false
    }

    @Test func aScenesCommandsAreHiddenButtonsThatKeepTheirShortcuts() throws {
        let graph = ViewGraph(app: CommandsApp())
        let commands = try #require(graph.allElements.first { $0.role == .commands })
        let buttons = graph.allElements.filter { $0.role == .button }
        #expect(buttons.map { $0.children.first?["text"] } == ["New Habit", "Archive", "Duplicate", "Reset"])
        #expect(buttons.allSatisfy { isInside($0, commands) }, "every command is in the commands' element")
        #expect(buttons[0]["shortcut"] == "cmd+n")
        #expect(buttons[2]["shortcut"] == "shift+cmd+d")
        graph.send(.tap, to: buttons[0].id)
        graph.send(.tap, to: buttons[2].id)
        #expect(graph.texts.first == "entries new,duplicate")
        graph.send(.tap, to: buttons[3].id)
        #expect(graph.texts.first == "entries ")
    }

    @Test func commandsLeftOutByAConditionAreNotThere() {
        let graph = ViewGraph(app: CommandsApp(showsDebug: false))
        #expect(!graph.allElements.contains { $0.role == .button && $0.children.first?["text"] == "Reset" })
    }
}
