import Testing
import ObservatoryUI

struct WindowsApp: App {
    var body: some Scene {
        WindowGroup { OpenerView() }
        Window("About", id: "about") { Text("About this app") }
        WindowGroup("Inspector", id: "inspector") { Text("Inspector window") }
    }
}

struct OpenerView: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some View {
        VStack {
            Button("About") { openWindow(id: "about") }
            Button("Close") { dismissWindow() }
        }
    }
}

/// `Window`, `WindowGroup(id:)`, `\.openWindow` and `\.dismissWindow`.
@MainActor
@Suite("Window scenes")
struct WindowSceneTests {
    @Test func theMainWindowShowsTheFirstSceneAndEachIdItsOwn() {
        #expect(ViewGraph.windowSceneIDs(of: WindowsApp()) == ["about", "inspector"])
        #expect(ViewGraph(app: WindowsApp()).allElements.contains { $0.role == .button })
        #expect(ViewGraph(app: WindowsApp(), sceneID: "about").texts == ["About this app"])
        #expect(ViewGraph(app: WindowsApp(), sceneID: "inspector").texts == ["Inspector window"])
        #expect(ViewGraph(app: WindowsApp(), sceneID: "missing").texts.isEmpty)
    }

    @Test func openWindowAndDismissWindowReachTheRenderer() {
        let graph = ViewGraph(app: WindowsApp())
        var opened: [String] = []
        var dismissed: [String?] = []
        graph.openWindowHandler = { opened.append($0) }
        graph.dismissWindowHandler = { dismissed.append($0) }
        graph.tap("About")
        graph.tap("Close")
        #expect(opened == ["about"])
        #expect(dismissed == [nil])
    }
}
