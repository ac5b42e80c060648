import Foundation
import Testing
@testable @_spi(Observatory) import ObservatoryUI
@testable import ObservatoryWeb

/// Rows of a lazy list's window that its data is still reading (a page of
/// a store on the network) show as placeholder rows, not blank space: the
/// spacer next to the rows shown draws `--o-pending` of them, and stops
/// once the rows arrive.
@MainActor
@Suite("A lazy list shows placeholder rows while its data reads them")
struct LazyPlaceholderTests {
    /// `count` numbers, of which the first `loaded` are at hand.
    struct FirstRowsLoaded: RandomAccessCollection, _LazyRowAvailability {
        let count: Int
        let loaded: Int
        var startIndex: Int { 0 }
        var endIndex: Int { count }
        subscript(position: Int) -> Int { position }
        func _lazyAvailableRows(in offsets: Range<Int>) -> Range<Int> {
            offsets.clamped(to: 0..<Swift.max(loaded, offsets.lowerBound))
        }
        func _lazyRequestRows(_ offsets: Range<Int>) {}
    }

    @Observable final class Store {
        var data = FirstRowsLoaded(count: 1_000, loaded: 10)
    }

    struct Rows: View {
        let store: Store
        var body: some View {
            List { ForEach(store.data, id: \.self) { Text("Row \($0)") } }
        }
    }

    private func trailingSpacer(_ harness: Harness) throws -> DOMNode {
        let spacer = try #require(harness.root.descendants().last { $0.role == .lazySpacer })
        return try #require(harness.page.find(spacer.id.rawValue))
    }

    @Test func rowsBeingReadArePlaceholdersUntilTheyArrive() throws {
        let store = Store()
        let harness = try Harness(Rows(store: store))
        // The first window wants more rows than the 10 at hand: the
        // trailing spacer begins with the others, as placeholders.
        let element = try #require(harness.root.descendants().last { $0.role == .lazySpacer })
        let pending = try #require(element["pending"].flatMap { Int($0) })
        #expect(pending > 0)
        #expect(element["start"] == "10")
        let spacer = try trailingSpacer(harness)
        #expect(spacer.attributes["class"]?.split(separator: " ").contains("o-lazy-pending") == true)
        #expect(spacer.attributes["style"]?.contains("--o-pending:\(pending)") == true)
        let leading = try #require(harness.page.host.first { $0.attributes["data-lead"] != nil })
        #expect(leading.attributes["class"]?.contains("o-lazy-pending") == false)

        // The rows arrive: they are shown, and the placeholders go.
        store.data = FirstRowsLoaded(count: 1_000, loaded: 1_000)
        try harness.flush()
        let after = try trailingSpacer(harness)
        #expect(after.attributes["class"]?.contains("o-lazy-pending") == false)
        #expect(after.attributes["style"]?.contains("--o-pending") == false)
        try harness.expectInSync()
    }

    @Test func dataWithEveryRowAtHandHasNoPlaceholders() throws {
        let store = Store()
        store.data = FirstRowsLoaded(count: 1_000, loaded: 1_000)
        let harness = try Harness(Rows(store: store))
        #expect(harness.page.host.first { $0.attributes["class"]?.contains("o-lazy-spacer") == true } != nil)
        #expect(harness.page.host.first { $0.attributes["class"]?.contains("o-lazy-pending") == true } == nil)
        try harness.scroll(toRows: 500..<515)
        #expect(harness.page.host.first { $0.attributes["class"]?.contains("o-lazy-pending") == true } == nil)
    }
}
