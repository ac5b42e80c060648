import Testing
import ObservatoryTesting
import ObservatoryUI
@testable import ObservatoryData

struct HabitList: View {
    @Query(sort: \Habit.name) var habits: [Habit]
    var body: some View {
        VStack {
            Text("\(habits.count) habits")
            ForEach(habits) { habit in HabitRow(habit: habit) }
        }
    }
}

struct HabitRow: View {
    let habit: Habit
    var body: some View {
        Text("\(habit.name): \(habit.streak)")
    }
}

struct LongStreaks: View {
    @Query(filter: #Predicate<Habit> { $0.streak >= 7 }, sort: [SortDescriptor(\Habit.streak, order: .reverse)])
    var habits: [Habit]
    var body: some View {
        Text(habits.map(\.name).joined(separator: ","))
    }
}

struct Screen: View {
    var body: some View {
        VStack {
            HabitList()
            LongStreaks()
        }
    }
}

/// A bare `@Query` on a private property: the view is created with `()`,
/// as SwiftData's samples create theirs.
struct EveryHabit: View {
    @Query private var habits: [Habit]
    var body: some View { Text("every: \(habits.count)") }
}

/// Habits grouped by their note, as SwiftData's sectioned queries group.
struct HabitsByNote: View {
    @Query(sort: \Habit.name, sectionBy: \.note) private var sections: SectionedResults<Habit, String>
    @Query(sort: \Habit.name, sectionBy: \.note) private var flat: [Habit]
    var body: some View {
        VStack {
            ForEach(sections) { section in
                Text("[\(section.title)] " + section.map(\.name).joined(separator: ","))
            }
            Text("flat \(flat.count) in \(_flat.sections.count) sections")
        }
    }
}

/// The rows' texts, in order.
@MainActor
func rows(_ host: ViewHost) -> [String] {
    host.texts.filter { $0.contains(": ") }
}

@MainActor
struct QueryTests {
    private func mounted(_ store: TestStore, _ habits: [Habit]) async throws -> (ViewHost, ModelContext) {
        let container = try memoryContainer(on: store, Habit.self)
        let context = container.mainContext
        context.autosaveEnabled = false
        for habit in habits { context.insert(habit) }
        try await context.saveAndWait()
        let host = ViewHost(Screen().modelContainer(container))
        try await host.settle()   // a @Query of PostgreSQL fetches off the main actor
        return (host, context)
    }

    @Test(arguments: TestStore.allCases) func aQueryShowsItsModelsInOrder(_ store: TestStore) async throws {
        let (host, _) = try await mounted(store, [Habit(name: "Walk", streak: 9), Habit(name: "Read", streak: 2), Habit(name: "Code", streak: 7)])
        #expect(host.contains(text: "3 habits"))
        #expect(rows(host) == ["Code: 7", "Read: 2", "Walk: 9"])
        #expect(host.contains(text: "Walk,Code"))
    }

    @Test(arguments: TestStore.allCases) func anInsertReRunsTheQueriesItMatchesAndNothingElse(_ store: TestStore) async throws {
        let (host, context) = try await mounted(store, [Habit(name: "Walk", streak: 9), Habit(name: "Read", streak: 2)])
        host.resetCounts()
        context.insert(Habit(name: "Bike", streak: 1))   // matches HabitList only
        try await context.saveAndWait()
        host.update()
        #expect(host.bodyCount(of: HabitList.self) == 1)
        #expect(host.bodyCount(of: LongStreaks.self) == 0)
        #expect(host.bodyCount(of: Screen.self) == 0)
        #expect(host.bodyCount(of: HabitRow.self) == 1)   // only the new row
        // Since the reset: the graph may have run the update itself while the save was written.
        #expect(host.evaluations(of: HabitList.self).flatMap(\.causes) == [.source("@Query Habit (insert)")])
        #expect(rows(host) == ["Bike: 1", "Read: 2", "Walk: 9"])
    }

    @Test(arguments: TestStore.allCases) func aChangeToAPropertyNoQueryReadsReRunsOnlyTheRowsThatShowIt(_ store: TestStore) async throws {
        let walk = Habit(name: "Walk", streak: 9)
        let (host, context) = try await mounted(store, [walk, Habit(name: "Read", streak: 2)])
        host.resetCounts()
        walk.note = "mornings"          // read by nobody
        try await context.saveAndWait()
        host.update()
        #expect(host.evaluations.isEmpty)

        walk.streak = 10                // read by its row, and by LongStreaks' filter and sort
        try await context.saveAndWait()
        host.update()
        #expect(host.bodyCount(of: HabitList.self) == 0)
        #expect(host.bodyCount(of: HabitRow.self) == 1)
        // LongStreaks' results did not change: still [Walk].
        #expect(host.bodyCount(of: LongStreaks.self) == 0)
    }

