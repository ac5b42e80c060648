import Foundation
import ObservatoryTesting
import Testing
@testable @_spi(Observatory) import ObservatoryUI

/// A change of the data a `ForEach` shows costs the view O(window), whatever
/// the data's count: the old copy of the data (which the model's
/// copy-on-write left to the node) is released after the update, not in it;
/// and a large collection is compared by storage, not element by element.
@MainActor
@Suite("A ForEach's replaced data is released after the update")
struct LazyDataReleaseTests {
    final class Item: Identifiable {
        let id: Int
        init(id: Int) { self.id = id }
    }

    @Observable final class Store {
        var items: [Item]
        init(count: Int) { items = (0..<count).map(Item.init) }
    }

    struct Rows: View {
        let store: Store
        var body: some View {
            List {
                ForEach(store.items) { Text("Row \($0.id)") }
            }
        }
    }

    /// Lets the main actor run what is queued (the release task).
    private func yieldToMainActor() async {
        for _ in 0..<10 { await Task.yield() }
    }

    @Test func theOldCopyOfALargeDataIsReleasedAfterTheUpdate() async throws {
        let count = ForEachNode<[Item], Int, Text>.dataReleasedAfterUpdate + 10
        let store = Store(count: count)
        let host = ViewHost(Rows(store: store))
        weak let removed = store.items.first
        #expect(removed != nil)
        store.items.removeFirst()
        host.update()
        // The window shows the new first row; the old copy still holds the removed one.
        #expect(host.all(role: .text).first?["text"] == "Row 1")
        #expect(host.graph.retiredDataCount == 1)
        #expect(removed != nil)
        await yieldToMainActor()
        #expect(host.graph.retiredDataCount == 0)
        #expect(removed == nil)
    }

    @Test func updatesInALoopKeepAtMostOneOldCopy() throws {
        let count = ForEachNode<[Item], Int, Text>.dataReleasedAfterUpdate + 10
        let store = Store(count: count)
        let host = ViewHost(Rows(store: store))
        weak let first = store.items.first
        store.items.removeFirst()
        host.update()
        #expect(host.graph.retiredDataCount == 1)
        // No task ran: the next update releases the old copy before it retires another.
        store.items.removeFirst()
        host.update()
        #expect(host.graph.retiredDataCount == 1)
        #expect(first == nil)
        #expect(host.all(role: .text).first?["text"] == "Row 2")
    }

    @Test func smallDataIsReleasedInTheUpdate() throws {
        let store = Store(count: 10)
        let host = ViewHost(Rows(store: store))
        weak let removed = store.items.first
        store.items.removeFirst()
        host.update()
        #expect(host.graph.retiredDataCount == 0)
        #expect(removed == nil)
    }

    @Test func largeCollectionsCompareByStorage() {
        let items = (0..<100).map(Item.init)
        let copy = items.map { $0 }
        // Other storage, the same objects: a large collection is a new input,
        #expect(!ViewInputs.equal(items, copy))
        #expect(ViewInputs.equal(items, items))
        // a small one is compared element by element,
        #expect(ViewInputs.equal(Array(items.prefix(10)), Array(copy.prefix(10))))
        // and plain values are compared whatever their count.
        let numbers = Array(0..<1_000)
        #expect(ViewInputs.equal(numbers, numbers.map { $0 }))
        struct Holder { let items: [Item] }
        #expect(!ViewInputs.equal(Holder(items: items), Holder(items: copy)))
        #expect(ViewInputs.equal(Holder(items: Array(items.prefix(3))), Holder(items: Array(copy.prefix(3)))))
    }
}
