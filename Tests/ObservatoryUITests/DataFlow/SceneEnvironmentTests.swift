import Foundation
import ObservatoryTesting
import Testing
@testable import ObservatoryUI

@MainActor
@Suite("Size classes, scene phase, openURL, preferred color scheme")
struct SceneEnvironmentTests {
    struct Reader: View {
        @Environment(\.colorScheme) private var scheme
        @Environment(\.horizontalSizeClass) private var sizeClass
        @Environment(\.scenePhase) private var phase
        @State var dark = false
        var body: some View {
            VStack {
                Text("scheme \(scheme == .dark ? "dark" : "light")")
                Text("size \(sizeClass == .regular ? "regular" : "compact")")
                Text("phase \(phase == .active ? "active" : "background")")
                Toggle("Dark", isOn: $dark)
                if dark { Text("forced").preferredColorScheme(.dark) }
            }
        }
    }

    @Test func aPreferredColorSchemeAppliesToTheWholeWindowWhileItsViewIsThere() throws {
        let host = ViewHost(Reader())
        #expect(host.contains(text: "scheme light"))
        _ = try host.send(.toggle(true), to: host.find(label: "Dark"))
        #expect(host.graph.rootElement["preferredColorScheme"] == "dark")
        #expect(host.graph.preferredColorScheme == .dark)
        #expect(host.contains(text: "scheme dark"))
        // The renderer's own scheme changes nothing while a view prefers one.
        host.graph.updateEnvironment { $0.colorScheme = .light }
        host.update()
        #expect(host.contains(text: "scheme dark"))
        _ = try host.send(.toggle(false), to: host.find(label: "Dark"))
        #expect(host.graph.rootElement["preferredColorScheme"] == nil)
        #expect(host.contains(text: "scheme light"))
    }

    @Test func sizeClassesFollowTheWidthAndThePhaseTheVisibility() {
        #expect(UserInterfaceSizeClass(points: 390) == .compact)
        #expect(UserInterfaceSizeClass(points: 744) == .regular)
        let host = ViewHost(Reader())
        #expect(host.contains(text: "size compact") && host.contains(text: "phase active"))
        host.graph.updateEnvironment {
            $0.horizontalSizeClass = .regular
            $0.scenePhase = .background
        }
        host.update()
        #expect(host.contains(text: "size regular") && host.contains(text: "phase background"))
    }

    struct Opener: View {
        @Environment(\.openURL) private var openURL
        @State var result = "nothing"
        var body: some View {
            Button("Open") {
                openURL(URL(string: "https://swift.org")!) { result = $0 ? "opened" : "refused" }
            }
            Text(result)
        }
    }

    @Test func openURLGoesToTheRendererOrToAHandlerOfTheViews() throws {
        let host = ViewHost(VStack { Opener() })
        try host.tap("Open")
        #expect(host.contains(text: "refused"), "nothing opens URLs without a renderer")
        var opened: [URL] = []
        let recording = ViewHost(VStack { Opener() })
        recording.graph.openURLHandler = { url in
            MainActor.assumeIsolated { opened.append(url) }
            return true
        }
        try recording.tap("Open")
        #expect(recording.contains(text: "opened"))
        #expect(opened == [URL(string: "https://swift.org")!])
        let handled = ViewHost(VStack {
            Opener().environment(\.openURL, OpenURLAction { _ in .discarded })
        })
        try handled.tap("Open")
        #expect(handled.contains(text: "refused"))
    }
}
