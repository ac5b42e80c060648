import Foundation
import Testing
@testable import ObservatoryData

@MainActor
struct ContextTests {
    @Test func xcodesTemplateConfigurationWithASchemaStoresItsModels() async throws {
        // As Xcode's SwiftData template writes it.
        let schema = Schema([Habit.self])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)
        #expect(configuration.schema == schema)
        #expect(configuration.schema != Schema([Chore.self]))
        let container = try ModelContainer(for: schema, configurations: [configuration])
        let context = container.mainContext
        context.insert(Habit(name: "Read", streak: 1))
        try await context.saveAndWait()
        #expect(try context.fetchCount(FetchDescriptor<Habit>()) == 1)
        // A configuration's schema adds its models to the container's.
        let widened = try ModelContainer(
            for: Schema([Habit.self]), configurations: [ModelConfiguration(schema: Schema([Chore.self]), isStoredInMemoryOnly: true)])
        #expect((try? widened.entity(Chore.self)) != nil)
        #expect((try? container.entity(Chore.self)) == nil)
    }

    @Test(arguments: TestStore.allCases) func savedModelsAreFetchedInOrderWithTheirValues(_ store: TestStore) async throws {
        let context = try memoryContainer(on: store, Habit.self).mainContext
        let read = Habit(name: "Read", streak: 3, note: "evenings")
        read.tags = ["mind"]
        context.insert(read)
        context.insert(Habit(name: "Walk", streak: 9))
        context.insert(Habit(name: "Code", streak: 5))
        #expect(context.hasChanges)
        try await context.saveAndWait()
        #expect(!context.hasChanges)

        let byName = try context.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)]))
        #expect(byName.map(\.name) == ["Code", "Read", "Walk"])
        // One instance per row: the fetched model is the inserted object.
        #expect(byName[1] === read)
        let byStreak = try context.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.streak, order: .reverse)]))
        #expect(byStreak.map(\.streak) == [9, 5, 3])
    }

    @Test(arguments: TestStore.allCases) func aNewContextReadsEveryPropertyBackFromTheStore(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Habit.self)
        let habit = Habit(name: "Read", streak: 3, note: "evenings")
        habit.tags = ["mind", "calm"]
        habit.createdAt = Date(timeIntervalSinceReferenceDate: 1234.5)
        habit.isExpanded = true
        container.mainContext.insert(habit)
        try await container.mainContext.saveAndWait()

        let fresh = ModelContext(container)
        let loaded = try #require(try fresh.fetch(FetchDescriptor<Habit>()).first)
        #expect(loaded !== habit)
        #expect(loaded.name == "Read")
        #expect(loaded.streak == 3)
        #expect(loaded.note == "evenings")
        #expect(loaded.tags == ["mind", "calm"])
        #expect(loaded.createdAt == Date(timeIntervalSinceReferenceDate: 1234.5))
        // @Transient is not stored: a fetched model has the initial value.
        #expect(loaded.isExpanded == false)
        #expect(loaded.persistentModelID == habit.persistentModelID)
    }

    @Test(arguments: TestStore.allCases) func limitOffsetCountAndIdentifiers(_ store: TestStore) async throws {
        let context = try memoryContainer(on: store, Habit.self).mainContext
        for index in 0..<10 { context.insert(Habit(name: "H\(index)", streak: index)) }
        try await context.saveAndWait()
        var descriptor = FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.streak)])
        descriptor.fetchOffset = 2
        descriptor.fetchLimit = 3
        #expect(try context.fetch(descriptor).map(\.streak) == [2, 3, 4])
        #expect(try context.fetchCount(descriptor) == 3)
        #expect(try context.fetchCount(FetchDescriptor<Habit>(predicate: #Predicate { $0.streak >= 7 })) == 3)
        let identifiers = try context.fetchIdentifiers(descriptor)
        #expect(identifiers == (try context.fetch(descriptor)).map(\.persistentModelID))
    }

    @Test(arguments: TestStore.allCases) func pendingChangesCountInFetchesUntilSaved(_ store: TestStore) async throws {
        let context = try memoryContainer(on: store, Habit.self).mainContext
        context.autosaveEnabled = false
        let walk = Habit(name: "Walk", streak: 9)
        context.insert(walk)
        context.insert(Habit(name: "Read", streak: 1))
        try await context.saveAndWait()
        let long = FetchDescriptor<Habit>(predicate: #Predicate { $0.streak > 5 }, sortBy: [SortDescriptor(\.name)])

        context.insert(Habit(name: "Swim", streak: 6))   // inserted, unsaved
        walk.streak = 2                                    // changed, unsaved: no longer matches
        #expect(try context.fetch(long).map(\.name) == ["Swim"])
        var saved = long
        saved.includePendingChanges = false
        #expect(try context.fetch(saved).map(\.name) == ["Walk"])
        context.delete(walk)
        #expect(try context.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)])).map(\.name) == ["Read", "Swim"])
    }

    @Test(arguments: TestStore.allCases) func rollbackRestoresStoredValuesAndObserversHearIt(_ store: TestStore) async throws {
        let context = try memoryContainer(on: store, Habit.self).mainContext
        context.autosaveEnabled = false
        let habit = Habit(name: "Read", streak: 3)
        context.insert(habit)
        try await context.saveAndWait()

        habit.streak = 40
        let inserted = Habit(name: "New")
        context.insert(inserted)
        #expect(habit.hasChanges && context.hasChanges)
        let heard = Heard()
        withObservationTracking { _ = habit.streak } onChange: { heard.append("changed") }
        context.rollback()
        #expect(habit.streak == 3)
        #expect(heard.any)
        #expect(!context.hasChanges)
        #expect(inserted.modelContext == nil)
        #expect(try context.fetchCount(FetchDescriptor<Habit>()) == 1)
    }

    @Test(arguments: TestStore.allCases) func rollbackRestoresWhatWasStoredBeforeTheFirstChangeOrTheStoresValuesIfAnotherContextSaved(
        _ store: TestStore
    ) async throws {
        let container = try memoryContainer(on: store, Habit.self)
        let context = container.mainContext
        context.autosaveEnabled = false
        let habit = Habit(name: "Read", streak: 3, note: "daily")
        context.insert(habit)
        try await context.saveAndWait()

        habit.streak = 4
        habit.streak = 5
        habit.note = nil
        context.rollback()
        #expect(habit.streak == 3 && habit.note == "daily" && !habit.hasChanges)

        // Changed here, and saved meanwhile by another context, which the
        // main context hears of: a rollback shows what the store holds.
        habit.streak = 6
        let other = ModelContext(container)
        let copy = try #require(try other.fetch(FetchDescriptor<Habit>()).first)
        copy.streak = 8
        copy.note = "weekly"
        try await other.saveAndWait()
        let deadline = ContinuousClock.now + .seconds(30)
        while !habit._$modelState.storedValuesMayBeOld && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        context.rollback()
        #expect(habit.streak == 8 && habit.note == "weekly" && !habit.hasChanges)
    }

    @Test(arguments: TestStore.allCases) func deleteRemovesTheRow(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Habit.self)
        let context = container.mainContext
        let habit = Habit(name: "Read")
        context.insert(habit)
        try await context.saveAndWait()
        context.delete(habit)
        #expect(habit.isDeleted)
        try await context.saveAndWait()
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Habit>()) == 0)
        #expect(habit.modelContext == nil)
    }

    @Test(arguments: TestStore.allCases) func deleteWherePredicate(_ store: TestStore) async throws {
        let context = try memoryContainer(on: store, Habit.self).mainContext
        for index in 0..<6 { context.insert(Habit(name: "H\(index)", streak: index)) }
        try context.delete(model: Habit.self, where: #Predicate { $0.streak < 4 })
        try await context.saveAndWait()
        #expect(try context.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.streak)])).map(\.streak) == [4, 5])
    }

    @Test(arguments: TestStore.allCases) func aUniqueAttributeUpdatesTheStoredRow(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Habit.self)
        let context = container.mainContext
        context.insert(Habit(name: "Read", streak: 1))
        try await context.saveAndWait()
        context.insert(Habit(name: "Read", streak: 8))
        try await context.saveAndWait()
        let all = try ModelContext(container).fetch(FetchDescriptor<Habit>())
        #expect(all.count == 1)
        #expect(all.first?.streak == 8)
    }

    @Test(arguments: TestStore.allCases) func anotherContextsSaveReachesTheMainContextsModels(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Habit.self)
        let main = container.mainContext
        let habit = Habit(name: "Read", streak: 1)
        main.insert(habit)
        try await main.saveAndWait()

        let background = ModelContext(container)
        let copy = try #require(try background.fetch(FetchDescriptor<Habit>()).first)
        let heard = Heard()
        withObservationTracking { _ = habit.streak } onChange: { heard.append("changed") }
        copy.streak = 12
        try await background.saveAndWait()
        #expect(habit.streak == 12)
        #expect(heard.any)
        #expect(!main.hasChanges)
    }

    @Test(arguments: TestStore.allCases) func theMainContextSavesByItself(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Habit.self)
        let main = container.mainContext
        #expect(main.autosaveEnabled)
        #expect(!ModelContext(container).autosaveEnabled)
        main.insert(Habit(name: "Read"))
        #expect(main.hasChanges)
        for _ in 0..<100 where main.hasChanges { await Task.yield() }
        #expect(!main.hasChanges)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Habit>()) == 1)
    }

    @Test(arguments: TestStore.allCases) func saveIsAnnouncedWithTheIdentitiesItWrote(_ store: TestStore) async throws {
        let context = ModelContext(try memoryContainer(on: store, Habit.self))
        let walk = Habit(name: "Walk")
        context.insert(walk)
        try await context.saveAndWait()
        let read = Habit(name: "Read")
        context.insert(read)
        walk.streak = 3

        let heard = Heard()
        nonisolated(unsafe) var saved: [String: [PersistentIdentifier]] = [:]
        let willSave = NotificationCenter.default.addObserver(forName: ModelContext.willSave, object: context, queue: nil) { _ in
            heard.append("will")
        }
        let didSave = NotificationCenter.default.addObserver(forName: ModelContext.didSave, object: context, queue: nil) { note in
            heard.append("did")
            for key in [ModelContext.NotificationKey.insertedIdentifiers, .updatedIdentifiers, .deletedIdentifiers] {
                saved[key.rawValue] = note.userInfo?[key.rawValue] as? [PersistentIdentifier]
            }
        }
        defer {
            NotificationCenter.default.removeObserver(willSave)
            NotificationCenter.default.removeObserver(didSave)
        }
        try await context.saveAndWait()
        #expect(heard.all == ["will", "did"])
        #expect(saved["insertedIdentifiers"] == [read.persistentModelID])
        #expect(saved["updatedIdentifiers"] == [walk.persistentModelID])
        #expect(saved["deletedIdentifiers"] == [])
        // Another context's save is not this one's.
        let other = ModelContext(context.container)
        other.insert(Habit(name: "Code"))
        try await other.saveAndWait()
        #expect(heard.all == ["will", "did"])
    }
}
