import Foundation
import Testing
@testable import ObservatoryWeb

/// A `Spacer` in an `HStack`, or a frame with `maxWidth: .infinity`, makes the
/// stacks around it take the width they are offered (SwiftUI's flexibility goes
/// up the tree): `HStack { Text("Download"); Spacer(); Text("40%") }` in a
/// leading `VStack` spans the row, and tiles framed to `.infinity` share their
/// `HStack`. The stylesheet says so with rules on the classes the renderer
/// writes; these tests hold the two together (browser-tests/profile_test.py
/// measures the result in Chromium).
@MainActor
@Suite("Stacks around greedy views")
struct GreedyStackTests {
    private struct Card: View {
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Text("Download")
                    Spacer()
                    Text("40%")
                }
                HStack {
                    Text("A")
                        .frame(maxWidth: .infinity)
                        .background(.indigo, in: RoundedRectangle(cornerRadius: 8))
                    Text("B")
                        .frame(maxWidth: .infinity)
                        .background(.indigo, in: RoundedRectangle(cornerRadius: 8))
                }
            }
        }
    }

    private func classes(_ node: DOMNode) -> Set<String> {
        Set((node.attributes["class"] ?? "").split(separator: " ").map(String.init))
    }

    @Test func theRendererWritesTheClassesTheRulesSelect() throws {
        let html = HTMLRenderer.html(ViewGraph(Card()).rootElement)
        let root = try #require(try DOMNode.parse(html).first)
        let card = try #require(root.elementChildren.first)
        #expect(classes(card).isSuperset(of: ["o-stack", "o-v"]))
        let rows = card.elementChildren
        #expect(rows.count == 2)

        // .o-v > .o-h:has(> .o-spacer)
        let header = rows[0]
        #expect(classes(header).isSuperset(of: ["o-stack", "o-h"]))
        #expect(header.elementChildren.map { classes($0).contains("o-spacer") } == [false, true, false])

        // .o-h > .o-mod:has(.o-fill-w), and .o-v > .o-stack:has(.o-fill-w)
        let tiles = rows[1]
        #expect(classes(tiles).isSuperset(of: ["o-stack", "o-h"]))
        for tile in tiles.elementChildren {
            #expect(classes(tile).isSuperset(of: ["o-mod", "o-m-background"]))
            let frame = try #require(tile.elementChildren.first)
            #expect(classes(frame).isSuperset(of: ["o-mod", "o-fill-w"]))
        }
    }

    @Test func theStylesheetMakesTheirStacksGreedy() throws {
        let style = try #require(StaticResource.bundled().first { $0.path.hasSuffix(".css") })
        let css = String(decoding: style.body, as: UTF8.self)
        #expect(css.contains(
            ".o-v > .o-h:has(> .o-spacer), .o-v > :is(.o-stack, .o-mod):has(.o-h > .o-spacer, .o-fill-w, .o-tabs, .o-groupbox, .o-tfs-editor) { align-self: stretch; }"))
        #expect(css.contains(
            ".o-h > .o-h:has(> .o-spacer), .o-h > :is(.o-stack, .o-mod):has(.o-h > .o-spacer, .o-fill-w) { flex: 1 1 0; min-width: 0; }"))
    }
}
