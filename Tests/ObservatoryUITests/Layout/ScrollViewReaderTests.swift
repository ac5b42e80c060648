import Testing
import ObservatoryUI

@MainActor
@Suite("ScrollViewReader")
struct ScrollViewReaderTests {
    @Observable
    final class Messages {
        var items = Array(1...5)
    }

    private struct Chat: View {
        let messages: Messages
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    ScrollView {
                        ForEach(messages.items, id: \.self) { Text("Message \($0)") }
                        Text("End").id("end")
                    }
                    Button("Top") { proxy.scrollTo(1, anchor: .top) }
                    Button("Send") {
                        messages.items.append(messages.items.count + 1)
                        proxy.scrollTo(messages.items.count, anchor: .bottom)
                    }
                    Button("End") { proxy.scrollTo("end") }
                    Button("Nowhere") { proxy.scrollTo(404) }
                }
            }
        }
    }

    private func record(_ graph: ViewGraph) -> () -> [(String, UnitPoint?)] {
        final class Log { var entries: [(String, UnitPoint?)] = [] }
        let log = Log()
        graph.scrollHandler = { id, anchor in
            log.entries.append((graph.element(id)?.descendants().first { $0.role == .text }?["text"]
                ?? graph.element(id)?["text"] ?? "?", anchor))
        }
        return { log.entries }
    }

    @Test func scrollToAForEachElementNamesItsElement() {
        let graph = ViewGraph(Chat(messages: Messages()))
        let entries = record(graph)
        graph.tap("Top")
        #expect(entries().map(\.0) == ["Message 1"])
        #expect(entries().first?.1 == .top)
    }

    @Test func aViewAddedByTheSameActionIsFound() {
        let graph = ViewGraph(Chat(messages: Messages()))
        let entries = record(graph)
        graph.tap("Send")
        #expect(graph.texts.contains("Message 6"))
        #expect(entries().map(\.0) == ["Message 6"])
        #expect(entries().first?.1 == .bottom)
    }

    @Test func anExplicitIDIsATarget() {
        let graph = ViewGraph(Chat(messages: Messages()))
        let entries = record(graph)
        graph.tap("End")
        #expect(entries().map(\.0) == ["End"])
        #expect(entries().first?.1 == nil)
    }

    @Test func anUnknownIDScrollsNothing() {
        let graph = ViewGraph(Chat(messages: Messages()))
        let entries = record(graph)
        graph.tap("Nowhere")
        #expect(entries().isEmpty)
        #expect(!graph.hasPendingUpdates, "the request is dropped, not kept")
    }

    private struct Removable: View {
        @State var shown = true
        var body: some View {
            if shown {
                ScrollViewReader { proxy in
                    Text("Row").id("row")
                    Button("Scroll and close") {
                        proxy.scrollTo("row")
                        shown = false
                    }
                }
            }
        }
    }

    @Test func aReaderRemovedByTheSameActionScrollsNothing() {
        let graph = ViewGraph(Removable())
        let entries = record(graph)
        graph.tap("Scroll and close")
        #expect(graph.texts.isEmpty)
        #expect(entries().isEmpty)
        #expect(!graph.hasPendingUpdates)
    }
}
