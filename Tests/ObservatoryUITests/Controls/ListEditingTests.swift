import Foundation
import Testing
import ObservatoryUI

@Suite struct ListEditingTests {
    @Test func removeAtOffsets() {
        var items = ["a", "b", "c", "d"]
        items.remove(atOffsets: IndexSet([0, 2]))
        #expect(items == ["b", "d"])
    }

    @Test func moveFromOffsetsDown() {
        var items = ["a", "b", "c", "d"]
        items.move(fromOffsets: IndexSet([0, 1]), toOffset: 3)
        #expect(items == ["c", "a", "b", "d"])
    }

    @Test func moveFromOffsetsUpAndToEnd() {
        var items = ["a", "b", "c", "d"]
        items.move(fromOffsets: IndexSet(integer: 3), toOffset: 0)
        #expect(items == ["d", "a", "b", "c"])
        items.move(fromOffsets: IndexSet(integer: 0), toOffset: 4)
        #expect(items == ["a", "b", "c", "d"])
    }
}