    @Test(arguments: TestStore.allCases) func aChangeThatMovesAModelInOrOutOfAFilterReRunsItsQuery(_ store: TestStore) async throws {
        let read = Habit(name: "Read", streak: 2)
        let (host, context) = try await mounted(store, [Habit(name: "Walk", streak: 9), read])
        host.resetCounts()
        read.streak = 12
        try await context.saveAndWait()
        host.update()
        #expect(host.bodyCount(of: LongStreaks.self) == 1)
        #expect(host.evaluations(of: LongStreaks.self).flatMap(\.causes) == [.source("@Query Habit (update)")])
        #expect(host.contains(text: "Read,Walk"))
        #expect(host.bodyCount(of: HabitList.self) == 0)
    }

    @Test(arguments: TestStore.allCases) func aDeletionReRunsTheQueriesThatHeldTheModel(_ store: TestStore) async throws {
        let read = Habit(name: "Read", streak: 2)
        let (host, context) = try await mounted(store, [Habit(name: "Walk", streak: 9), read])
        host.resetCounts()
        context.delete(read)
        try await context.saveAndWait()
        host.update()
        #expect(host.bodyCount(of: HabitList.self) == 1)
        #expect(host.bodyCount(of: LongStreaks.self) == 0)
        #expect(rows(host) == ["Walk: 9"])
    }

    @Test func printChangesNamesTheQuery() throws {
        #expect(ChangeLog.phrase(.source("@Query Habit (insert)"), viewType: "HabitList") == "@Query Habit (insert) changed")
    }

    @Test(arguments: TestStore.allCases) func aBareQueryFetchesEveryModelOfItsType(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Habit.self)
        container.mainContext.insert(Habit(name: "Walk"))
        container.mainContext.insert(Habit(name: "Read"))
        try await container.mainContext.saveAndWait()
        let host = ViewHost(EveryHabit().modelContainer(container))
        try await host.settle()   // a @Query of PostgreSQL fetches off the main actor
        #expect(host.contains(text: "every: 2"))
    }

    @Test(arguments: TestStore.allCases) func modelContextGivesAViewTheContextItsQueriesUse(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Habit.self)
        let context = ModelContext(container)
        context.insert(Habit(name: "Walk"))
        // Unsaved: only this context sees the habit.
        let host = ViewHost(EveryHabit().modelContext(context))
        try await host.settle()   // a @Query of PostgreSQL fetches off the main actor
        #expect(host.contains(text: "every: 1"))
        let other = ViewHost(EveryHabit().modelContainer(container))
        try await other.settle()   // a @Query of PostgreSQL fetches off the main actor
        #expect(other.contains(text: "every: 0"))
    }

    /// A request built as a view's `init` builds it: a fresh `#Predicate`
    /// each time, capturing `minimum`.
    private func request(minimum: Int) -> QueryRequest<Habit> {
        QueryRequest(FetchDescriptor(predicate: #Predicate<Habit> { $0.streak >= minimum }, sortBy: [SortDescriptor(\.name)]), animation: nil)
    }

    @Test func aQueryRebuiltWithTheSameFilterKeepsItsFingerprintAndANewValueChangesIt() {
        // Each `#Predicate` numbers its variables afresh; the fingerprint
        // must not see that, or every re-render of a parent fetches again.
        #expect(request(minimum: 3).fingerprint == request(minimum: 3).fingerprint)
        #expect(request(minimum: 3).fingerprint != request(minimum: 4).fingerprint)
        let two = QueryRequest(FetchDescriptor(predicate: #Predicate<Habit> { first in
            first.streak > 1 && !first.tags.contains { tag in tag == first.name }
        }), animation: nil)
        let twoAgain = QueryRequest(FetchDescriptor(predicate: #Predicate<Habit> { first in
            first.streak > 1 && !first.tags.contains { tag in tag == first.name }
        }), animation: nil)
        #expect(two.fingerprint == twoAgain.fingerprint)
        // Which variable is which still counts.
        let swapped = QueryRequest(FetchDescriptor(predicate: #Predicate<Habit> { first in
            first.streak > 1 && !first.tags.contains { tag in tag == tag }
        }), animation: nil)
        #expect(two.fingerprint != swapped.fingerprint)
    }

    @Test(arguments: TestStore.allCases) func aSectionedQueryGroupsItsModelsAndFollowsSaves(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Habit.self)
        let context = container.mainContext
        context.autosaveEnabled = false
        context.insert(Habit(name: "Walk", note: "body"))
        context.insert(Habit(name: "Read", note: "mind"))
        context.insert(Habit(name: "Code", note: "mind"))
        context.insert(Habit(name: "Nap"))
        try await context.saveAndWait()
        let host = ViewHost(HabitsByNote().modelContainer(container))
        try await host.settle()   // a @Query of PostgreSQL fetches off the main actor
        // Sections in the order of their first model by name: Code, Nap, Walk.
        #expect(host.texts == ["[mind] Code,Read", "[] Nap", "[body] Walk", "flat 4 in 3 sections"])
        context.insert(Habit(name: "Jog", note: "body"))
        try await context.saveAndWait()
        host.update()
        #expect(host.texts == ["[mind] Code,Read", "[body] Jog,Walk", "[] Nap", "flat 5 in 3 sections"])
    }
}
