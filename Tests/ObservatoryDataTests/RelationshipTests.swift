import Foundation
import Testing
import ObservatoryTesting
import ObservatoryUI
@testable import ObservatoryData

/// The stops of the trip called Rome: a filter that reads through a relationship.
struct RomeStops: View {
    @Query(filter: #Predicate<Stop> { $0.trip?.name == "Rome" }, sort: \Stop.name) private var stops: [Stop]
    var body: some View { Text("Rome: " + stops.map(\.name).joined(separator: ",")) }
}

@MainActor
struct RelationshipTests {
    private func tripContainer(_ store: TestStore) throws -> ModelContainer {
        // Stop, Guide and Ticket are reached through Trip's relationships.
        try memoryContainer(on: store, Trip.self)
    }

    @Test(arguments: TestStore.allCases) func bothSidesOfARelationshipStayInStep(_ store: TestStore) throws {
        let context = try tripContainer(store).mainContext
        let rome = Trip(name: "Rome")
        let paris = Trip(name: "Paris")
        context.insert(rome)
        context.insert(paris)
        let forum = Stop(name: "Forum")
        rome.stops.append(forum)
        #expect(forum.trip === rome)
        // Related models are inserted with the model that refers to them.
        #expect(forum.modelContext === context)

        forum.trip = paris
        #expect(rome.stops.isEmpty)
        #expect(paris.stops.map(\.name) == ["Forum"])

        let louvre = Stop(name: "Louvre", trip: paris)
        context.insert(louvre)
        #expect(paris.stops.map(\.name) == ["Forum", "Louvre"])
        louvre.trip = nil
        #expect(paris.stops.map(\.name) == ["Forum"])
    }

    @Test(arguments: TestStore.allCases) func relationshipsAreStoredAndLoadedWithTheirModels(_ store: TestStore) async throws {
        let container = try tripContainer(store)
        let writer = ModelContext(container)
        let guide = Guide(name: "Ada")
        let rome = Trip(name: "Rome", guide: guide)
        for name in ["Forum", "Pantheon", "Trevi"] { rome.stops.append(Stop(name: name)) }
        writer.insert(rome)
        try await writer.saveAndWait()

        let reader = ModelContext(container)
        let trips = try reader.fetch(FetchDescriptor<Trip>())
        let loaded = try #require(trips.first)
        #expect(loaded !== rome)
        #expect(loaded.stops.map(\.name) == ["Forum", "Pantheon", "Trevi"])
        #expect(loaded.stops.allSatisfy { $0.trip === loaded })
        #expect(loaded.guide?.name == "Ada")
        #expect(loaded.guide?.trips.first === loaded)
        #expect(try reader.fetchCount(FetchDescriptor<Stop>()) == 3)
    }

    @Test(arguments: TestStore.allCases) func aChangedRelationshipIsSavedAndAnotherContextSeesIt(_ store: TestStore) async throws {
        let container = try tripContainer(store)
        let writer = ModelContext(container)
        let rome = Trip(name: "Rome")
        let paris = Trip(name: "Paris")
        let forum = Stop(name: "Forum", trip: rome)
        writer.insert(forum)
        writer.insert(paris)
        try await writer.saveAndWait()
        #expect(rome.stops.map(\.name) == ["Forum"])

        forum.trip = paris
        #expect(writer.hasChanges)
        try await writer.saveAndWait()

        let reader = ModelContext(container)
        let stored = try reader.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
        #expect(stored.map(\.name) == ["Paris", "Rome"])
        #expect(stored[0].stops.map(\.name) == ["Forum"])
        #expect(stored[1].stops.isEmpty)
    }

    @Test(arguments: TestStore.allCases) func cascadeDeletesTheRelatedModels(_ store: TestStore) async throws {
        let container = try tripContainer(store)
        let context = ModelContext(container)
        let rome = Trip(name: "Rome")
        rome.stops = [Stop(name: "Forum"), Stop(name: "Trevi")]
        context.insert(rome)
        try await context.saveAndWait()

        context.delete(rome)
        #expect(rome.stops.allSatisfy { $0.isDeleted })
        try await context.saveAndWait()
        let reader = ModelContext(container)
        #expect(try reader.fetchCount(FetchDescriptor<Trip>()) == 0)
        #expect(try reader.fetchCount(FetchDescriptor<Stop>()) == 0)
    }

    @Test(arguments: TestStore.allCases) func nullifyRemovesTheDeletedModelFromTheInverse(_ store: TestStore) async throws {
        let container = try tripContainer(store)
        let context = ModelContext(container)
        let rome = Trip(name: "Rome")
        let forum = Stop(name: "Forum")
        rome.stops = [forum, Stop(name: "Trevi")]
        context.insert(rome)
        try await context.saveAndWait()

        context.delete(forum)
        #expect(rome.stops.map(\.name) == ["Trevi"])
        try await context.saveAndWait()
        let reader = ModelContext(container)
        let stored = try #require(try reader.fetch(FetchDescriptor<Trip>()).first)
        #expect(stored.stops.map(\.name) == ["Trevi"])
    }

