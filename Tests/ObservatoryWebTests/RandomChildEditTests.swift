import Foundation
import Testing
@testable import ObservatoryWeb

/// Rows in a stack, in a list, and in a list's section with a header: the
/// three kinds of parent a patch keeps children in (a placement every child
/// shares with or without list items, and placements that differ by slot).
private struct EditedRows: View {
    let store: HabitStore
    var body: some View {
        VStack {
            VStack {
                ForEach(store.habits) { Text($0.title) }
            }
            List {
                ForEach(store.habits) { Text($0.title) }
            }
            List {
                Section {
                    ForEach(store.habits) { Text($0.title) }
                } header: {
                    Text("Habits")
                }
            }
        }
    }
}

@MainActor
@Suite("Patches after random edits")
struct RandomChildEditTests {
    /// Random inserts and removals, a few per update, sometimes a move:
    /// after each update the tab's DOM equals a fresh render.
    @Test(arguments: [1, 2, 3] as [UInt64]) func randomInsertsAndRemovalsStayInSync(seed: UInt64) throws {
        var random = SplitMix(seed: seed)
        let store = HabitStore(count: 12)
        let harness = try Harness(EditedRows(store: store))
        var nextID = 100
        for _ in 0..<40 {
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4:
                    let index = Int.random(in: 0...store.habits.count, using: &random)
                    store.habits.insert(Habit(id: nextID, title: "Habit \(nextID)"), at: index)
                    nextID += 1
                case 4..<8 where !store.habits.isEmpty:
                    store.habits.remove(at: Int.random(in: 0..<store.habits.count, using: &random))
                case 8 where store.habits.count > 1:
                    let from = Int.random(in: 0..<store.habits.count, using: &random)
                    let habit = store.habits.remove(at: from)
                    store.habits.insert(habit, at: Int.random(in: 0...store.habits.count, using: &random))
                default:
                    store.habits.append(Habit(id: nextID, title: "Habit \(nextID)"))
                    nextID += 1
                }
            }
            try harness.flush()
            try harness.expectInSync()
        }
    }
}
