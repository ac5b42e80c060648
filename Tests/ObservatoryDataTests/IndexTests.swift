import Foundation
import Testing
@testable import ObservatoryData

/// A model whose sorts and filters `#Index` serves.
@Model
final class Chore {
    #Index<Chore>([\.due], [\.title], [\.points], [\.title, \.points])
    var title: String
    var due: Date
    var points: Int
    var note: String?

    init(title: String, due: Date, points: Int) {
        self.title = title
        self.due = due
        self.points = points
    }
}

/// An index of a to-one relationship written without `@Relationship`: the
/// macro cannot tell it from a column, the store can.
@Model
final class Reminder {
    #Index<Reminder>([\.chore])
    var chore: Chore?
    init() {}
}

/// One model, `Card`, before and after it declares indexes.
enum UnindexedCards {
    @Model final class Card {
        var front: String
        var rank: Int
        init(front: String, rank: Int) {
            self.front = front
            self.rank = rank
        }
    }
}

enum IndexedCards {
    @Model final class Card {
        #Index<Card>([\.front], [\.rank, \.front])
        var front: String
        var rank: Int
        init(front: String, rank: Int) {
            self.front = front
            self.rank = rank
        }
    }
}

@MainActor
struct IndexTests {
    /// Titles whose order and equality are Swift's, not bytes': "é" written
    /// two ways, upper before lower case, the empty string.
    private static let titles = ["walk", "Écrire", "E\u{301}crire", "read", "Zen", "", "apple", "écrire"]

    private func seeded(_ store: TestStore) async throws -> ModelContainer {
        let container = try memoryContainer(on: store, Chore.self)
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        for number in 0..<200 {
            let title = Self.titles[number % Self.titles.count] + (number < Self.titles.count ? "" : " \(number)")
            container.mainContext.insert(
                Chore(title: title, due: start.addingTimeInterval(Double((number * 7919) % 200) * 3600), points: number % 10))
        }
        try await container.mainContext.saveAndWait()
        return container
    }

    /// How the store runs `descriptor`'s fetch, one line per step.
    private func plan(_ descriptor: FetchDescriptor<Chore>, in container: ModelContainer) throws -> [String] {
        let fetch = FetchPlan(descriptor, entity: try container.entity(Chore.self), dialect: container.store.dialect)
            .storeFetch(windowed: true)
        if let sqlite = container.store as? SQLiteStore { return try sqlite.queryPlan(fetch) }
        #if PostgreSQL
        if let postgres = container.store as? PostgresStore {
            return try postgres.queryPlan(fetch, withoutSequentialScans: true)
        }
        #endif
        Issue.record("no query plan for \(type(of: container.store))")
        return []
    }

    private func indexNames(_ table: String, in container: ModelContainer) throws -> Set<String> {
        if let sqlite = container.store as? SQLiteStore { return try sqlite.indexNames(on: table) }
        #if PostgreSQL
        if let postgres = container.store as? PostgresStore { return try postgres.indexNames(on: table) }
        #endif
        Issue.record("no index names for \(type(of: container.store))")
        return []
    }

    private func firstPage(sortedBy sort: SortDescriptor<Chore>) -> FetchDescriptor<Chore> {
        var descriptor = FetchDescriptor<Chore>(sortBy: [sort])
        descriptor.fetchLimit = 64
        return descriptor
    }

    /// The plan reads `index`, and sorts nothing (SQLite: no temporary
    /// B-tree; PostgreSQL: no Sort step). With `ties`, only rows with equal
    /// sort keys may be sorted (by key).
    private func expectIndexServes(
        _ plan: [String], _ index: String, ties: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let text = plan.joined(separator: "\n")
        #expect(text.contains(index), "\(text)", sourceLocation: sourceLocation)
        let fullSorts = plan.filter {
            ($0.contains("TEMP B-TREE") && !(ties && $0.contains("RIGHT PART OF ORDER BY")))
                || ($0.contains("Sort") && !(ties && $0.contains("Incremental Sort")) && !$0.contains("Sort Key")
                    && !$0.contains("Presorted Key"))
        }
        #expect(fullSorts.isEmpty, "\(text)", sourceLocation: sourceLocation)
    }

    @Test(arguments: TestStore.allCases) func theDeclaredIndexesAreCreated(_ store: TestStore) async throws {
        let container = try memoryContainer(on: store, Chore.self)
        #expect(Chore._$schema.indexes == [["due"], ["title"], ["points"], ["title", "points"]])
        let names = try indexNames("Chore", in: container)
        #expect(names.isSuperset(of: ["Chore_due_index", "Chore_title_index", "Chore_points_index", "Chore_title_points_index"]))
    }

    @Test(arguments: TestStore.allCases) func aSortByAnIndexedDateOrIntReadsTheIndex(_ store: TestStore) async throws {
        let container = try await seeded(store)
        expectIndexServes(try plan(firstPage(sortedBy: SortDescriptor(\.due)), in: container), "Chore_due_index")
        expectIndexServes(try plan(firstPage(sortedBy: SortDescriptor(\.points)), in: container), "Chore_points_index")
        // Backwards, the index gives the order; only ties are ordered by key.
        expectIndexServes(
            try plan(firstPage(sortedBy: SortDescriptor(\.due, order: .reverse)), in: container), "Chore_due_index",
            ties: true)

        let dues = try container.mainContext.fetch(firstPage(sortedBy: SortDescriptor(\.due))).map(\.due)
        #expect(dues.count == 64)
        #expect(dues == dues.sorted())
    }

