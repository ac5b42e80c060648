import Testing
@testable import ObservatoryWeb

/// The record of what a tab holds (``ClientTree``): dense records found by id.
@MainActor
@Suite("Client tree")
struct ClientTreeTests {
    func record(_ id: Int, _ text: String, children: [Int] = []) -> ClientTree.Record {
        ClientTree.Record(
            id: ElementID(rawValue: id), attributes: ["text": text], context: .plain, region: "c",
            children: children.map(ElementID.init(rawValue:)), isOpaque: false)
    }

    func text(_ tree: ClientTree, _ id: Int) -> String? {
        tree[ElementID(rawValue: id)]?.attributes["text"]
    }

    @Test func removingARecordKeepsEveryOtherFindable() {
        let tree = ClientTree()
        for id in 0..<6 { tree.add(record(id, "e\(id)")) }
        tree[ElementID(rawValue: 1)] = nil
        tree[ElementID(rawValue: 4)] = nil
        #expect(tree.count == 4)
        #expect(text(tree, 1) == nil && text(tree, 4) == nil)
        for id in [0, 2, 3, 5] { #expect(text(tree, id) == "e\(id)") }
        tree[ElementID(rawValue: 3)]?.attributes["text"] = "changed"
        #expect(text(tree, 3) == "changed")
        #expect(tree.count == 4, "a change in place adds nothing")
        tree.add(record(9, "e9"))
        #expect(text(tree, 9) == "e9" && tree.highestIssuedID == 9)
    }

    @Test func forgettingASubtreeForgetsItsDescendantsOnly() {
        let tree = ClientTree()
        tree.add(record(0, "root", children: [1, 4]))
        tree.add(record(1, "list", children: [2, 3]))
        tree.add(record(2, "row"))
        tree.add(record(3, "row"))
        tree.add(record(4, "button"))
        tree.forgetSubtree(ElementID(rawValue: 1))
        #expect(tree.count == 2)
        #expect(text(tree, 0) == "root" && text(tree, 4) == "button")
        #expect(text(tree, 1) == nil && text(tree, 2) == nil && text(tree, 3) == nil)
        tree.removeAll()
        #expect(tree.count == 0 && text(tree, 0) == nil)
    }

    /// A render records children before their parent (lower ids after
    /// higher ones), and a replaced subtree is forgotten, then recorded again.
    @Test func recordsAddedInAnyOrderAndAddedBackAreFound() {
        let tree = ClientTree()
        for id in [7, 3, 9, 1, 8, 2] { tree.add(record(id, "e\(id)")) }
        #expect(tree.count == 6)
        for id in [1, 2, 3, 7, 8, 9] { #expect(text(tree, id) == "e\(id)") }
        #expect(text(tree, 4) == nil && text(tree, 0) == nil && text(tree, 10) == nil)
        tree[ElementID(rawValue: 3)] = nil
        tree.add(record(3, "again"))
        #expect(tree.count == 6 && text(tree, 3) == "again")
        #expect(tree.highestIssuedID == 9)
    }

    @Test func aRecordKeepsItsRegionAndStaysFortyBytes() {
        var record = record(1, "x")
        #expect(record.region == "c")
        record.region = "h"
        #expect(record.region == "h")
        #expect(MemoryLayout<ClientTree.Record>.stride == 40)
    }
}
