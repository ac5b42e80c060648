import Foundation
import Testing
import ObservatoryTesting
import ObservatoryUI
@testable import ObservatoryData

/// The last results a ``PagedHabits`` body read, for the tests to look at
/// its pages.
@MainActor
final class PagedResultsProbe {
    var last: FetchResultsCollection<Habit>?
}

/// A lazy list of habits, read a page at a time: every habit by name, or
/// (`filtered`) those with a streak of 100 or more, by streak downwards.
struct PagedHabits: View {
    @Query private var habits: FetchResultsCollection<Habit>
    let probe: PagedResultsProbe

    init(probe: PagedResultsProbe, filtered: Bool = false) {
        self.probe = probe
        _habits = filtered
            ? Query(filter: #Predicate<Habit> { $0.streak >= 100 }, sort: [SortDescriptor(\Habit.streak, order: .reverse)])
            : Query(sort: \Habit.name)
    }

    var body: some View {
        let _ = probe.last = habits
        VStack {
            Text("\(habits.count) habits")
            List {
                ForEach(habits) { habit in HabitRow(habit: habit) }
            }
        }
    }
}

/// A paged list with a button that scrolls to one habit.
struct PagedJump: View {
    @Query(sort: \Habit.name) var habits: FetchResultsCollection<Habit>
    let target: PersistentIdentifier
    let probe: PagedResultsProbe

    var body: some View {
        let _ = probe.last = habits
        ScrollViewReader { proxy in
            VStack {
                Button("Jump") { proxy.scrollTo(target, anchor: .top) }
                List {
                    ForEach(habits) { habit in HabitRow(habit: habit) }
                }
            }
        }
    }
}

/// `@Query` into a ``FetchResultsCollection``: a count and the pages a lazy
/// list shows, kept current by saves without reading everything again.
@MainActor
struct PagedQueryTests {
    /// `count` habits `H00000`… with streak `index`, saved by a context the
    /// main one does not share models with.
    private func seeded(_ store: TestStore = .sqlite, count: Int) async throws -> ModelContainer {
        let container = try memoryContainer(on: store, Habit.self)
        let seeder = ModelContext(container)
        for index in 0..<count {
            seeder.insert(Habit(name: "H" + String(index).leftPadded(to: 5), streak: index))
        }
        try await seeder.saveAndWait()
        container.mainContext.autosaveEnabled = false
        return container
    }

    private func mounted(_ container: ModelContainer, _ view: some View) async throws -> ViewHost {
        let host = ViewHost(view.modelContainer(container))
        try await host.settle()
        return host
    }

    @Test func aPagedQueryCountsAndReadsOnlyThePagesItShows() async throws {
        let container = try await seeded(count: 10_000)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe))
        #expect(host.contains(text: "10000 habits"))
        #expect(rows(host).first == "H00000: 0")
        let pages = try #require(probe.last?.pages)
        #expect(pages.cachedPageNumbers == [0])
        #expect(container.mainContext.registered.count == 64)
        // A local store's pages are read where they are used: every row of a
        // window is available, and nothing is read ahead in the background.
        #expect(probe.last?._lazyAvailableRows(in: 5_000..<5_100) == 5_000..<5_100)
        #expect(pages.source.request == nil)

