import Foundation
import Testing
@testable import ObservatoryData

@MainActor
struct PredicateTests {
    /// Names chosen so that SQL's byte comparisons and Swift's would differ:
    /// "café" twice (precomposed and decomposed), case, and an empty name.
    static let names = ["caf\u{E9}", "cafe\u{301}", "Cafe", "apple", "Banana", "", "zebra", "ab"]

    private func seeded(_ store: TestStore) async throws -> ModelContext {
        let context = try memoryContainer(on: store, Habit.self).mainContext
        context.autosaveEnabled = false
        for (index, name) in Self.names.enumerated() {
            context.insert(Habit(name: "\(name)#\(index)", streak: index, note: index.isMultiple(of: 3) ? nil : "n\(index)"))
        }
        // A second store value per name, without the suffix, for equality tests.
        for (index, name) in Self.names.enumerated() where index < 3 {
            let habit = Habit(name: name, streak: 100 + index)
            habit.tags = index == 0 ? ["x"] : []
            context.insert(habit)
        }
        try await context.saveAndWait()
        return context
    }

    /// Fetches with `predicate` and checks the result against Swift's own
    /// evaluation of it over every model, and whether SQL ran it.
    private func check(
        _ predicate: Predicate<Habit>, inSQL: Bool, in context: ModelContext,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let all = try context.fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.streak)]))
        let expected = try all.filter { try predicate.evaluate($0) }.map(\.name)
        let fetched = try context.fetch(FetchDescriptor(predicate: predicate, sortBy: [SortDescriptor(\.streak)])).map(\.name)
        #expect(fetched == expected, sourceLocation: sourceLocation)
        let plan = FetchPlan(
            FetchDescriptor(predicate: predicate), entity: try context.container.entity(Habit.self),
            dialect: context.container.store.dialect)
        #expect(plan.filtersInSwift == !inSQL, sourceLocation: sourceLocation)
    }

    @Test(arguments: TestStore.allCases) func comparisonsAndLogicRunInSQLWithSwiftsResults(_ store: TestStore) async throws {
        let context = try await seeded(store)
        let bound = 4
        try check(#Predicate { $0.streak > bound }, inSQL: true, in: context)
        try check(#Predicate { $0.streak >= 2 && $0.streak < 6 }, inSQL: true, in: context)
        try check(#Predicate { $0.streak == 1 || !($0.streak != 7) }, inSQL: true, in: context)
        try check(#Predicate { $0.note == nil }, inSQL: true, in: context)
        try check(#Predicate { $0.note != nil && $0.note == "n4" }, inSQL: true, in: context)
        try check(#Predicate { [1, 3, 5].contains($0.streak) }, inSQL: true, in: context)
    }

    @Test(arguments: TestStore.allCases) func stringsCompareAsSwiftDoesInSQL(_ store: TestStore) async throws {
        let context = try await seeded(store)
        // Canonically equivalent: Swift's == matches both spellings of "café".
        try check(#Predicate { $0.name == "caf\u{E9}" }, inSQL: true, in: context)
        #expect(try context.fetchCount(FetchDescriptor(predicate: #Predicate<Habit> { $0.name == "caf\u{E9}" })) == 2)
        try check(#Predicate { $0.name < "b" }, inSQL: true, in: context)
        try check(#Predicate { $0.name > "Cafe" }, inSQL: true, in: context)
        // PostgreSQL cannot search by Character: those predicates run in Swift.
        let searchesInSQL = store == .sqlite
        try check(#Predicate { $0.name.contains("e\u{301}") }, inSQL: searchesInSQL, in: context)
        try check(#Predicate { $0.name.contains("fe") }, inSQL: searchesInSQL, in: context)
        try check(#Predicate { $0.name.starts(with: "caf\u{E9}") }, inSQL: searchesInSQL, in: context)
        try check(#Predicate { $0.name.isEmpty }, inSQL: true, in: context)
        try check(#Predicate { ["Cafe", "caf\u{E9}"].contains($0.name) }, inSQL: true, in: context)
    }

    @Test(arguments: TestStore.allCases) func localizedStandardContainsIgnoresCaseAndDiacriticsInSQLAndSwift(_ store: TestStore) async throws {
        let context = try await seeded(store)
        // The search field's text, captured as a search screen does.
        let search = "CAFE"
        try check(#Predicate { $0.name.localizedStandardContains(search) }, inSQL: store == .sqlite, in: context)
        // "café" (both spellings) and "Cafe", each with and without a suffix.
        let found = try context.fetch(FetchDescriptor(predicate: #Predicate<Habit> { $0.name.localizedStandardContains(search) }))
        #expect(found.count == 6)
        #expect(found.allSatisfy { $0.name.lowercased().hasPrefix("caf") })
        // Not a match: a search for another word, and the empty search (as in Foundation).
        let none = "zz"
        #expect(try context.fetchCount(FetchDescriptor(predicate: #Predicate<Habit> { $0.name.localizedStandardContains(none) })) == 0)
        let empty = ""
        try check(#Predicate { $0.name.localizedStandardContains(empty) }, inSQL: store == .sqlite, in: context)
        // Combined with a condition SQL runs.
        try check(#Predicate { $0.streak < 100 && $0.name.localizedStandardContains(search) }, inSQL: store == .sqlite, in: context)
    }

    @Test(arguments: TestStore.allCases) func whatSQLCannotSayRunsInSwift(_ store: TestStore) async throws {
        let context = try await seeded(store)
        try check(#Predicate { $0.name.count > 6 }, inSQL: false, in: context)
        try check(#Predicate { $0.tags.contains("x") }, inSQL: false, in: context)
        try check(#Predicate { ($0.note ?? "none") == "none" }, inSQL: false, in: context)
        try check(#Predicate { $0.streak % 2 == 0 }, inSQL: false, in: context)
        // Mixed: one untranslatable operand sends the whole predicate to Swift.
        try check(#Predicate { $0.streak > 2 && $0.name.count > 6 }, inSQL: false, in: context)
    }

    @Test(arguments: TestStore.allCases) func sortsRunInSQLWithSwiftsOrder(_ store: TestStore) async throws {
        let context = try await seeded(store)
        var descriptor = FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)])
        let expected = try context.fetch(FetchDescriptor<Habit>()).map(\.name).sorted()
        #expect(try context.fetch(descriptor).map(\.name) == expected)
        descriptor.fetchLimit = 4
        descriptor.fetchOffset = 2
        #expect(try context.fetch(descriptor).map(\.name) == Array(expected[2..<6]))
        let plan = FetchPlan(descriptor, entity: try context.container.entity(Habit.self), dialect: store.dialect)
        #expect(plan.order != nil)
    }

    @Test(arguments: TestStore.allCases) func aPredicateThatFailsIsAnErrorNotAWrongResult(_ store: TestStore) async throws {
        let context = try await seeded(store)
        let failing = FetchDescriptor<Habit>(predicate: #Predicate { $0.note! == "n1" })
        #expect(throws: ModelStoreError.self) { try context.fetch(failing) }
        do {
            _ = try context.fetch(failing)
        } catch let error as ModelStoreError {
            guard case .predicateFailed(let model, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(model == "Habit")
            #expect(error.description.contains("#Predicate over Habit"))
        }
    }
}
