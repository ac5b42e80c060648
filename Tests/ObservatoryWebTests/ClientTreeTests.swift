import Testing
@testable import ObservatoryWeb

/// The record of what a tab holds (``ClientTree``): dense records found by id.
@MainActor
@Suite("Client tree")
struct ClientTreeTests {
    func record(_ text: String, children: [Int] = []) -> ClientTree.Record {
        ClientTree.Record(
            attributes: ["text": text], context: .plain, region: "c",
            children: children.map(ElementID.init(rawValue:)), isOpaque: false)
    }

    func text(_ tree: ClientTree, _ id: Int) -> String? {
        tree[ElementID(rawValue: id)]?.attributes["text"]
    }

    @Test func removingARecordKeepsEveryOtherFindable() {
        let tree = ClientTree()
        for id in 0..<6 { tree.add(ElementID(rawValue: id), record("e\(id)")) }
        tree[ElementID(rawValue: 1)] = nil
        tree[ElementID(rawValue: 4)] = nil
        #expect(tree.count == 4)
        #expect(text(tree, 1) == nil && text(tree, 4) == nil)
        for id in [0, 2, 3, 5] { #expect(text(tree, id) == "e\(id)") }
        tree[ElementID(rawValue: 3)]?.attributes["text"] = "changed"
        #expect(text(tree, 3) == "changed")
        #expect(tree.count == 4, "a change in place adds nothing")
        tree.add(ElementID(rawValue: 9), record("e9"))
        #expect(text(tree, 9) == "e9" && tree.highestIssuedID == 9)
    }

    @Test func forgettingASubtreeForgetsItsDescendantsOnly() {
        let tree = ClientTree()
        tree.add(ElementID(rawValue: 0), record("root", children: [1, 4]))
        tree.add(ElementID(rawValue: 1), record("list", children: [2, 3]))
        tree.add(ElementID(rawValue: 2), record("row"))
        tree.add(ElementID(rawValue: 3), record("row"))
        tree.add(ElementID(rawValue: 4), record("button"))
        tree.forgetSubtree(ElementID(rawValue: 1))
        #expect(tree.count == 2)
        #expect(text(tree, 0) == "root" && text(tree, 4) == "button")
        #expect(text(tree, 1) == nil && text(tree, 2) == nil && text(tree, 3) == nil)
        tree.removeAll()
        #expect(tree.count == 0 && text(tree, 0) == nil)
    }
}