    @Test(arguments: TestStore.allCases) func denyStopsTheSaveWhileRelatedModelsRemain(_ store: TestStore) async throws {
        let context = ModelContext(try tripContainer(store))
        let guide = Guide(name: "Ada")
        let rome = Trip(name: "Rome", guide: guide)
        context.insert(rome)
        try await context.saveAndWait()

        context.delete(guide)
        #expect(throws: ModelStoreError.deleteDenied(model: "Guide", relationship: "trips")) { try context.save() }
        // Nothing was written: the guide and its trip are still stored.
        #expect(try ModelContext(context.container).fetchCount(FetchDescriptor<Guide>()) == 1)

        context.rollback()
        context.delete(rome)
        context.delete(guide)
        try await context.saveAndWait()
        #expect(try context.fetchCount(FetchDescriptor<Guide>()) == 0)
    }

    @Test(arguments: TestStore.allCases) func aRequiredToOneLoadsBeforeItsModelAndGuardsItsTarget(_ store: TestStore) async throws {
        let container = try tripContainer(store)
        let context = ModelContext(container)
        let rome = Trip(name: "Rome")
        context.insert(Ticket(seat: "12A", trip: rome))
        try await context.saveAndWait()
        #expect(rome.tickets.map(\.seat) == ["12A"])

        let reader = ModelContext(container)
        let ticket = try #require(try reader.fetch(FetchDescriptor<Ticket>()).first)
        #expect(ticket.trip.name == "Rome")
        #expect(ticket.trip.tickets.first === ticket)

        // Deleting the trip would leave the ticket without one.
        reader.delete(ticket.trip)
        #expect(throws: ModelStoreError.requiredRelationship(model: "Ticket", property: "trip", target: "Trip")) {
            try reader.save()
        }
    }

    @Test(arguments: TestStore.allCases) func manyToManyIsStoredOnceAndReadFromBothSides(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Article.self)
        let context = ModelContext(container)
        let swift = Tag(label: "swift")
        let linux = Tag(label: "linux")
        let first = Article(title: "Observation")
        let second = Article(title: "Servers")
        first.tags = [swift]
        second.tags = [swift, linux]
        #expect(swift.articles.map(\.title) == ["Observation", "Servers"])
        context.insert(first)
        context.insert(second)
        try await context.saveAndWait()

        let reader = ModelContext(container)
        let tags = try reader.fetch(FetchDescriptor<Tag>(sortBy: [SortDescriptor(\.label)]))
        #expect(tags.map(\.label) == ["linux", "swift"])
        #expect(tags[1].articles.map(\.title) == ["Observation", "Servers"])
        #expect(tags[0].articles.map(\.title) == ["Servers"])

