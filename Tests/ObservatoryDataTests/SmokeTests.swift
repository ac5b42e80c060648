import Testing
import ObservatoryData

@MainActor
struct SmokeTests {
    @Test func insertSaveFetch() throws {
        let container = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        context.insert(Habit(name: "Read", streak: 3))
        context.insert(Habit(name: "Walk", streak: 9))
        try context.save()
        let long = try context.fetch(FetchDescriptor<Habit>(predicate: #Predicate { $0.streak > 5 }))
        #expect(long.map(\.name) == ["Walk"])
    }
}
