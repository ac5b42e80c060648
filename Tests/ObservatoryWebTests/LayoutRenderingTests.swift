import Foundation
import Testing
@testable import ObservatoryWeb

/// How grids, lazy grids, `ViewThatFits` and the layout modifiers render.
@MainActor
@Suite("Layout rendering")
struct LayoutRenderingTests {
    private func render<V: View>(_ view: V) throws -> DOMNode {
        let html = HTMLRenderer.html(ViewGraph(view).rootElement)
        return try #require(try DOMNode.parse(html).first)
    }

    private func all(_ node: DOMNode, class name: String) -> [DOMNode] {
        var found: [DOMNode] = []
        func visit(_ node: DOMNode) {
            if (node.attributes["class"] ?? "").split(separator: " ").contains(Substring(name)) { found.append(node) }
            node.elementChildren.forEach(visit)
        }
        visit(node)
        return found
    }

    @Test func aGridIsACSSGridWhoseCellsSpanTheirColumns() throws {
        let root = try render(Grid(horizontalSpacing: 12) {
            GridRow { Text("A"); Text("B"); Text("C") }
            Divider()
            GridRow { Text("Wide").gridCellColumns(2); Text("D") }
        })
        let grid = try #require(all(root, class: "o-grid").first)
        #expect(grid.attributes["style"] == "grid-template-columns:repeat(3,auto);column-gap:12px")
        let rows = all(root, class: "o-gridrow")
        #expect(rows.count == 2)
        let divider = try #require(all(root, class: "o-divider").first)
        #expect(divider.attributes["style"] == "grid-column:1/-1", "a view between rows spans the grid")
        let wide = try #require(rows[1].elementChildren.first)
        #expect(wide.attributes["style"]?.contains("--o-span:2") == true)
        #expect(rows[1].elementChildren[1].attributes["style"] == nil)
    }

    @Test func gridItemsBecomeTracks() {
        #expect(Shells.tracks("fixed:60 flexible:10:infinity adaptive:80:120")
            == "60px minmax(10px,1fr) repeat(auto-fill,minmax(80px,120px))")
        #expect(Shells.tracks("fixed:x nonsense:1 flexible:-5:20") == "auto minmax(0px,20px)", "bad numbers fall back, unknown kinds are dropped")
        #expect(Shells.tracks(nil) == "minmax(10px,1fr)")
        #expect(Shells.tracks("fixed:1e9") == "auto", "out-of-range lengths are refused")
    }

    @Test func aLazyGridSetsItsTracksAndGaps() throws {
        let root = try render(LazyVGrid(columns: [GridItem(.adaptive(minimum: 64), spacing: 6)], spacing: 8) { Text("A") })
        let grid = try #require(all(root, class: "o-lazygrid").first)
        #expect(grid.attributes["class"]?.contains("o-lg-v") == true)
        #expect(grid.attributes["style"] == "grid-template-columns:repeat(auto-fill,minmax(64px,1fr));row-gap:8px;column-gap:6px")
    }

    @Test func viewThatFitsRendersItsCandidatesForTheClientToChoose() throws {
        let root = try render(ViewThatFits(in: .horizontal) { Text("Long"); Text("Short") })
        let fits = try #require(all(root, class: "o-fits").first)
        #expect(fits.attributes["data-axes"] == "horizontal")
        #expect(fits.elementChildren.count == 2)
        let script = try #require(StaticResource.bundled().first { $0.path.hasSuffix("client.js") })
        #expect(String(decoding: script.body, as: UTF8.self).contains("function fitViews()"))
    }

    @Test func layoutModifiersBecomeClassesAndValidatedStyles() throws {
        let root = try render(VStack {
            Text("F").fixedSize()
            Text("P").layoutPriority(1)
            Text("I").ignoresSafeArea(edges: .top)
            Text("Z").zIndex(2)
            Text("H").hidden()
            Text("K").ignoresSafeArea(.keyboard)
        })
        let mods = all(root, class: "o-mod")
        #expect(mods.count == 6)
        #expect(mods[0].attributes["class"] == "o-mod o-m-fixedSize o-fixed-w o-fixed-h")
        #expect(mods[1].attributes["class"] == "o-mod o-m-layoutPriority o-lp-high")
        #expect(mods[1].attributes["style"] == "--o-lp:1")
        #expect(mods[2].attributes["class"] == "o-mod o-m-ignoresSafeArea o-isa-top")
        #expect(mods[3].attributes["style"] == "z-index:2")
        #expect(mods[4].attributes["style"] == "visibility:hidden")
        #expect(mods[5].attributes["class"] == "o-mod o-m-ignoresSafeArea", "the keyboard region has no browser equivalent")
    }
}