        // Removing from one side removes from the other, and is saved.
        tags[1].articles.removeAll { $0.title == "Servers" }
        let servers = try #require(tags[0].articles.first)
        #expect(servers.tags.map(\.label) == ["linux"])
        try await reader.saveAndWait()
        let third = ModelContext(container)
        let article = try #require(try third.fetch(FetchDescriptor<Article>(predicate: #Predicate { $0.title == "Servers" })).first)
        #expect(article.tags.map(\.label) == ["linux"])
    }

    @Test(arguments: TestStore.allCases) func observersOfAToManyHearAnInverseChange(_ store: TestStore) throws {
        let context = try tripContainer(store).mainContext
        let rome = Trip(name: "Rome")
        context.insert(rome)
        let heard = Heard()
        withObservationTracking {
            _ = rome.stops.count
        } onChange: {
            heard.append("stops")
        }
        let forum = Stop(name: "Forum")
        forum.trip = rome
        #expect(heard.all == ["stops"])
        #expect(rome.stops.first === forum)
    }

    @Test(arguments: TestStore.allCases) func theMainContextFollowsARelationshipSavedByAnotherContext(_ store: TestStore) async throws {
        let container = try tripContainer(store)
        let main = container.mainContext
        let rome = Trip(name: "Rome")
        main.insert(rome)
        try await main.saveAndWait()

        let background = ModelContext(container)
        let romeThere = try #require(try background.fetch(FetchDescriptor<Trip>()).first)
        background.insert(Stop(name: "Forum", trip: romeThere))
        try await background.saveAndWait()
        #expect(rome.stops.map(\.name) == ["Forum"])
        #expect(rome.stops.first?.trip === rome)
        #expect(!main.hasChanges)
    }

    @Test(arguments: TestStore.allCases) func predicatesThroughARelationshipRunInSwift(_ store: TestStore) async throws {
        let context = ModelContext(try tripContainer(store))
        let rome = Trip(name: "Rome")
        rome.stops = [Stop(name: "Forum"), Stop(name: "Trevi")]
        let paris = Trip(name: "Paris")
        paris.stops = [Stop(name: "Louvre")]
        context.insert(rome)
        context.insert(paris)
        try await context.saveAndWait()

        let inRome = try context.fetch(FetchDescriptor<Stop>(
            predicate: #Predicate { $0.trip?.name == "Rome" }, sortBy: [SortDescriptor(\.name)]))
        #expect(inRome.map(\.name) == ["Forum", "Trevi"])
        let busy = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.stops.count > 1 }))
        #expect(busy.map(\.name) == ["Rome"])
    }

    @Test(arguments: TestStore.allCases) func relationshipsSurviveReopeningTheStoreFile(_ store: TestStore) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = store.newLastingConfiguration(in: folder)
        do {
            let context = ModelContext(try ModelContainer(for: Trip.self, configurations: configuration))
            let rome = Trip(name: "Rome", guide: Guide(name: "Ada"))
            rome.stops = [Stop(name: "Forum"), Stop(name: "Trevi")]
            context.insert(rome)
            context.insert(Ticket(seat: "3C", trip: rome))
            try await context.saveAndWait()
        }
        let context = ModelContext(try ModelContainer(for: Trip.self, configurations: configuration))
        let rome = try #require(try context.fetch(FetchDescriptor<Trip>()).first)
        #expect(rome.stops.map(\.name) == ["Forum", "Trevi"])
        #expect(rome.guide?.name == "Ada")
        #expect(rome.tickets.map(\.seat) == ["3C"])
        #expect(rome.tickets.first?.trip === rome)
    }

    @Test(arguments: TestStore.allCases) func aStoredModelGainsARelationshipWithoutAMigrationStep(_ store: TestStore) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = store.newLastingConfiguration(in: folder)
        do {
            let context = ModelContext(try ModelContainer(for: BeforeBooks.Author.self, configurations: configuration))
            context.insert(BeforeBooks.Author(name: "Le Guin"))
            try await context.saveAndWait()
        }
        do {
            let context = ModelContext(try ModelContainer(for: AfterBooks.Author.self, configurations: configuration))
            let author = try #require(try context.fetch(FetchDescriptor<AfterBooks.Author>()).first)
            #expect(author.books.isEmpty)
            author.books.append(AfterBooks.Book(title: "The Dispossessed"))
            try await context.saveAndWait()
        }
        let context = ModelContext(try ModelContainer(for: AfterBooks.Author.self, configurations: configuration))
        let book = try #require(try context.fetch(FetchDescriptor<AfterBooks.Book>()).first)
        #expect(book.author?.name == "Le Guin")
    }

    @Test(arguments: TestStore.allCases) func manyModelsLoadWithTheirRelationshipsAcrossQueryChunks(_ store: TestStore) async throws {
        let container = try tripContainer(store)
        let writer = ModelContext(container)
        for index in 0..<600 {
            let trip = Trip(name: "Trip \(index)")
            trip.stops = (0..<(index % 4)).map { Stop(name: "Stop \(index).\($0)") }
            writer.insert(trip)
        }
        try await writer.saveAndWait()

        let reader = ModelContext(container)
        let trips = try reader.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
        #expect(trips.count == 600)
        for trip in trips {
            let index = Int(trip.name.dropFirst("Trip ".count))!
            #expect(trip.stops.map(\.name) == (0..<(index % 4)).map { "Stop \(index).\($0)" })
            #expect(trip.stops.allSatisfy { $0.trip === trip })
        }
        #expect(reader.registered.count == 600 + 900)
    }

    @Test(arguments: TestStore.allCases) func aQueryThatReadsThroughARelationshipFollowsTheRelatedModel(_ store: TestStore) async throws {
        let container = try tripContainer(store)
        let context = container.mainContext
        context.autosaveEnabled = false
        let rome = Trip(name: "Rome")
        rome.stops = [Stop(name: "Forum"), Stop(name: "Trevi")]
        context.insert(rome)
        try await context.saveAndWait()
        let host = ViewHost(RomeStops().modelContainer(container))
        try await host.settle()   // a @Query of PostgreSQL fetches off the main actor
        #expect(host.contains(text: "Rome: Forum,Trevi"))

        // Only the trip changes; the stops' own rows do not.
        rome.name = "Roma"
        try await context.saveAndWait()
        try await host.settle()   // it fetches again (off the main actor on PostgreSQL)
        #expect(host.contains(text: "Rome: "))
        #expect(!host.contains(text: "Forum"))
    }
}
