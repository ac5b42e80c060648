import Foundation
import Testing
@testable import ObservatoryWeb

/// The pages of an app's window scenes, and the messages that open and
/// close their tabs.
@MainActor
@Suite("Window scene pages")
struct WindowScenePagesTests {
    struct TwoWindows: App {
        var body: some Scene {
            WindowGroup { Text("Main") }
            Window("Help & tips", id: "help & tips") { Text("Help") }
            Window("Släpp", id: "drop-zone_1.ü~") { Text("Drop") }
        }
    }

    @Test func eachWindowSceneHasAPageUnderWindow() throws {
        let pages = WindowScenePages.pages(of: TwoWindows(), inspect: false)
        // Letters, digits and -._~ stay as typed; anything else is escaped.
        #expect(Set(pages.keys) == ["/window/help%20%26%20tips", "/window/drop-zone_1.%C3%BC~"])
        let makeGraph = try #require(pages["/window/help%20%26%20tips"])
        let graph = makeGraph()
        #expect(graph.rootElement.descendants().compactMap { $0["text"] } == ["Help"])
    }

    @Test func openWindowSendsThePathAndClientJSOpensOnlyWindowPaths() throws {
        #expect(ServerMessage.openWindow(id: "about") == #"{"type":"openWindow","url":"/window/about"}"#)
        #expect(ServerMessage.closeWindow == #"{"type":"closeWindow"}"#)
        let script = try #require(StaticResource.bundled().first { $0.path.hasSuffix("client.js") })
        let client = String(decoding: script.body, as: UTF8.self)
        #expect(client.contains("message.url.startsWith('/window/')) window.open(message.url, '_blank')"))
    }

    @Test func aWindowAsksItsTabToOpenAndClose() {
        let window = WebWindow(graph: ViewGraph(app: TwoWindows()), id: "w", token: "t")
        var sent: [String] = []
        window.send = { sent.append($0) }
        window.graph.openWindowHandler?("help & tips")
        window.graph.dismissWindowHandler?(nil)
        #expect(sent == [#"{"type":"openWindow","url":"/window/help%20%26%20tips"}"#, #"{"type":"closeWindow"}"#])
    }
}