        try host.scroll(toRows: 5_000..<5_020)
        #expect(rows(host).contains("H05010: 5010"))
        #expect(!rows(host).contains("H00000: 0"))
        #expect(pages.cachedPageNumbers.count <= FetchedPages<Habit>.defaultCachedPageLimit)
        #expect(container.mainContext.registered.count <= FetchedPages<Habit>.defaultCachedPageLimit * 64)
    }

    @Test func scrollingThroughEveryRowKeepsFewModels() async throws {
        let container = try await seeded(count: 10_000)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe))
        var most = 0
        for start in stride(from: 0, to: 10_000, by: 20) {
            try host.scroll(toRows: start..<min(start + 20, 10_000))
            most = max(most, container.mainContext.registered.count)
        }
        #expect(rows(host).contains("H09999: 9999"))
        // The pages held (8 × 64) and the rows mounted, not 10,000.
        #expect(most <= FetchedPages<Habit>.defaultCachedPageLimit * 64 + 64)
    }

    @Test func anInsertAfterThePagesHeldKeepsThemAndAddsOneToTheCount() async throws {
        let container = try await seeded(count: 1_000)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe))
        let before = try #require(probe.last?.pages)
        let context = container.mainContext
        host.resetCounts()
        context.insert(Habit(name: "Z"))
        try await context.saveAndWait()
        host.update()
        #expect(host.contains(text: "1001 habits"))
        #expect(host.evaluations(of: PagedHabits.self).flatMap(\.causes) == [.source("@Query Habit (insert)")])
        let after = try #require(probe.last?.pages)
        #expect(after !== before)
        #expect(after.cachedPageNumbers == [0])   // inherited, not read again
        #expect(after.loadCount == 0)
        #expect(rows(host).first == "H00000: 0")
        #expect(host.bodyCount(of: HabitRow.self) == 0)
    }

    @Test func anInsertBeforeTheWindowShowsAtTheTop() async throws {
        let container = try await seeded(count: 1_000)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe))
        let context = container.mainContext
        context.insert(Habit(name: "A", streak: 5))
        try await context.saveAndWait()
        host.update()
        #expect(host.contains(text: "1001 habits"))
        #expect(rows(host).prefix(2) == ["A: 5", "H00000: 0"])
        // Page 0 with "A" put in and its last model moved out: nothing read.
        #expect(probe.last?.pages?.loadCount == 0)
        #expect(probe.last?.pages?.cachedPageNumbers == [0])
    }

    @Test func aDeleteInTheWindowRemovesItsRowAndShiftsTheRest() async throws {
        let container = try await seeded(count: 1_000)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe))
        let context = container.mainContext
        let second = try #require(probe.last?[1])
        #expect(second.name == "H00001")
        context.delete(second)
        try await context.saveAndWait()
        host.update()
        #expect(host.contains(text: "999 habits"))
        #expect(rows(host).prefix(2) == ["H00000: 0", "H00002: 2"])
        #expect(probe.last?.count == 999)
    }

    @Test func aDeleteFarBelowTheWindowKeepsItsPages() async throws {
        let container = try await seeded(count: 1_000)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe))
        let other = ModelContext(container)
        try other.delete(model: Habit.self, where: #Predicate { $0.name == "H00900" })
        try await other.saveAndWait()
        try await host.settle()
        #expect(host.contains(text: "999 habits"))
        // The model was never read here: the count goes down by one, and
        // the pages before the first one not held stay.
        #expect(probe.last?.pages?.cachedPageNumbers == [0])
        #expect(probe.last?.pages?.loadCount == 0)
        #expect(probe.last?.map(\.name).contains("H00900") == false)
    }

    @Test func anUpdateThatMovesARowOutOfTheWindowMovesIt() async throws {
        let container = try await seeded(count: 1_000)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe))
        let first = try #require(probe.last?.first)
        first.name = "ZZZ"
        try await container.mainContext.saveAndWait()
        host.update()
        #expect(host.contains(text: "1000 habits"))
        #expect(rows(host).first == "H00001: 1")
        #expect(probe.last?.last?.name == "ZZZ")
    }

    @Test func anUpdateOfAPropertyNoQueryReadsRereadsNothing() async throws {
        let container = try await seeded(count: 1_000)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe))
        let before = try #require(probe.last?.pages)
        host.resetCounts()
        let first = try #require(probe.last?.first)
        first.streak = 77   // shown by the row, not read by the query
        try await container.mainContext.saveAndWait()
        host.update()
        #expect(host.bodyCount(of: PagedHabits.self) == 0)
        #expect(host.bodyCount(of: HabitRow.self) == 1)
        #expect(probe.last?.pages === before)
        #expect(rows(host).first == "H00000: 77")
    }

    @Test func aFilteredQueryCountsAgainWhenAModelItDidNotReadMayHaveMovedInOrOut() async throws {
        let container = try await seeded(count: 1_000)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe, filtered: true))
        #expect(host.contains(text: "900 habits"))
        #expect(rows(host).first == "H00999: 999")

        // H00050 (streak 50) was in no page: it joins the results at the top.
        let other = ModelContext(container)
        let fifty = try #require(try other.fetch(FetchDescriptor<Habit>(predicate: #Predicate { $0.name == "H00050" })).first)
        fifty.streak = 5_000
        // H00500 (streak 500), far down and never read, leaves them.
        let fiveHundred = try #require(try other.fetch(FetchDescriptor<Habit>(predicate: #Predicate { $0.name == "H00500" })).first)
        fiveHundred.streak = 3
        try await other.saveAndWait()
        try await host.settle()
        #expect(host.contains(text: "900 habits"))
        #expect(rows(host).first == "H00050: 5000")
        #expect(probe.last?.contains { $0.name == "H00500" } == false)

        // Deleting a model this query never read: counted again.
        try other.delete(model: Habit.self, where: #Predicate { $0.name == "H00010" })   // streak 10: not a result
        try await other.saveAndWait()
        try await host.settle()
        #expect(host.contains(text: "900 habits"))
        try other.delete(model: Habit.self, where: #Predicate { $0.name == "H00600" })   // a result, never read
        try await other.saveAndWait()
        try await host.settle()
        #expect(host.contains(text: "899 habits"))
    }

    @Test func aPageReadAfterASaveTheQueryHasNotSeenShowsAStandInAndFetchesAgain() async throws {
        let container = try await seeded(count: 200)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe))
        let stale = try #require(probe.last)
        // Rows go away behind the query's back (as a save of another process
        // does before its notice arrives): the store has 100 rows.
        var batch = StoreBatch()
        let entity = try container.entity(Habit.self).description
        batch.deletes = (101...200).map { StoreBatch.Delete(entity: entity, rowID: Int64($0)) }
        _ = try container.store.apply(batch)
        #expect(stale.count == 200)
        // Reading position 150 (page 2) gives a stand-in instead of trapping…
        let mounted = Set(rows(host))
        let standIn = stale[150]   // the element read last
        #expect(mounted.contains("\(standIn.name): \(standIn.streak)"))
        try await host.settle()
        // …and the query fetches again.
        #expect(host.contains(text: "100 habits"))
    }

    @Test func scrollToAModelFarDownFindsItInTheStoreWithoutReadingThePagesBefore() async throws {
        let container = try await seeded(count: 10_000)
        let target = try #require(try ModelContext(container).fetch(FetchDescriptor<Habit>(predicate: #Predicate { $0.name == "H07000" })).first)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedJump(target: target.persistentModelID, probe: probe))
        try host.tap("Jump")
        #expect(rows(host).contains("H07000: 7000"))
        #expect(rows(host).first.map { $0 >= "H06990" && $0 <= "H07000" } == true, "a few rows ahead of the target at most")
        let pages = try #require(probe.last?.pages)
        // The page of position 7,000 (and the one after, for the window): not the 109 before it.
        #expect(pages.cachedPageNumbers.allSatisfy { $0 == 0 || (109...110).contains($0) })
        #expect(container.mainContext.registered.count <= 3 * 64)
        #expect(probe.last?._lazyRowPosition(ofID: AnyHashable(target.persistentModelID)) == .at(7_000))
        #expect(probe.last?._lazyRowPosition(ofID: AnyHashable(PersistentIdentifier(entityName: "Habit", rowID: 99_999))) == .absent)
        #expect(probe.last?._lazyRowPosition(ofID: AnyHashable("H07000")) == .unknown)
    }

    @Test(arguments: [false, true]) func randomSavesKeepThePagesEqualToAFreshFetch(filtered: Bool) async throws {
        let container = try await seeded(count: 600)
        let context = container.mainContext
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe, filtered: filtered))
        let descriptor = filtered
            ? FetchDescriptor<Habit>(predicate: #Predicate { $0.streak >= 100 }, sortBy: [SortDescriptor(\.streak, order: .reverse)])
            : FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)])
        var random = SplitMix(seed: filtered ? 7 : 11)
        var serial = 0
        var roundsWithPagesKept = 0
        for round in 0..<60 {
            // Hold pages in a few places: the window somewhere, and reads.
            let count = probe.last?.count ?? 0
            if count > 40 {
                let start = Int(random.next() % UInt64(count - 20))
                try host.scroll(toRows: start..<(start + 20))
                // And a long run of pages somewhere else, which a change
                // before it moves by one.
                if let shown = probe.last, shown.count > 260 {
                    let from = Int(random.next() % UInt64(shown.count - 250))
                    for position in from..<(from + 250) { _ = shown[position] }
                }
            }
            let all = try context.fetch(FetchDescriptor<Habit>())
            for _ in 0..<(1 + Int(random.next() % 3)) {
                switch random.next() % 4 {
                case 0:
                    serial += 1
                    context.insert(Habit(name: "H" + String(random.next() % 600).leftPadded(to: 5) + "-\(serial)", streak: Int(random.next() % 300)))
                case 1:
                    if let victim = all.randomElement(using: &random), !victim._$modelState.isDeleted { context.delete(victim) }
                case 2:
                    serial += 1
                    all.randomElement(using: &random)?.name = "H" + String(random.next() % 600).leftPadded(to: 5) + "-\(serial)"
                default:
                    all.randomElement(using: &random)?.streak = Int(random.next() % 300)
                }
            }
            try await context.saveAndWait()
            host.update()
            let shown = try #require(probe.last)
            if shown.pages?.cachedPageNumbers.isEmpty == false { roundsWithPagesKept += 1 }
            let expected = try ModelContext(container).fetch(descriptor).map(\.persistentModelID)
            let ids = shown.map(\.persistentModelID)
            let difference = zip(ids, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? (ids.count == expected.count ? nil : min(ids.count, expected.count))
            #expect(difference == nil, "round \(round): the first difference is at \(difference ?? -1) of \(expected.count)")
            if difference != nil { break }
        }
        // The saves changed pages the query held, rather than dropping them all.
        #expect(roundsWithPagesKept >= 30)
    }

    @Test func insertsAmongTheRowsInViewForgetTheModelsTheyPushOutOfThePages() async throws {
        let container = try await seeded(count: 1_000)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe))
        let context = container.mainContext
        for index in 0..<50 {
            context.insert(Habit(name: "A" + String(index).leftPadded(to: 3)))
            try await context.saveAndWait()
            host.update()
        }
        try await host.settle()
        #expect(probe.last?.count == 1_050)
        #expect(rows(host).prefix(2) == ["A000: 0", "A001: 0"])
        #expect(probe.last?.pages?.loadCount == 0)
        // Page 0 (64 models) and the one a snapshot keeps as its stand-in
        // (the element read last); the others pushed out of page 0 are forgotten.
        #expect(context.registered.count <= 65)
    }

    /// The count and the pages off the main actor: see `BackgroundPagedQueryTests`.
    @Test func aStoreOnTheNetworkReadsItsPagesOffTheMainActor() async throws {
        guard TestStore.allCases.contains(.postgres) else { return }
        let container = try await seeded(.postgres, count: 300)
        let probe = PagedResultsProbe()
        let host = try await mounted(container, PagedHabits(probe: probe))
        #expect(host.contains(text: "300 habits"))
        #expect(probe.last?.pages?.cachedPageNumbers == [0])
        #expect(container.mainContext.registered.count == 64)
        #expect(rows(host).first == "H00000: 0")
    }

    @Test func arrayQueriesStayWhole() async throws {
        let container = try await seeded(count: 100)
        let host = try await mounted(container, HabitList())
        #expect(host.contains(text: "100 habits"))
        #expect(container.mainContext.registered.count == 100)
    }
}

extension String {
    /// The string with zeros before it, `width` characters at least.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
