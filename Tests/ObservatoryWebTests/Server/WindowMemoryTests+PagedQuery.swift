import Foundation
import ObservatoryData
import Testing
@testable import ObservatoryWeb

// A paged @Query of 100,000 SQLite rows in a lazy List: each window holds
// its query's count and pages and the rows in view; the models are the
// main context's, shared by every window.

@Model final class MemoryStoredHabit {
    #Index<MemoryStoredHabit>([\.title])
    var title: String
    var isDone = false
    init(title: String) { self.title = title }
}

struct MemoryStoredHabitRow: View {
    @Bindable var habit: MemoryStoredHabit
    var body: some View {
        HStack {
            Toggle(habit.title, isOn: $habit.isDone)
            Spacer()
            Text(habit.isDone ? "Done" : "To do")
        }
    }
}

struct MemoryPagedList: View {
    @Query(sort: \MemoryStoredHabit.title) private var habits: FetchResultsCollection<MemoryStoredHabit>
    var body: some View {
        NavigationStack {
            List {
                ForEach(habits) { habit in MemoryStoredHabitRow(habit: habit) }
            }
            .navigationTitle("Habits")
        }
    }
}

/// 100,000 stored habits, in memory, seeded once for the process.
@MainActor let hundredThousandStoredHabits: ModelContainer = {
    let container = try! ModelContainer(for: MemoryStoredHabit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let seeder = ModelContext(container)
    for index in 1...100_000 { seeder.insert(MemoryStoredHabit(title: "Habit " + String(index + 1_000_000))) }
    try! seeder.save()
    return container
}()

struct MemoryPagedApp: App {
    var body: some Scene {
        WindowGroup("Habits") { MemoryPagedList().modelContainer(hundredThousandStoredHabits) }
    }
}

extension WindowMemoryTests {
    @Test(.enabled(if: residentBytes() != nil)) func aPagedQueryOf100000SQLiteRowsShowing40() throws {
        _ = hundredThousandStoredHabits
        let perWindow = try residentBytesPerWindow(of: MemoryPagedApp(), afterPaint: Self.showFirst40Rows)
        let rows = try Self.rowsMountedShowing40(of: MemoryPagedApp())
        print("ObservatoryWeb: \(perWindow) bytes resident per idle window of a paged @Query of 100,000 SQLite rows "
              + "showing 40 rows (\(rows) rows mounted; \(Self.count) windows each)")
        #expect(rows >= 40 && rows <= 60)
        #expect(perWindow > 1_000)
        #expect(perWindow <= 100_000)
    }
}
