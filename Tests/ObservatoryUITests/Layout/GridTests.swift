import Testing
import ObservatoryUI

@MainActor
@Suite("Grid, lazy grids and lazy stacks")
struct GridTests {
    private struct Table: View {
        @State var extraCells = 0
        var body: some View {
            Grid(alignment: .leading, horizontalSpacing: 12) {
                GridRow {
                    Text("Name")
                    Text("Streak")
                }
                Divider()
                GridRow(alignment: .top) {
                    Text("Read").gridCellColumns(2).padding()
                    ForEach(0..<extraCells, id: \.self) { Text("Extra \($0)") }
                }
                Button("More") { extraCells += 1 }
            }
        }
    }

    @Test func aGridCountsTheColumnsOfItsWidestRowWithSpans() {
        let graph = ViewGraph(Table())
        let grid = graph.allElements.first { $0.role == .grid }!
        #expect(grid["columns"] == "2")
        #expect(grid["alignment"] == "leading")
        #expect(grid["horizontalSpacing"] == "12")
        #expect(grid["verticalSpacing"] == nil)
        let rows = grid.children.filter { $0.role == .gridRow }
        #expect(rows.count == 2)
        #expect(rows[1]["alignment"] == "top")
        #expect(GridCells.span(of: rows[1].children[0]) == 2, "the span is found under the padding")
        #expect(GridCells.span(of: rows[0].children[0]) == 1)
    }

    @Test func aCellAddedToARowWidensTheGrid() {
        let graph = ViewGraph(Table())
        graph.tap("More")
        let grid = graph.allElements.first { $0.role == .grid }!
        #expect(grid["columns"] == "3", "Read spans 2, plus one extra cell")
        graph.tap("More")
        #expect(grid["columns"] == "4")
    }

    @Test func lazyGridsDescribeTheirTracks() {
        let graph = ViewGraph(VStack {
            LazyVGrid(columns: [GridItem(.fixed(60), spacing: 4), GridItem(.flexible()), GridItem(.adaptive(minimum: 80, maximum: 120))],
                      alignment: .leading, spacing: 10, pinnedViews: [.sectionHeaders]) {
                Text("A")
            }
            LazyHGrid(rows: [GridItem(.flexible(minimum: 20, maximum: 40))]) { Text("B") }
        })
        let grids = graph.allElements.filter { $0.role == .lazyGrid }
        #expect(grids.count == 2)
        #expect(grids[0]["axis"] == "vertical")
        #expect(grids[0]["tracks"] == "fixed:60 flexible:10:infinity adaptive:80:120")
        #expect(grids[0]["alignment"] == "leading")
        #expect(grids[0]["spacing"] == "10")
        #expect(grids[0]["trackSpacing"] == "4")
        #expect(grids[0]["pinned"] == "headers")
        #expect(grids[1]["axis"] == "horizontal")
        #expect(grids[1]["tracks"] == "flexible:20:40")
    }

    @Test func lazyStacksAreStacksThatSayTheyAreLazy() {
        let graph = ViewGraph(LazyVStack(alignment: .leading, spacing: 2, pinnedViews: [.sectionHeaders, .sectionFooters]) {
            LazyHStack { Text("A"); Text("B") }
        })
        let stacks = graph.allElements.filter { $0.role == .stack }
        #expect(stacks.map { $0["axis"] } == ["vertical", "horizontal"])
        #expect(stacks[0]["lazy"] == "true")
        #expect(stacks[0]["pinned"] == "headers,footers")
        #expect(stacks[0]["alignment"] == "leading")
        #expect(graph.texts == ["A", "B"])
    }
}
