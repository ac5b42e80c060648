import Testing
@_spi(Observatory) @testable import ObservatoryUI

/// The id-ordered table the graph finds its elements and observing nodes
/// by, and the renderer its records.
@MainActor
@Suite("Id table")
struct IDTableTests {
    struct Entry: IDTableEntry {
        let tableID: ElementID
        var value: String
        var isRemoved = false
        init(_ id: Int, _ value: String) {
            tableID = ElementID(rawValue: id)
            self.value = value
        }
    }

    func value(_ table: IDTable<Entry>, _ id: Int) -> String? {
        table[ElementID(rawValue: id)]?.value
    }

    @Test func entriesAreFoundWhateverTheOrderTheyCameIn() {
        var table = IDTable<Entry>()
        let ids = [5, 1, 9, 3, 7, 2, 8]
        for id in ids { table.insert(Entry(id, "v\(id)")) }
        #expect(table.count == ids.count)
        for id in ids { #expect(value(table, id) == "v\(id)") }
        for id in [0, 4, 6, 10] { #expect(value(table, id) == nil) }
        #expect(table.liveEntries.map(\.tableID.rawValue) == ids.sorted())
        table.insert(Entry(3, "replaced"))
        #expect(table.count == ids.count && value(table, 3) == "replaced")
    }

    @Test func shrinkingToFitDropsTombstonesAndSpareCapacityOnly() {
        var table = IDTable<Entry>()
        for id in 0..<100 { table.insert(Entry(id, "v\(id)")) }
        for id in stride(from: 0, to: 100, by: 10) { table.remove(ElementID(rawValue: id)) }
        #expect(table.capacity >= 100)
        table.shrinkToFit()
        #expect(table.count == 90)
        #expect(table.capacity - table.count <= 2, "no slack left from growing by doubling")
        for id in 0..<100 { #expect(value(table, id) == (id % 10 == 0 ? nil : "v\(id)")) }
        table.insert(Entry(100, "after"))
        #expect(value(table, 100) == "after" && table.count == 91, "it grows again as before")
    }

    @Test func aGraphsTableIsSizedToItsFirstMount() {
        let graph = ViewGraph(NodeEconomyTests.TwoTexts())
        #expect(graph.elementTableCapacity - graph.rootElement.descendants().count <= 2)
    }

    @Test func aRemovedEntryIsGoneAndCanComeBack() {
        var table = IDTable<Entry>()
        for id in 0..<10 { table.insert(Entry(id, "v\(id)")) }
        #expect(table.remove(ElementID(rawValue: 4))?.value == "v4")
        #expect(table.remove(ElementID(rawValue: 4)) == nil, "removed once only")
        #expect(value(table, 4) == nil && table.count == 9)
        #expect(table.modify(ElementID(rawValue: 4)) { $0.value = "x" } == nil, "a removed entry is not changed")
        table.modify(ElementID(rawValue: 5)) { $0.value = "changed" }
        #expect(value(table, 5) == "changed")
        table.insert(Entry(4, "back"))
        #expect(value(table, 4) == "back" && table.count == 10)
    }

    /// Removing most entries compacts the table by itself, and what stays is
    /// still found; so does an explicit compaction.
    @Test func tombstonesAreCompactedAway() {
        var table = IDTable<Entry>()
        for id in 0..<1_000 { table.insert(Entry(id, "v\(id)")) }
        for id in 0..<1_000 where id % 10 != 0 { table.remove(ElementID(rawValue: id)) }
        #expect(table.count == 100)
        for id in stride(from: 0, to: 1_000, by: 10) { #expect(value(table, id) == "v\(id)") }
        table.remove(ElementID(rawValue: 990))
        table.removeTombstones()
        #expect(table.liveEntries.count == 99 && value(table, 990) == nil && value(table, 980) == "v980")
        table.insert(Entry(2_000, "new"))
        #expect(value(table, 2_000) == "new")
    }

    struct Toggled: View {
        @State var shown = true
        var body: some View {
            VStack {
                if shown {
                    Text("a")
                    Text("b")
                }
                Button("Flip") { shown.toggle() }
            }
        }
    }

    /// The graph finds its live elements by id, and no longer finds those
    /// that left the tree.
    @Test func theGraphForgetsElementsThatLeft() throws {
        let graph = ViewGraph(Toggled())
        let texts = graph.rootElement.descendants().filter { $0.role == .text && $0["text"] != "Flip" }
        #expect(texts.count == 2)
        for text in texts { #expect(graph.element(text.id) === text) }
        let button = try #require(graph.rootElement.descendants().first { $0.role == .button })
        graph.send(.tap, to: button.id)
        for text in texts {
            #expect(graph.element(text.id) == nil)
            #expect(text.isRemoved)
        }
        #expect(graph.element(button.id) === button)
        graph.send(.tap, to: button.id)
        let shownAgain = graph.rootElement.descendants().filter { $0.role == .text && $0["text"] != "Flip" }
        #expect(shownAgain.count == 2 && shownAgain.allSatisfy { graph.element($0.id) === $0 })
    }
}
