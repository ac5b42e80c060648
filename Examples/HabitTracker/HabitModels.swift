// HabitModels.swift — article 000, §8, as written (`import Observatory` for
// `import Observation`). Examples/HabitTracker/README.md lists every change.
import Foundation
import Observatory

@available(iOS 17.0, *)
@Observable
final class Habit: Identifiable, Codable {
    let id: UUID
    var title: String
    var notes: String
    var isComplete: Bool
    var createdAt: Date

    init(id: UUID = UUID(), title: String, notes: String = "", isComplete: Bool = false, createdAt: Date = .now) {
        self.id = id; self.title = title; self.notes = notes; self.isComplete = isComplete; self.createdAt = createdAt
    }
}

@available(iOS 17.0, *)
@Observable
final class HabitStore: Codable {
    var habits: [Habit] = []
    var search = ""
    var showCompleted = true
    var sortNewestFirst = true

    var filtered: [Habit] {
        var list = habits.filter { showCompleted || !$0.isComplete }
        if !search.isEmpty { list = list.filter { $0.title.localizedCaseInsensitiveContains(search) } }
        return sortNewestFirst ? list.sorted { $0.createdAt > $1.createdAt }
                               : list.sorted { $0.createdAt < $1.createdAt }
    }

    func add(title: String) { habits.append(Habit(title: title)) }
    func remove(at offsets: IndexSet) { habits.remove(atOffsets: offsets) }
    func toggle(_ habit: Habit) { habit.isComplete.toggle() }
}
