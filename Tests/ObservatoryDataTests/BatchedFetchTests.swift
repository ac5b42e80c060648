import Foundation
import Testing
@testable import ObservatoryData

/// `ModelContext.fetch(_:batchSize:)`: a count from SQL, and the models
/// read a batch at a time as they are accessed.
@MainActor
struct BatchedFetchTests {
    /// A container whose store holds `count` habits: names `H0000`…, streaks
    /// a permutation of `0..<count` (unique), notes `nil` for every fifth
    /// and else one of seven, so that a sort by note has many ties.
    private func seeded(_ store: TestStore, count: Int = 1_000) async throws -> ModelContainer {
        let container = try memoryContainer(on: store, Habit.self)
        let context = ModelContext(container)
        for index in 0..<count {
            let name = "H" + String(index).leftPadded(to: 4)
            context.insert(Habit(name: name, streak: index * 37 % count, note: index % 5 == 0 ? nil : "n\(index % 7)"))
        }
        try await context.saveAndWait()
        return container
    }

    /// Habits with a streak of at least 100, by note, then by streak downwards.
    private var sortedAndFiltered: FetchDescriptor<Habit> {
        FetchDescriptor(
            predicate: #Predicate { $0.streak >= 100 },
            sortBy: [SortDescriptor(\.note), SortDescriptor(\.streak, order: .reverse)])
    }

    @Test(arguments: TestStore.allCases) func countAndElementsAreTheFetchs(_ store: TestStore) async throws {
        let container = try await seeded(store)
        let expected = try ModelContext(container).fetch(sortedAndFiltered).map(\.persistentModelID)
        #expect(expected.count == 900)

        let context = ModelContext(container)
        let batched = try context.fetch(sortedAndFiltered, batchSize: 64)
        let pages = try #require(batched.pages)
        #expect(batched.count == 900)
        // Counting reads no model.
        #expect(pages.loadCount == 0)
        #expect(context.registered.isEmpty)
        #expect(batched.map(\.persistentModelID) == expected)
        #expect(pages.loadCount == 15)   // ⌈900 / 64⌉
        #expect(Array(batched.reversed()).map(\.persistentModelID) == expected.reversed())
    }

