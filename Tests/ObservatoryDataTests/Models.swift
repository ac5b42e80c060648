import ObservatoryData

@Model
final class Habit {
    @Attribute(.unique) var name: String
    var streak = 0
    var createdAt: Date = Date(timeIntervalSinceReferenceDate: 0)
    var note: String?
    var tags: [String] = []
    @Transient var isExpanded = false

    init(name: String, streak: Int = 0, note: String? = nil) {
        self.name = name
        self.streak = streak
        self.note = note
    }
}
