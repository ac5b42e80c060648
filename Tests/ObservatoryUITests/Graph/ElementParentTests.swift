import Testing
@testable import ObservatoryUI

/// An element's parent: an unretained pointer that is never left dangling.
@MainActor
@Suite("Element parents")
struct ElementParentTests {
    struct Moving: View {
        @State var inStack = true
        @State var shown = true
        var body: some View {
            VStack {
                if shown {
                    if inStack {
                        HStack { Text("moved") }
                    } else {
                        Text("moved")
                    }
                }
                Button("Move") { inStack.toggle() }
                Button("Hide") { shown.toggle() }
            }
        }
    }

    func element(_ graph: ViewGraph, text: String) -> Element? {
        graph.rootElement.descendants().first { $0.role == .text && $0["text"] == text }
    }

    func button(_ graph: ViewGraph, _ title: String) throws -> Element {
        let label = try #require(element(graph, text: title))
        return try #require(label.parent)
    }

    @Test func everyElementInTheTreePointsAtItsParent() throws {
        let graph = ViewGraph(Moving())
        for element in graph.rootElement.descendants() {
            for child in element.children { #expect(child.parent === element) }
        }
        #expect(graph.rootElement.parent == nil)
        let text = try #require(element(graph, text: "moved"))
        #expect(text.parent?.role == .stack && text.parent?["axis"] == "horizontal")
    }

    @Test func anElementThatLeavesHasNoParent() throws {
        let graph = ViewGraph(Moving())
        let inStack = try #require(element(graph, text: "moved"))
        graph.send(.tap, to: try button(graph, "Move").id)
        #expect(inStack.parent == nil, "its branch left the tree")
        let bare = try #require(element(graph, text: "moved"))
        #expect(bare !== inStack && bare.parent?["axis"] == "vertical")
        graph.send(.tap, to: try button(graph, "Hide").id)
        #expect(bare.parent == nil)
        #expect(element(graph, text: "moved") == nil)
    }

    @Test func elementsThatOutliveTheirGraphHaveNoParent() throws {
        var kept: [Element] = []
        do {
            let graph = ViewGraph(Moving())
            kept = graph.rootElement.descendants().filter { $0.role == .text }
            #expect(kept.allSatisfy { $0.parent != nil })
        }
        #expect(kept.count == 3)
        #expect(kept.allSatisfy { $0.parent == nil }, "the graph let go of them as it was freed")
    }

    @Test func replacingChildrenRepointsOnlyThoseStillListed() {
        let first = Element(id: ElementID(rawValue: 1), role: .stack)
        let second = Element(id: ElementID(rawValue: 2), role: .stack)
        let a = Element(id: ElementID(rawValue: 3), role: .text)
        let b = Element(id: ElementID(rawValue: 4), role: .text)
        first.replaceChildren(with: [a, b])
        #expect(a.parent === first && b.parent === first)
        second.replaceChildren(with: [b])
        first.replaceChildren(with: [a])
        #expect(b.parent === second, "moved before its old parent let go: the new parent stays")
        first.replaceChildren(with: [])
        #expect(a.parent == nil && b.parent === second)
    }
}
