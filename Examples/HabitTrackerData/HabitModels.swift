// HabitModels.swift — article 000, §8, with SwiftData: `Habit` is a `@Model`
// (it was `@Observable ... Codable`), and the list's settings live in the
// view. Examples/HabitTrackerData/README.md lists every change.
import Foundation
import ObservatoryData

@available(iOS 17.0, *)
@Model
final class Habit {
    @Attribute(.unique) var id: UUID
    var title: String
    var notes: String
    var isComplete: Bool
    var createdAt: Date

    init(id: UUID = UUID(), title: String, notes: String = "", isComplete: Bool = false, createdAt: Date = .now) {
        self.id = id; self.title = title; self.notes = notes; self.isComplete = isComplete; self.createdAt = createdAt
    }
}