    @Test(arguments: TestStore.allCases) func aSortByAnIndexedStringReadsTheIndexInSwiftsOrder(_ store: TestStore) async throws {
        let container = try await seeded(store)
        expectIndexServes(try plan(firstPage(sortedBy: SortDescriptor(\.title)), in: container), "Chore_title_index")
        // Backwards, both indexes that start with the title give its order
        // (and ties are sorted by key either way): the database may read either.
        expectIndexServes(
            try plan(firstPage(sortedBy: SortDescriptor(\.title, order: .reverse)), in: container), "Chore_title_",
            ties: true)

        // The index orders as Swift does.
        let all = try container.mainContext.fetch(FetchDescriptor<Chore>())
        let expected = all.sorted { $0.title < $1.title }.prefix(64).map(\.title)
        let fetched = try container.mainContext.fetch(firstPage(sortedBy: SortDescriptor(\.title))).map(\.title)
        #expect(fetched == Array(expected))
    }

    @Test(arguments: TestStore.allCases) func anEqualityFilterOnAnIndexedPropertyReadsTheIndex(_ store: TestStore) async throws {
        let container = try await seeded(store)
        let points = try plan(FetchDescriptor(predicate: #Predicate<Chore> { $0.points == 3 }), in: container)
        #expect(points.joined().contains("Chore_points_index"), "\(points)")
        #expect(!points.joined().contains("SCAN Chore") && !points.joined().contains("Seq Scan"), "\(points)")

        let title = "E\u{301}crire"
        let titles = try plan(FetchDescriptor(predicate: #Predicate<Chore> { $0.title == title }), in: container)
        #expect(titles.joined().contains("Chore_title"), "\(titles)")
        #expect(!titles.joined().contains("SCAN Chore") && !titles.joined().contains("Seq Scan"), "\(titles)")

        // Canonically equivalent spellings are equal, through the index too.
        let found = try container.mainContext.fetch(FetchDescriptor(predicate: #Predicate<Chore> { $0.title == title }))
        #expect(found.count == 2)
        #expect(found.allSatisfy { $0.title == "\u{C9}crire" })
        #expect(try container.mainContext.fetchCount(FetchDescriptor(predicate: #Predicate<Chore> { $0.points == 3 })) == 20)
        // A filter that is not equality still means what it means.
        #expect(try container.mainContext.fetchCount(FetchDescriptor(predicate: #Predicate<Chore> { !($0.points == 3) })) == 180)
        #expect(try container.mainContext.fetchCount(FetchDescriptor(predicate: #Predicate<Chore> { $0.note == nil })) == 200)
        #expect(try container.mainContext.fetchCount(FetchDescriptor(predicate: #Predicate<Chore> { !($0.note == "x") })) == 200)
    }

    @Test(arguments: TestStore.allCases) func anIndexAddedToAStoredModelIsCreatedWhenTheStoreOpens(_ kind: TestStore) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = kind.newLastingConfiguration(in: folder)
        do {
            let container = try ModelContainer(for: UnindexedCards.Card.self, configurations: store)
            container.mainContext.insert(UnindexedCards.Card(front: "b", rank: 2))
            container.mainContext.insert(UnindexedCards.Card(front: "a", rank: 1))
            try await container.mainContext.saveAndWait()
            #expect(try indexNames("Card", in: container).filter { $0.hasSuffix("_index") }.isEmpty)
        }
        let container = try ModelContainer(for: IndexedCards.Card.self, configurations: store)
        #expect(try indexNames("Card", in: container).isSuperset(of: ["Card_front_index", "Card_rank_front_index"]))
        let fronts = try container.mainContext.fetch(FetchDescriptor<IndexedCards.Card>(sortBy: [SortDescriptor(\.front)]))
        #expect(fronts.map(\.front) == ["a", "b"])
        // Opening it again finds the indexes there.
        let again = try ModelContainer(for: IndexedCards.Card.self, configurations: store)
        #expect(try again.mainContext.fetchCount(FetchDescriptor<IndexedCards.Card>()) == 2)
    }

    @Test(arguments: TestStore.allCases) func anIndexOfARelationshipStopsTheStoreFromOpening(_ store: TestStore) throws {
        let error = #expect(throws: ModelStoreError.self) { try memoryContainer(on: store, Chore.self, Reminder.self) }
        guard case .incompatibleSchema(let model, let property, let reason) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(model == "Reminder" && property == "chore" && reason.contains("relationship"))
    }

    @Test func longIndexNamesAreCutAlikeOnEveryRunAndStayApart() {
        #expect(SchemaMigration.indexName("Habit", ["name", "streak"]) == "Habit_name_streak_index")
        let long = Array(repeating: "aVeryLongPropertyName", count: 4)
        let first = SchemaMigration.indexName("Habit", long)
        let second = SchemaMigration.indexName("Habit", long + ["more"])
        #expect(first.utf8.count <= 63 && second.utf8.count <= 63)
        #expect(first != second)
        #expect(first == SchemaMigration.indexName("Habit", long))
        #expect(first.hasPrefix("Habit_aVeryLongPropertyName_") && first.hasSuffix("_index"))
    }
}
