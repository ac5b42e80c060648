import Testing
@_spi(Observatory) import ObservatoryUI

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

    // MARK: Lazy lists (issue 34, step 4)

    /// A graph whose lazy containers mount 10 rows at first, 2 ahead, 1
    /// behind, 2 of slack.
    private func windowed(_ view: some View) -> ViewGraph {
        var environment = EnvironmentValues()
        environment.lazyWindowPolicy = LazyWindowPolicy(
            isWindowed: true, initialRows: 10, aheadRows: 2, behindRows: 1, slackRows: 2)
        return ViewGraph(view, environment: environment)
    }

    private struct LongList: View {
        var count = 1000
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    List {
                        ForEach(0..<count, id: \.self) { Text("Row \($0)") }
                    }
                    Button("Top") { proxy.scrollTo(500, anchor: .top) }
                    Button("Center") { proxy.scrollTo(500, anchor: .center) }
                    Button("Bottom") { proxy.scrollTo(500, anchor: .bottom) }
                    Button("Nearest") { proxy.scrollTo(500) }
                    Button("Missing") { proxy.scrollTo(5000, anchor: .top) }
                }
            }
        }
    }

    /// The numbers of the rows mounted, in order.
    private func rows(_ graph: ViewGraph) -> [Int] {
        graph.texts.compactMap { $0.hasPrefix("Row ") ? Int($0.dropFirst(4)) : nil }
    }

    @Test func scrollToAnUnmountedRowMountsItAndNamesItsElement() throws {
        let graph = windowed(LongList())
        let entries = record(graph)
        #expect(rows(graph) == Array(0..<10))
        let changes = try #require(graph.tap("Top"))
        #expect(!changes.isEmpty)
        #expect(rows(graph).contains(500))
        #expect(!rows(graph).contains(0))
        #expect(entries().map(\.0) == ["Row 500"], "delivered in the update that mounted it")
        #expect(entries().first?.1 == .top)
        #expect(!graph.hasPendingUpdates)
    }

    @Test func anchorPlacesTheWindow() throws {
        // Ten rows shown (the first window's size until the page reports).
        let top = windowed(LongList())
        top.tap("Top")
        let topRows = rows(top)
        #expect(Set(500..<510).isSubset(of: topRows), "row 500 first of the rows shown")
        #expect(topRows.first.map { $0 >= 495 } == true)

        let bottom = windowed(LongList())
        bottom.tap("Bottom")
        let bottomRows = rows(bottom)
        #expect(Set(491...500).isSubset(of: bottomRows), "row 500 last of the rows shown")
        #expect(bottomRows.last.map { $0 <= 505 } == true)

        let center = windowed(LongList())
        center.tap("Center")
        let centerRows = rows(center)
        #expect(Set(495..<505).isSubset(of: centerRows))
        #expect(centerRows.first.map { $0 > topRows.first! - 10 && $0 < topRows.first! } == true)

        // No anchor: below the rows shown, so as little scrolling as shows
        // it puts it at the bottom.
        let nearest = windowed(LongList())
        let entries = record(nearest)
        nearest.tap("Nearest")
        #expect(rows(nearest) == bottomRows)
        #expect(entries().map(\.0) == ["Row 500"])
        #expect(entries().first?.1 == nil)
    }

    @Test func unknownIDInALazyListScrollsNothing() throws {
        let graph = windowed(LongList())
        let entries = record(graph)
        graph.tap("Missing")
        #expect(entries().isEmpty)
        #expect(rows(graph) == Array(0..<10), "the window stays")
        #expect(!graph.hasPendingUpdates)
    }

    /// Answers where a row is later, as a store on the network does.
    @MainActor final class DeferredLookup {
        var asked: [(id: AnyHashable, answer: @MainActor (Int?) -> Void)] = []
    }

    /// The numbers `0..<count`, whose positions `lookup` answers later.
    private struct DeferredRows: RandomAccessCollection, _LazyRowLookup {
        let count: Int
        let lookup: DeferredLookup
        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(position: Int) -> Int { position }

        func _lazyRowPosition(ofID id: AnyHashable) -> _LazyRowPosition { .absent }

        @MainActor func _lazyRowPosition(ofID id: AnyHashable, whenFound found: @escaping @MainActor (Int?) -> Void) -> _LazyRowPosition {
            lookup.asked.append((id, found))
            return .pending
        }
    }

    private struct DeferredList: View {
        let rows: DeferredRows
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    List {
                        ForEach(rows, id: \.self) { Text("Row \($0)") }
                    }
                    Button("Top") { proxy.scrollTo(500, anchor: .top) }
                    Button("Other") { proxy.scrollTo(700, anchor: .top) }
                }
            }
        }
    }

    @Test func aRowTheDataFindsLaterIsMountedAndScrolledToWhenItAnswers() throws {
        let lookup = DeferredLookup()
        let graph = windowed(DeferredList(rows: DeferredRows(count: 1000, lookup: lookup)))
        let entries = record(graph)
        graph.tap("Top")
        #expect(lookup.asked.map(\.id) == [AnyHashable(500)])
        #expect(entries().isEmpty)
        #expect(rows(graph) == Array(0..<10), "the window waits for the answer")
        lookup.asked[0].answer(500)
        #expect(graph.hasPendingUpdates)
        _ = graph.update()
        #expect(rows(graph).contains(500))
        #expect(!rows(graph).contains(0))
        #expect(entries().map(\.0) == ["Row 500"])
        #expect(entries().first?.1 == .top)
        // Delivered once: later updates scroll nothing more.
        graph.tap("Other")
        lookup.asked[1].answer(nil)
        _ = graph.update()
        #expect(entries().count == 1)
    }

    @Test func aNewerScrollToReplacesOneWaitingForTheData() throws {
        let lookup = DeferredLookup()
        let graph = windowed(DeferredList(rows: DeferredRows(count: 1000, lookup: lookup)))
        let entries = record(graph)
        graph.tap("Top")
        graph.tap("Other")
        #expect(lookup.asked.map(\.id) == [AnyHashable(500), AnyHashable(700)])
        // The replaced request's answer moves nothing.
        lookup.asked[0].answer(500)
        #expect(!graph.hasPendingUpdates)
        #expect(rows(graph) == Array(0..<10))
        lookup.asked[1].answer(700)
        _ = graph.update()
        #expect(rows(graph).contains(700))
        #expect(entries().map(\.0) == ["Row 700"])
        // An answer of "no such row" drops the request: nothing scrolls.
        let other = windowed(DeferredList(rows: DeferredRows(count: 1000, lookup: lookup)))
        let otherEntries = record(other)
        other.tap("Top")
        lookup.asked[2].answer(nil)
        #expect(!other.hasPendingUpdates)
        lookup.asked[2].answer(500)
        #expect(!other.hasPendingUpdates, "no request waits any more")
        #expect(rows(other) == Array(0..<10))
        #expect(otherEntries().isEmpty)
    }

    private struct Sections: View {
        var body: some View {
            ScrollViewReader { proxy in
                VStack {
                    List {
                        ForEach(["a", "b"], id: \.self) { section in
                            Section(section) {
                                ForEach((0..<200).map { "\(section)\($0)" }, id: \.self) { Text("Item \($0)") }
                            }
                        }
                    }
                    Button("Jump") { proxy.scrollTo("b150", anchor: .center) }
                }
            }
        }
    }

    @Test func aRowInASectionSegmentIsMountedAndNamed() throws {
        let graph = windowed(Sections())
        let entries = record(graph)
        #expect(!graph.texts.contains("Item b150"))
        graph.tap("Jump")
        #expect(graph.texts.contains("Item b150"))
        #expect(graph.texts.contains("Item a0"), "the other section's window stays")
        #expect(entries().map(\.0) == ["Item b150"])
        #expect(entries().first?.1 == .center)
    }
}
