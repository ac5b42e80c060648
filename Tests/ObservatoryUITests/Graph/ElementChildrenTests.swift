import Testing
@testable import ObservatoryUI

/// An element's children as a collection that keeps no array for none or one.
@MainActor
@Suite("Element children")
struct ElementChildrenTests {
    func element(_ id: Int) -> Element { Element(id: ElementID(rawValue: id), role: .text) }

    @Test func noneOneAndManyChildrenReadAlike() {
        let parent = element(0)
        #expect(parent.children.isEmpty && parent.children.first == nil)
        let only = element(1)
        parent.replaceChildren(with: [only])
        #expect(parent.children.count == 1 && parent.children[0] === only && parent.children.last === only)
        #expect(only.parent === parent)
        let list = (2...5).map(element)
        parent.replaceChildren(with: list)
        #expect(parent.children.map(\.id.rawValue) == [2, 3, 4, 5])
        #expect(parent.children.reversed().map(\.id.rawValue) == [5, 4, 3, 2])
        #expect(only.parent == nil, "a dropped child no longer points at its parent")
        parent.replaceChildren(with: [])
        #expect(parent.children.isEmpty && list.allSatisfy { $0.parent == nil })
    }

    @Test func anOnlyChildTakesNoArray() {
        // One word either way: the child itself or the array's buffer.
        #expect(MemoryLayout<Element.Children>.size == 8)
        let parent = element(0)
        parent.replaceChildren(with: [element(1)])
        let stored = unsafeBitCast(parent.children, to: UInt.self)
        let child = UInt(bitPattern: Unmanaged.passUnretained(parent.children[0]).toOpaque())
        #expect(stored == child, "the word is the child's own reference, not an array's buffer")
        parent.replaceChildren(with: [element(2), element(3)])
        let first = UInt(bitPattern: Unmanaged.passUnretained(parent.children[0]).toOpaque())
        #expect(unsafeBitCast(parent.children, to: UInt.self) != first, "two children are kept in an array")
    }
}
