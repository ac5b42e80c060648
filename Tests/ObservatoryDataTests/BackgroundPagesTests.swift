import Foundation
import Testing
@testable import ObservatoryData

/// The pieces a paged `@Query` on PostgreSQL reads its pages with: a count
/// and pages read off the context's actor, taken into `FetchedPages`
/// without it reading the store, and the pages a window still lacks.
@MainActor
struct BackgroundPagesTests {
    /// A container whose store holds `count` habits named `H0000`….
    private func seeded(_ store: TestStore, count: Int) async throws -> ModelContainer {
        let container = try memoryContainer(on: store, Habit.self)
        let context = ModelContext(container)
        for index in 0..<count { context.insert(Habit(name: String(format: "H%04d", index), streak: index % 10)) }
        try await context.saveAndWait()
        return container
    }

    private func plan(_ descriptor: FetchDescriptor<Habit>, _ container: ModelContainer) throws -> FetchPlan<Habit> {
        FetchPlan(descriptor, entity: try container.entity(Habit.self), dialect: container.store.dialect)
    }

    @Test(arguments: TestStore.allCases) func aPageReadInTheBackgroundIsTheFetchsSlice(_ store: TestStore) async throws {
        let container = try await seeded(store, count: 300)
        let descriptor = FetchDescriptor<Habit>(
            predicate: #Predicate { $0.streak >= 2 }, sortBy: [SortDescriptor(\.streak), SortDescriptor(\.name, order: .reverse)])
        let expected = try ModelContext(container).fetch(descriptor).map(\.name)
        #expect(expected.count == 240)

        let context = ModelContext(container)
        let plan = try plan(descriptor, container)
        #expect(try await context.countInBackground(of: plan) == 240)
        for (offset, limit) in [(0, 64), (64, 64), (192, 48), (230, 64)] {
            let page = try await context.modelPageInBackground(of: plan, offset: offset, limit: limit)
            #expect(page.map(\.name) == Array(expected[offset..<min(offset + limit, 240)]), "\(offset)")
            // The context's own models, as a fetch gives them.
            for model in page { #expect((context.registeredModel(for: model.persistentModelID) as Habit?) === model) }
        }
    }

    @Test(arguments: TestStore.allCases) func theDescriptorsOffsetMovesThePages(_ store: TestStore) async throws {
        let container = try await seeded(store, count: 100)
        var descriptor = FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)])
        descriptor.fetchOffset = 10
        descriptor.fetchLimit = 50
        let context = ModelContext(container)
        let plan = try plan(descriptor, container)
        #expect(try await context.countInBackground(of: plan) == 50)
        let page = try await context.modelPageInBackground(of: plan, offset: 16, limit: 16)
        #expect(page.map(\.name) == (26..<42).map { String(format: "H%04d", $0) })
    }

    /// A source that must never be read: the pages come from elsewhere.
    private func unreadable(_ reads: Counter) -> PageSource<Int> {
        PageSource(load: { _, _ in
            reads.value += 1
            throw ModelStoreError.unreachable("not read here")
        }, stale: { _ in })
    }

    final class Counter { var value = 0 }

    @Test func adoptedPagesAreReadWithoutTheStore() {
        let reads = Counter()
        let pages = FetchedPages(count: 300, batchSize: 64, source: unreadable(reads))
        #expect(!pages.holds(0..<10))
        pages.adopt(page: 0, elements: Array(0..<64))
        #expect(pages.holds(0..<10))
        #expect(pages.holds(0..<64))
        #expect(!pages.holds(60..<70))
        #expect(pages.holds(70..<70))
        pages.adopt(page: 4, elements: Array(256..<300))   // the last, short page
        #expect(pages.holds(256..<300))
        #expect(pages.elements(at: 0..<64) == Array(0..<64))
        #expect(pages.elements(at: 290..<300) == Array(290..<300))
        #expect(pages.element(at: 5) == 5)
        #expect(pages.loadCount == 0)
        #expect(reads.value == 0)
    }

    @Test func adoptingKeepsThePageLimitAndReplacesAPageHeld() {
        let reads = Counter()
        let pages = FetchedPages(count: 1_000, batchSize: 10, cachedPageLimit: 3, source: unreadable(reads))
        for number in 0..<5 { pages.adopt(page: number, elements: Array((number * 10)..<(number * 10 + 10))) }
        #expect(pages.cachedPageNumbers == [2, 3, 4])
        pages.adopt(page: 3, elements: Array(repeating: -1, count: 10))
        #expect(pages.cachedPageNumbers == [2, 3, 4])
        #expect(pages.element(at: 35) == -1)
        #expect(reads.value == 0)
    }

    @Test func theMissingPagesAreTheWindowsThenTheNextThenThePrevious() {
        let pages = FetchedPages(count: 300, batchSize: 64, source: unreadable(Counter()))
        // Pages 0…4, the last short.
        #expect(pages.pageCount == 5)
        #expect(pages.missingPageNumbers(around: 0..<10) == [0, 1])
        #expect(pages.missingPageNumbers(around: 60..<70) == [0, 1, 2])
        #expect(pages.missingPageNumbers(around: 130..<140, margin: 2) == [2, 3, 4, 1, 0])
        #expect(pages.missingPageNumbers(around: 290..<300) == [4, 3])
        #expect(pages.missingPageNumbers(around: 290..<400, margin: 0) == [4])
        #expect(pages.missingPageNumbers(around: 300..<310) == [])
        pages.adopt(page: 1, elements: Array(64..<128))
        pages.adopt(page: 2, elements: Array(128..<192))
        #expect(pages.missingPageNumbers(around: 60..<70) == [0])
        #expect(pages.missingPageNumbers(around: 130..<140) == [3])
    }
}
