import Testing
@testable import ObservatoryWeb

/// The record of what a tab holds (``ClientTree``): dense records found by id.
@MainActor
@Suite("Client tree")
struct ClientTreeTests {
    func record(_ id: Int, _ text: String) -> ClientTree.Record {
        ClientTree.Record(id: ElementID(rawValue: id), attributes: ["text": text], context: .plain, region: "c", isOpaque: false)
    }

    func add(_ tree: ClientTree, _ id: Int, _ text: String, children: [Int] = []) {
        tree.add(record(id, text), children: children.map(ElementID.init(rawValue:)))
    }

    func children(_ tree: ClientTree, _ id: Int) -> [Int]? {
        tree[ElementID(rawValue: id)].map { tree.children(of: $0).map(\.rawValue) }
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
        add(tree, 0, "root", children: [1, 4])
        add(tree, 1, "list", children: [2, 3])
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

    @Test func childrenChangeInPlaceOrMoveAndSurviveChangesToTheirRecord() {
        let tree = ClientTree()
        add(tree, 0, "root", children: [1, 2, 3])
        add(tree, 5, "other", children: [6])
        tree.setChildren([3, 1].map(ElementID.init(rawValue:)), of: ElementID(rawValue: 0))
        #expect(children(tree, 0) == [3, 1], "shorter: in place")
        tree.setChildren([3, 1, 2, 4].map(ElementID.init(rawValue:)), of: ElementID(rawValue: 0))
        #expect(children(tree, 0) == [3, 1, 2, 4], "longer: moved to the end")
        #expect(children(tree, 5) == [6], "another record's run is untouched")
        tree[ElementID(rawValue: 0)]?.attributes["text"] = "changed"
        #expect(children(tree, 0) == [3, 1, 2, 4], "a change to the record keeps its children")
        tree.setChildren([], of: ElementID(rawValue: 0))
        #expect(children(tree, 0) == [])
        tree.setChildren([ElementID(rawValue: 9)], of: ElementID(rawValue: 42))
        #expect(children(tree, 42) == nil, "no record, nothing recorded")
    }

    @Test func churnDoesNotGrowTheChildrenWithoutBound() {
        let tree = ClientTree()
        for id in 0..<10 { add(tree, id, "parent \(id)", children: [100 + id]) }
        // Every parent's list grows and is replaced, many times over.
        for round in 1...200 {
            for id in 0..<10 {
                let list = (0...(round % 7)).map { ElementID(rawValue: 1_000 * round + id * 10 + $0) }
                tree.setChildren(list, of: ElementID(rawValue: id))
            }
        }
        for id in 0..<10 {
            let expected = (0...(200 % 7)).map { 1_000 * 200 + id * 10 + $0 }
            #expect(children(tree, id) == expected, "every list is intact after compactions")
        }
        #expect(tree.childIDCapacityInUse <= 2 * 10 * 7 + 64, "garbage is compacted away")
    }

    @Test func aRecordKeepsItsIdRegionAndFlagsApartInThirtyTwoBytes() {
        let largest = ElementID(rawValue: (1 << 40) - 1)
        var record = ClientTree.Record(id: largest, attributes: [:], context: .plain, region: "c", isOpaque: false)
        #expect(record.region == "c" && record.elementID == largest && record.context == .plain)
        #expect(!record.isOpaque && !record.isRemoved)
        record.region = "h"
        record.isOpaque = true
        record.context = RenderContext(listItem: true, hidden: true, gridSpan: 3)
        #expect(record.region == "h" && record.isOpaque && !record.isRemoved)
        #expect(record.context == RenderContext(listItem: true, hidden: true, gridSpan: 3))
        #expect(record.elementID == largest, "the region and flags do not touch the id")
        record.isRemoved = true
        record.context = RenderContext(hidden: true)
        #expect(record.isRemoved && record.isOpaque && record.region == "h")
        #expect(record.context == RenderContext(hidden: true), "a new context replaces every placement")
        #expect(MemoryLayout<ClientTree.Record>.stride == 32)
    }
}
