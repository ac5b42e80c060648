// A console tour of Observatory with the Habit model from the articles.
// Run it with `swift run observatory-demo`.
import Foundation
import Observatory

@Observable
final class Habit: Identifiable, Codable, @unchecked Sendable {
    let id: UUID
    var title: String
    var isComplete = false
    var createdAt: Date

    init(title: String) {
        id = UUID()
        self.title = title
        createdAt = Date(timeIntervalSince1970: 1_700_000_000)
    }
}

@MainActor
@Observable
final class HabitStore {
    var habits: [Habit] = []
    var search = ""

    var filtered: [Habit] {
        search.isEmpty ? habits : habits.filter { $0.title.localizedCaseInsensitiveContains(search) }
    }
}

@MainActor
func tour() async {
    let store = HabitStore()

    print("1. withObservationTracking fires once, just before a property it read changes.")
    withObservationTracking {
        _ = store.filtered.count
    } onChange: {
        print("   onChange: the list is about to change")
    }
    store.habits.append(Habit(title: "Read"))
    store.habits.append(Habit(title: "Walk"))  // one-shot: no second message

    print("2. Only what was read is tracked.")
    let walk = store.habits[1]
    withObservationTracking {
        _ = walk.isComplete
    } onChange: {
        print("   onChange: \"Walk\" completion is about to change")
    }
    walk.title = "Walk the dog"  // not read: silent
    walk.isComplete = true

    print("3. Observations streams values; synchronous changes arrive as one element.")
    var totals = Observations { store.filtered.map(\.title).joined(separator: ", ") }.makeAsyncIterator()
    print("   first:", await totals.next() ?? "")
    store.habits.append(Habit(title: "Swim"))
    store.search = "w"
    print("   next: ", await totals.next() ?? "")

    print("4. Codable uses the declared names, as a struct would.")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try! encoder.encode(Habit(title: "Read")), as: UTF8.self)
    print("  ", json.replacingOccurrences(of: #""id":"[^"]+""#, with: #""id":"…""#, options: .regularExpression))

    uiTour(store)
}

await tour()