    @Test(arguments: TestStore.allCases) func aPositionFarIntoTheCollectionReadsOnlyItsBatch(_ store: TestStore) async throws {
        let container = try await seeded(store)
        let descriptor = FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)])
        let context = ModelContext(container)
        let batched = try context.fetch(descriptor, batchSize: 64)
        let pages = try #require(batched.pages)

        #expect(batched[900].name == "H0900")
        #expect(pages.loadCount == 1)
        #expect(pages.cachedPageNumbers == [14])
        #expect(context.registered.count == 64)   // positions 896..<960 only
        #expect(batched[959].name == "H0959")     // same batch
        #expect(pages.loadCount == 1)
        #expect(batched[999].name == "H0999")     // the last, short batch
        #expect(pages.loadCount == 2)
        #expect(context.registered.count == 64 + 40)
    }

    @Test(arguments: TestStore.allCases) func readingEveryPositionKeepsABoundedNumberOfBatches(_ store: TestStore) async throws {
        let container = try await seeded(store)
        let batched = try ModelContext(container).fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)]), batchSize: 32)
        let pages = try #require(batched.pages)
        var names: [String] = []
        var mostHeld = 0
        for habit in batched {
            names.append(habit.name)
            mostHeld = max(mostHeld, pages.cachedPageNumbers.count)
        }
        #expect(mostHeld == FetchedPages<Habit>.defaultCachedPageLimit)
        #expect(names == (0..<1_000).map { "H" + String($0).leftPadded(to: 4) })
        #expect(pages.loadCount == 32)   // ⌈1000 / 32⌉, each once
        #expect(pages.cachedPageNumbers == Array(24..<32))
        // The batch used least recently is the one forgotten.
        _ = batched[24 * 32]
        _ = batched[0]
        #expect(pages.cachedPageNumbers == [0] + Array(24..<32).filter { $0 != 25 })
        #expect(pages.loadCount == 33)
    }

    @Test(arguments: TestStore.allCases) func theModelsAreTheContexts(_ store: TestStore) async throws {
        let container = try await seeded(store, count: 200)
        let context = ModelContext(container)
        let descriptor = FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.streak)])
        let held = try context.fetch(descriptor)
        let batched = try context.fetch(descriptor, batchSize: 16)
        #expect(batched.pages != nil)
        #expect(batched.count == held.count)
        for (model, heldModel) in zip(batched, held) { #expect(model === heldModel) }

        // A model read first by a batch is the one the context then gives.
        let other = ModelContext(container)
        let first = try other.fetch(descriptor, batchSize: 16)[150]
        #expect(try other.model(for: first.persistentModelID, as: Habit.self) === first)
        #expect(try other.fetch(descriptor)[150] === first)
    }

    @Test(arguments: TestStore.allCases) func relatedModelsLoadWithTheirBatch(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Trip.self, Stop.self)
        let seeding = ModelContext(container)
        let trip = Trip(name: "Coast")
        seeding.insert(trip)
        for index in 0..<50 { trip.stops.append(Stop(name: "S" + String(index).leftPadded(to: 2))) }
        try await seeding.saveAndWait()

        let context = ModelContext(container)
        let stops = try context.fetch(FetchDescriptor<Stop>(sortBy: [SortDescriptor(\.name)]), batchSize: 8)
        #expect(stops.pages != nil)
        let late = stops[45], early = stops[3]
        #expect(late.name == "S45" && early.name == "S03")
        let loaded = try #require(late.trip)
        #expect(loaded === early.trip)
        #expect(loaded.stops.count == 50)
        #expect(loaded.stops.contains { $0 === late })
    }

    @Test(arguments: TestStore.allCases) func identitiesComeInBatchesWithoutModels(_ store: TestStore) async throws {
        let container = try await seeded(store)
        var descriptor = sortedAndFiltered
        descriptor.fetchOffset = 5
        let expected = try ModelContext(container).fetchIdentifiers(descriptor)
        let context = ModelContext(container)
        let batched = try context.fetchIdentifiers(descriptor, batchSize: 100)
        let pages = try #require(batched.pages)
        #expect(batched.count == 895)
        #expect(batched[850] == expected[850])
        #expect(pages.loadCount == 1)
        #expect(Array(batched) == expected)
        #expect(pages.loadCount == 10)
        #expect(context.registered.isEmpty)

        context.insert(Habit(name: "New", streak: 500))   // unsaved: every identity at once, as fetchIdentifiers
        let pending = try context.fetchIdentifiers(descriptor, batchSize: 100)
        #expect(pending.pages == nil)
        #expect(pending.count == 896)
        #expect(Array(pending) == (try context.fetchIdentifiers(descriptor)))
    }

    @Test(arguments: TestStore.allCases) func theDescriptorsOwnWindowApplies(_ store: TestStore) async throws {
        let container = try await seeded(store)
        let context = ModelContext(container)
        var descriptor = sortedAndFiltered
        descriptor.fetchOffset = 10
        descriptor.fetchLimit = 100
        var batched = try context.fetch(descriptor, batchSize: 64)
        #expect(batched.pages != nil)
        #expect(batched.count == 100)
        #expect(batched.map(\.persistentModelID) == (try context.fetch(descriptor)).map(\.persistentModelID))

        descriptor.fetchLimit = 5_000   // more than there are: the rest from the offset
        batched = try context.fetch(descriptor, batchSize: 64)
        #expect(batched.count == 890)
        #expect(batched.last?.persistentModelID == (try context.fetch(sortedAndFiltered)).last?.persistentModelID)

        descriptor.fetchOffset = 900    // past the end
        batched = try context.fetch(descriptor, batchSize: 64)
        #expect(batched.isEmpty)

        descriptor.fetchOffset = nil
        descriptor.fetchLimit = 0
        #expect(try context.fetch(descriptor, batchSize: 64).isEmpty)
    }

    @Test(arguments: TestStore.allCases) func anEmptyTableGivesAnEmptyCollection(_ store: TestStore) async throws {
        let context = ModelContext(try memoryContainer(on: store, Habit.self))
        let batched = try context.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)]), batchSize: 10)
        let pages = try #require(batched.pages)
        #expect(batched.isEmpty)
        #expect(batched.first == nil)
        #expect(Array(batched).isEmpty)
        #expect(pages.loadCount == 0)
    }

    @Test(arguments: TestStore.allCases) func unsavedChangesOfTheModelFetchEverythingAsFetchDoes(_ store: TestStore) async throws {
        let container = try await seeded(store, count: 100)
        let context = ModelContext(container)
        let descriptor = FetchDescriptor<Habit>(predicate: #Predicate { $0.streak >= 50 }, sortBy: [SortDescriptor(\.streak)])
        let stored = try context.fetch(descriptor)
        context.insert(Habit(name: "New", streak: 75))   // counts
        stored[0].streak = 10                             // no longer matches
        context.delete(stored[1])

        let batched = try context.fetch(descriptor, batchSize: 8)
        #expect(batched.pages == nil)
        #expect(batched.count == 50 + 1 - 2)
        #expect(batched.map(\.persistentModelID) == (try context.fetch(descriptor)).map(\.persistentModelID))
        #expect(batched.contains { $0.name == "New" })

        // Without pending changes, it reads the store in batches.
        var storeOnly = descriptor
        storeOnly.includePendingChanges = false
        let fromStore = try context.fetch(storeOnly, batchSize: 8)
        #expect(fromStore.pages != nil)
        #expect(fromStore.count == 50)
        #expect(fromStore.map(\.persistentModelID) == stored.map(\.persistentModelID))
    }

    @Test(arguments: TestStore.allCases) func unsavedChangesOfAnotherModelDoNotMatter(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Habit.self, Tag.self)
        let seeding = ModelContext(container)
        for index in 0..<20 { seeding.insert(Habit(name: "H\(index)", streak: index)) }
        try await seeding.saveAndWait()
        let context = ModelContext(container)
        context.insert(Tag(label: "unsaved"))
        let batched = try context.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.streak)]), batchSize: 8)
        #expect(batched.pages != nil)
        #expect(batched.map(\.streak) == Array(0..<20))
    }

    @Test(arguments: TestStore.allCases) func aPredicateThatRunsInSwiftFetchesEverything(_ store: TestStore) async throws {
        let container = try await seeded(store, count: 100)
        let context = ModelContext(container)
        let descriptor = FetchDescriptor<Habit>(predicate: #Predicate { $0.streak % 3 == 0 }, sortBy: [SortDescriptor(\.name)])
        let batched = try context.fetch(descriptor, batchSize: 8)
        #expect(batched.pages == nil)
        #expect(batched.count == 34)
        #expect(batched.map(\.persistentModelID) == (try context.fetch(descriptor)).map(\.persistentModelID))
    }

    @Test func aSaveAfterTheFetchShiftsTheBatchesNotYetRead() async throws {
        let container = try await seeded(.sqlite, count: 10)
        let batched = try ModelContext(container).fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)]), batchSize: 4)
        #expect(batched[0].name == "H0000")
        let other = ModelContext(container)
        other.insert(Habit(name: "A"))   // sorts first
        try other.save()
        #expect(batched.count == 10)            // counted at the fetch
        #expect(batched[1].name == "H0001")     // a batch held
        #expect(batched[4].name == "H0003")     // a batch read after the save
    }

    @Test func aPositionWhoseRowIsGoneGivesTheElementReadLast() async throws {
        let container = try memoryContainer(on: .sqlite, Habit.self)
        let context = ModelContext(container)
        for index in 0..<10 { context.insert(Habit(name: "H\(index)")) }
        try context.save()
        let batched = try context.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)]), batchSize: 4)
        #expect(batched[2].name == "H2")
        try context.delete(model: Habit.self, where: #Predicate { $0.name < "H3" })
        try context.save()
        #expect(batched.count == 10)          // counted at the fetch
        #expect(batched[4].name == "H7")      // a batch read after the save: positions shifted
        #expect(batched[9].name == "H7")      // no row there any more: the element read last
    }

    @Test(arguments: TestStore.allCases) func aRangeReadCopiesRunsOfPagesAsPositionsDo(_ store: TestStore) async throws {
        let container = try await seeded(store, count: 100)
        let batched = try ModelContext(container).fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)]), batchSize: 16)
        let pages = try #require(batched.pages)
        // Within a page, across pages, from a page's start, to the end.
        for range in [3..<9, 10..<50, 16..<32, 90..<100, 0..<100, 40..<40] {
            let names = pages.elements(at: range).map(\.name)
            #expect(names == range.map { "H" + String($0).leftPadded(to: 4) }, "\(range)")
        }
        #expect(pages.cachedPageNumbers.count <= FetchedPages<Habit>.defaultCachedPageLimit)
    }

    @Test func aRangeReadGivesTheElementReadLastWhereRowsAreGone() async throws {
        let container = try memoryContainer(on: .sqlite, Habit.self)
        let context = ModelContext(container)
        for index in 0..<10 { context.insert(Habit(name: "H\(index)")) }
        try context.save()
        let batched = try context.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)]), batchSize: 4)
        let pages = try #require(batched.pages)
        #expect(batched[2].name == "H2")
        try context.delete(model: Habit.self, where: #Predicate { $0.name < "H3" })
        try context.save()
        // Positions 4..<8 now hold H7...H9 and nothing: the last stands in,
        // as it does for positions 8 and 9, whose page is short.
        #expect(pages.elements(at: 2..<10).map(\.name) == ["H2", "H3", "H7", "H8", "H9", "H9", "H9", "H9"])
    }

    @Test func aCollectionThatLostEveryRowBeforeReadingAnyStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = try! memoryContainer(on: .sqlite, Habit.self)
                let context = ModelContext(container)
                for index in 0..<10 { context.insert(Habit(name: "H\(index)")) }
                try! context.save()
                let batched = try! context.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)]), batchSize: 4)
                try! context.delete(model: Habit.self)
                try! context.save()
                _ = batched[9]
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("no row at position 9 of 10: the store lost every row since they were counted"))
    }

    @Test func aBatchSizeOfZeroOrLessFetchesEverything() async throws {
        let container = try await seeded(.sqlite, count: 30)
        let context = ModelContext(container)
        let descriptor = FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)])
        for size in [0, -1] {
            let batched = try context.fetch(descriptor, batchSize: size)
            #expect(batched.pages == nil)
            #expect(batched.map(\.name) == (try context.fetch(descriptor)).map(\.name))
        }
    }
}

extension String {
    /// The string with zeros before it, `width` characters at least.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
