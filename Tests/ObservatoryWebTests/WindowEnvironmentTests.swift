import Foundation
import Testing
@testable import ObservatoryWeb

@MainActor
@Suite("The window's environment from the tab")
struct WindowEnvironmentTests {
    struct Shown: View {
        @Environment(\.horizontalSizeClass) private var sizeClass
        @Environment(\.scenePhase) private var phase
        @Environment(\.openURL) private var openURL
        var body: some View {
            VStack {
                Text(sizeClass == .regular ? "regular" : "compact")
                Text(phase == .active ? "active" : "background")
                Button("Docs") { openURL(URL(string: "https://swift.org/docs")!) }
                Button("Script") { openURL(URL(string: "javascript:alert(1)")!) }
            }
        }
    }

    @Test func widthAndVisibilityBecomeSizeClassAndScenePhase() throws {
        let harness = try Harness(Shown())
        _ = try harness.window.receive(#"{"type":"environment","colorScheme":"light","width":1024,"height":700,"visible":false}"#)
        #expect(harness.window.graph.rootEnvironment.horizontalSizeClass == .regular)
        #expect(harness.window.graph.rootEnvironment.verticalSizeClass == .compact)
        #expect(harness.window.graph.rootEnvironment.scenePhase == .background)
        _ = try harness.window.receive(#"{"type":"environment","colorScheme":"dark","width":390}"#)
        #expect(harness.window.graph.rootEnvironment.horizontalSizeClass == .compact)
        #expect(harness.window.graph.rootEnvironment.colorScheme == .dark)
        for bad in [
            #"{"type":"environment","colorScheme":"light","width":-1}"#,
            #"{"type":"environment","colorScheme":"light","width":"wide"}"#,
            #"{"type":"environment","colorScheme":"light","visible":1}"#,
            #"{"type":"environment","colorScheme":"light","height":1e9}"#,
        ] {
            #expect(throws: WebProtocolError.self) { try harness.window.receive(bad) }
        }
    }

    @Test func reducedMotionAndTheDisplayScaleComeFromTheTab() throws {
        struct Motion: View {
            @Environment(\.accessibilityReduceMotion) private var reduceMotion
            @Environment(\.displayScale) private var scale
            var body: some View { Text("\(reduceMotion ? "still" : "moving") at \(scale)x") }
        }
        let harness = try Harness(Motion())
        #expect(harness.page.canonical.contains("moving at 1.0x"))
        try harness.receive(#"{"type":"environment","colorScheme":"light","reduceMotion":true,"scale":2}"#)
        #expect(harness.window.graph.rootEnvironment.accessibilityReduceMotion)
        #expect(harness.page.canonical.contains("still at 2.0x"))
        for bad in [
            #"{"type":"environment","colorScheme":"light","reduceMotion":"yes"}"#,
            #"{"type":"environment","colorScheme":"light","scale":20}"#,
            #"{"type":"environment","colorScheme":"light","scale":0}"#,
        ] {
            #expect(throws: WebProtocolError.self) { try harness.window.receive(bad) }
        }
    }

    @Test func openURLSendsTheTabAWebURLAndNothingElse() throws {
        let harness = try Harness(Shown())
        try harness.send("tap", to: harness.element(.button, text: "Docs"))
        #expect(harness.pushed.contains(#"{"type":"open","url":"https://swift.org/docs"}"#))
        let before = harness.pushed.count
        try harness.send("tap", to: harness.element(.button, text: "Script"))
        #expect(!harness.pushed.dropFirst(before).contains { $0.contains(#""type":"open""#) })
    }

    @Test func aPreferredSchemeMarksTheRoot() {
        let html = HTMLRenderer.html(ViewGraph(Text("x").preferredColorScheme(.dark)).rootElement)
        #expect(html.hasPrefix(#"<div data-oid="0" class="o-root" data-o-scheme="dark">"#))
    }
}
