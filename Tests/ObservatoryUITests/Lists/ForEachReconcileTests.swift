import ObservatoryTesting
import Testing
@testable import ObservatoryUI

/// A `ForEach` keeps a row, and its state, for as long as its id stays in
/// the data, however the data changed: the rows that came or went among the
/// rows kept are merged in without tables, and anything else goes through
/// the tables of keys. Random edits check both against what must hold.
@MainActor
@Suite("A ForEach keeps each row's identity through any edit")
struct ForEachReconcileTests {
    /// Hands out a new number to every row made.
    final class Tokens {
        var last = 0
        func next() -> Int {
            last += 1
            return last
        }
    }

    @Observable final class Store {
        var items: [Int]
        init(_ items: [Int]) { self.items = items }
    }

    /// One row: its item and the token its state took when it was made.
    struct Row: View {
        let item: Int
        let tokens: Tokens
        @State private var token: Int?
        var body: some View {
            Text("\(item):\(token ?? 0)")
                .onAppear { if token == nil { token = tokens.next() } }
        }
    }

    struct Rows: View {
        let store: Store
        let tokens: Tokens
        /// The ids: the item itself, or `item % 7` (ids that repeat).
        let repeats: Bool
        var body: some View {
            VStack {
                ForEach(store.items, id: \.self) { item in
                    Row(item: repeats ? item % 7 : item, tokens: tokens)
                }
            }
        }
    }

    /// (item, token) of each row shown, in order.
    private func rows(_ host: ViewHost) -> [(item: Int, token: Int)] {
        host.all(role: .text).compactMap { text in
            guard let parts = text["text"]?.split(separator: ":"), parts.count == 2,
                  let item = Int(parts[0]), let token = Int(parts[1]) else { return nil }
            return (item, token)
        }
    }

    /// A random edit: an insert, a delete, a move or a swap of one or two
    /// rows, sometimes several at once.
    private func edit(_ items: inout [Int], next: inout Int, using random: inout some RandomNumberGenerator) {
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                items.insert(next, at: Int.random(in: 0...items.count, using: &random))
                next += 1
            case 1 where !items.isEmpty:
                items.remove(at: Int.random(in: 0..<items.count, using: &random))
            case 2 where items.count > 1:
                let item = items.remove(at: Int.random(in: 0..<items.count, using: &random))
                items.insert(item, at: Int.random(in: 0...items.count, using: &random))
            case 3 where items.count > 1:
                items.swapAt(Int.random(in: 0..<items.count, using: &random), Int.random(in: 0..<items.count, using: &random))
            default:
                break
            }
        }
    }

    /// Mounts 30 rows, then makes 80 rounds of random edits; `check` sees
    /// each round's rows before and after, and the data.
    private func randomEdits(
        seed: UInt64, repeats: Bool,
        check: (_ round: Int, _ before: [(item: Int, token: Int)], _ host: ViewHost, _ items: [Int]) -> Void
    ) {
        var random = SplitMix(seed: seed)
        let store = Store(Array(0..<30))
        let host = ViewHost(Rows(store: store, tokens: Tokens(), repeats: repeats))
        var next = 1000
        for round in 0..<80 {
            let before = rows(host)
            var items = store.items
            edit(&items, next: &next, using: &random)
            store.items = items
            host.update()
            check(round, before, host, items)
        }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func randomEditsKeepTheRowOfEveryIDThatStayed(seed: UInt64) {
        randomEdits(seed: seed, repeats: false) { round, before, host, items in
            let tokens = Dictionary(uniqueKeysWithValues: before.map { ($0.item, $0.token) })
            let after = rows(host)
            #expect(after.map(\.item) == items, "round \(round)")
            for (item, token) in after {
                if let old = tokens[item] {
                    #expect(token == old, "round \(round): the row of \(item) was made again")
                } else {
                    #expect(!tokens.values.contains(token), "round \(round): \(item) took another row's state")
                }
            }
        }
    }

    @Test(arguments: [UInt64(5), 6])
    func randomEditsOfRepeatedIDsShowTheDataAndLeakNoRow(seed: UInt64) {
        randomEdits(seed: seed, repeats: true) { round, _, host, items in
            #expect(rows(host).map(\.item) == items.map { $0 % 7 }, "round \(round)")
            // As many nodes observe as in a window that showed this data
            // from the start: no row was left mounted unseen.
            let fresh = ViewHost(Rows(store: Store(items), tokens: Tokens(), repeats: true))
            #expect(host.graph.observingNodeCount == fresh.graph.observingNodeCount, "round \(round)")
        }
    }
}
