import Testing
import ObservatoryUI

/// `@SceneStorage`: values a window's views share by key.
@MainActor
@Suite("Scene storage")
struct SceneStorageTests {
    struct TabPicker: View {
        @SceneStorage("tab") private var tab = 0
        var body: some View {
            Button("Next tab \(tab)") { tab += 1 }
        }
    }

    struct TabReader: View {
        @SceneStorage("tab") private var tab = 0
        @SceneStorage("note") private var note: String?
        var body: some View {
            VStack {
                Text("Showing \(tab)")
                Text("Note: \(note ?? "none")")
                Button("Write note") { note = "hi" }
            }
        }
    }

    @Test func viewsOfAWindowShareAKeysValue() {
        let graph = ViewGraph(VStack { TabPicker(); TabReader() })
        #expect(graph.texts.contains("Showing 0"))
        graph.tap("Next tab 0")
        graph.tap("Next tab 1")
        #expect(graph.texts.contains("Showing 2"))
        #expect(graph.texts.contains("Note: none"))
        graph.tap("Write note")
        #expect(graph.texts.contains("Note: hi"))
    }

    @Test func eachWindowHasItsOwnValues() {
        let first = ViewGraph(TabPicker())
        let second = ViewGraph(TabPicker())
        first.tap("Next tab 0")
        #expect(first.texts == ["Next tab 1"])
        #expect(second.texts == ["Next tab 0"])
    }
}
