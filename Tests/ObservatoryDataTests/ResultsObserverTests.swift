import Foundation
import Testing
@testable import ObservatoryData

@MainActor
struct ResultsObserverTests {
    @Test(arguments: TestStore.allCases) func resultsFollowSavesOfAnyContextAndTellTheirReaders(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Habit.self)
        let context = ModelContext(container)
        context.insert(Habit(name: "Walk", streak: 9))
        context.insert(Habit(name: "Read", streak: 1))
        try await context.saveAndWait()
        let observer = try ResultsObserver<Habit, Never>(
            filterBy: #Predicate { $0.streak >= 5 }, sortBy: [SortDescriptor(\.name)], modelContext: context)
        #expect(observer.results.map(\.name) == ["Walk"])

        let heard = Heard()
        withObservationTracking {
            _ = observer.results.count
        } onChange: {
            heard.append("results")
        }
        let other = ModelContext(container)
        other.insert(Habit(name: "Code", streak: 7))
        try await other.saveAndWait()
        #expect(heard.all == ["results"])
        #expect(observer.results.map(\.name) == ["Code", "Walk"])
    }

    @Test(arguments: TestStore.allCases) func changingTheFilterFetchesAgain(_ store: TestStore) async throws {
        let context = ModelContext(try memoryContainer(on: store, Habit.self))
        context.insert(Habit(name: "Walk", streak: 9))
        context.insert(Habit(name: "Read", streak: 1))
        try await context.saveAndWait()
        let observer = try ResultsObserver<Habit, Never>(sortBy: [SortDescriptor(\.name)], modelContext: context)
        #expect(observer.results.map(\.name) == ["Read", "Walk"])
        let heard = Heard()
        withObservationTracking {
            _ = observer.results.count
        } onChange: {
            heard.append("results")
        }
        observer.filterBy = #Predicate { $0.streak < 5 }
        #expect(heard.all == ["results"])
        #expect(observer.results.map(\.name) == ["Read"])
    }

    @Test(arguments: TestStore.allCases) func sectionsGroupByTheSectionKey(_ store: TestStore) async throws {
        let context = ModelContext(try memoryContainer(on: store, Habit.self))
        context.insert(Habit(name: "Walk", note: "body"))
        context.insert(Habit(name: "Read", note: "mind"))
        context.insert(Habit(name: "Code", note: "mind"))
        try await context.saveAndWait()
        let observer = try ResultsObserver<Habit, String>(
            fetchDescriptor: FetchDescriptor(sortBy: [SortDescriptor(\.name)]), sectionBy: \.note, modelContext: context)
        #expect(observer.sections.sectionTitles == ["mind", "body"])
        #expect(observer.sections[sectionTitle: "mind"]?.map(\.name) == ["Code", "Read"])
        #expect(observer.sections[sectionTitle: "none"] == nil)
    }
}
