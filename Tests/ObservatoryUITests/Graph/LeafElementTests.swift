import Testing
@testable import ObservatoryUI

/// Leaf primitives (`Text`, `Spacer`, `Image`…) inside an element's content
/// are kept as elements without nodes: they must still follow their view,
/// the environment, and the tree, as nodes did.
@MainActor
@Suite("Leaf elements")
struct LeafElementTests {
    @Observable final class Model {
        var title = "first"
        var shown = true
        var large = false
    }

    struct Row: View {
        let model: Model
        var body: some View {
            HStack {
                Text(model.title)
                Spacer()
                if model.shown { Text("maybe") }
                Image(systemName: model.large ? "star.fill" : "star")
            }
        }
    }

    func texts(_ graph: ViewGraph) -> [String?] {
        graph.rootElement.descendants().filter { $0.role == .text }.map { $0["text"] }
    }

    @Test func aLeafFollowsTheViewItsHolderIsGiven() throws {
        let model = Model()
        let graph = ViewGraph(Row(model: model))
        let title = try #require(graph.rootElement.descendants().first { $0["text"] == "first" })
        model.title = "second"
        let changes = graph.update()
        #expect(title["text"] == "second", "the same element, re-resolved")
        #expect(graph.element(title.id) === title)
        #expect(changes.attributes[title.id]?["text"] == .some("second"))
        #expect(changes.created.isEmpty && changes.removed.isEmpty)
    }

    @Test func aLeafFollowsTheEnvironment() throws {
        let model = Model()
        let graph = ViewGraph(Row(model: model))
        let title = try #require(graph.rootElement.descendants().first { $0["text"] == "first" })
        #expect(title["font"] == nil)
        // Only the environment changes: no body re-runs, no view is new.
        graph.updateEnvironment { $0.font = .caption }
        _ = graph.update()
        #expect(title["font"] == Font.caption.attributeValue, "the root's font reached a text without a node")
        model.large = true
        _ = graph.update()
        #expect(title["font"] == Font.caption.attributeValue, "re-resolved by the holder's update, in its environment")
        let image = try #require(graph.rootElement.descendants().first { $0.role == .image })
        #expect(image["systemName"] == "star.fill")
    }

    @Test func anIfAroundALeafKeepsItsNodeAndIdentity() throws {
        let model = Model()
        let graph = ViewGraph(Row(model: model))
        #expect(texts(graph) == ["first", "maybe"])
        let maybe = try #require(graph.rootElement.descendants().first { $0["text"] == "maybe" })
        model.shown = false
        _ = graph.update()
        #expect(texts(graph) == ["first"])
        #expect(graph.element(maybe.id) == nil)
        #expect(maybe.parent == nil)
        model.shown = true
        _ = graph.update()
        #expect(texts(graph) == ["first", "maybe"])
        let again = try #require(graph.rootElement.descendants().first { $0["text"] == "maybe" })
        #expect(again.id != maybe.id, "shown again, it is a new element")
    }

    struct Holder: View {
        let model: Model
        var body: some View {
            VStack {
                if model.shown {
                    HStack {
                        Text("inner")
                        Divider()
                    }
                }
            }
        }
    }

    @Test func leavesLeaveWithTheirHolder() throws {
        let model = Model()
        let graph = ViewGraph(Holder(model: model))
        let inner = try #require(graph.rootElement.descendants().first { $0["text"] == "inner" })
        let divider = try #require(graph.rootElement.descendants().first { $0.role == .divider })
        model.shown = false
        let changes = graph.update()
        #expect(graph.element(inner.id) == nil && graph.element(divider.id) == nil)
        #expect(changes.removed.contains(inner.id) && changes.removed.contains(divider.id))
    }
}
