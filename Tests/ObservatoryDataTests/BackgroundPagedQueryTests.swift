#if PostgreSQL
import Foundation
import Testing
import ObservatoryTesting
import ObservatoryUI
@testable import ObservatoryData

/// A paged `@Query` (a ``FetchResultsCollection``) on PostgreSQL: the count
/// and the pages are read off the main actor, a lazy list shows blank rows
/// (its spacers) for the rows whose pages have not arrived, and asks for
/// them; saves keep the pages held equal to a fresh fetch.
@MainActor
struct BackgroundPagedQueryTests {
    /// A PostgreSQL container whose `Habit` table holds `count` habits
    /// `H000000`… with streak `index`, written by one SQL statement (a save
    /// of 100,000 models would send a statement per row). `timeout` is the
    /// store's: how long a read waits for the server (and for a lock).
    private func seeded(count: Int, timeout: Int = 120) async throws -> (ModelContainer, URL) {
        let schema = URL(string: TestPostgres.newSchema().absoluteString + "&timeout=\(timeout)")!
        let container = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
        // A row to copy the stored form of the other columns from, saved
        // by a context the main one does not share models with.
        let seeder = ModelContext(container)
        seeder.insert(Habit(name: "seed"))
        try await seeder.saveAndWait()
        // Written off the main actor: 100,000 rows take seconds on a slow
        // machine, and the suite's other tests measure the main actor's gaps.
        try await Task.detached {
            let session = try PostgresSession(PostgresLocation(schema))
            try session.statement {
                try $0.execute("""
                    INSERT INTO "Habit" ("name", "streak", "createdAt", "note", "tags") \
                    SELECT 'H' || lpad(g::text, 6, '0'), g, "createdAt", "note", "tags" FROM "Habit", generate_series(0, \(count - 1)) AS g
                    """)
                try $0.execute("DELETE FROM \"Habit\" WHERE \"name\" = 'seed'")
            }
        }.value
        let other = ModelContext(container)
        #expect(try await other.fetchCountInBackground(FetchDescriptor<Habit>()) == count)
        container.mainContext.autosaveEnabled = false
        return (container, schema)
    }

    private func name(_ index: Int) -> String { "H" + String(repeating: "0", count: 6 - String(index).count) + String(index) }

    @Test func aHundredThousandRowsHoldAFewPagesAndPlaceholderRowsUntilTheirPagesArrive() async throws {
        guard TestStore.includesPostgres else { return }
        let (container, _) = try await seeded(count: 100_000)
        let store = try #require(container.store as? PostgresStore)
        let callsBefore = store.callsOnMainActor
        let probe = PagedResultsProbe()
        let host = ViewHost(PagedHabits(probe: probe).modelContainer(container))
        // Nothing read on the main actor: empty until the count and the
        // first page arrive.
        #expect(host.contains(text: "0 habits"))
        #expect(rows(host).isEmpty)
        try await host.settle()
        #expect(host.contains(text: "100000 habits"))
        #expect(rows(host).first == "H000000: 0")
        let first = try #require(probe.last?.pages)
        #expect(first.cachedPageNumbers == [0])
        #expect(container.mainContext.registered.count == 64)

        // Scrolled to the middle: the window's rows are not held, so none
        // is mounted (the spacers stand for them at the row pitch) and the
        // pages are asked for.
        try host.scroll(toRows: 50_000..<50_020)
        let waiting = try #require(try host.lazySegments().first)
        #expect(waiting.count == 100_000)
        #expect(waiting.mounted.isEmpty)
        #expect(!rows(host).contains { $0.hasPrefix("H0500") })
        #expect(!PendingLoads.runningLoads.isEmpty)
        // The rows being read are placeholders: the trailing spacer begins
        // with at least those shown.
        let trailing = try #require(host.graph.rootElement.descendants().last { $0.role == .lazySpacer })
        #expect((trailing["pending"].flatMap { Int($0) } ?? 0) >= 20)
        try await host.settle()
        #expect(rows(host).contains("\(name(50_010)): 50010"))
        #expect(host.graph.rootElement.descendants().allSatisfy { $0.role != .lazySpacer || $0["pending"] == nil })
        let segment = try #require(try host.lazySegments().first)
        #expect(segment.mounted.contains(50_000) && segment.mounted.contains(50_019))
        let pages = try #require(probe.last?.pages)
        // 50,000 / 64 = 781: that page, the next, and the one before
        // (read ahead), page 0; not the pages between.
        #expect(pages.cachedPageNumbers.contains(781))
        #expect(pages.cachedPageNumbers.count <= 5)
        #expect(pages.cachedPageNumbers.allSatisfy { $0 == 0 || (779...783).contains($0) })
        #expect(container.mainContext.registered.count <= 5 * 64)
        // Not one call to the server on the main actor.
        #expect(store.callsOnMainActor == callsBefore)
    }

    @Test func scrollToAModelNoPageHoldsFindsItInTheBackgroundAndScrollsOnceItsPageArrives() async throws {
        guard TestStore.includesPostgres else { return }
        let (container, _) = try await seeded(count: 2_000)
        let store = try #require(container.store as? PostgresStore)
        let target = try #require(
            try await ModelContext(container).fetchIdentifiersInBackground(
                FetchDescriptor<Habit>(predicate: #Predicate { $0.name == "H001500" }, sortBy: [SortDescriptor(\.name)])
            ).first)
        let probe = PagedResultsProbe()
        let host = ViewHost(PagedJump(target: target, probe: probe).modelContainer(container))
        var scrolledTo: [String] = []
        host.graph.scrollHandler = { id, anchor in
            let element = host.graph.element(id)
            let texts = ([element].compactMap { $0 } + (element?.descendants() ?? [])).compactMap { $0["text"] }
            scrolledTo.append((texts.first ?? "?") + (anchor == .top ? " (top)" : ""))
        }
        try await host.settle()
        let callsBefore = store.callsOnMainActor
        try host.tap("Jump")
        // The tap does not wait for the store: the position is being found.
        #expect(!rows(host).contains("H001500: 1500"))
        #expect(scrolledTo.isEmpty)
        try await host.settle()
        // Found, its page read, its row mounted near the top, and scrolled to.
        #expect(rows(host).contains("H001500: 1500"))
        #expect(rows(host).first.map { $0 >= "H001490" && $0 <= "H001500" } == true, "a few rows ahead of the target at most")
        #expect(scrolledTo == ["H001500: 1500 (top)"])
        let pages = try #require(probe.last?.pages)
        // Position 1,500 is on page 23 (64 a page): that page and its
        // neighbours, not the pages before.
        #expect(pages.cachedPageNumbers.allSatisfy { $0 == 0 || (22...25).contains($0) })
        #expect(store.callsOnMainActor == callsBefore)

        // A model that is not among the results: nothing scrolls, nothing moves.
        let shown = rows(host)
        let absent = PersistentIdentifier(entityName: "Habit", rowID: 999_999)
        let other = ViewHost(PagedJump(target: absent, probe: PagedResultsProbe()).modelContainer(container))
        var otherScrolls = 0
        other.graph.scrollHandler = { _, _ in otherScrolls += 1 }
        try await other.settle()
        let firstRows = rows(other)
        try other.tap("Jump")
        try await other.settle()
        #expect(otherScrolls == 0)
        #expect(rows(other) == firstRows)
        #expect(rows(host) == shown)
    }

    @Test func readersOutsideALazyWindowSeeThePagesHeldAndStandIns() async throws {
        guard TestStore.includesPostgres else { return }
        let (container, _) = try await seeded(count: 1_000)
        let probe = PagedResultsProbe()
        let host = ViewHost(PagedHabits(probe: probe).modelContainer(container))
        try await host.settle()
        let results = try #require(probe.last)
        #expect(results.count == 1_000)
        #expect(results[63].name == name(63))
        // Page 7 is not held: a stand-in (the element read last), and no read.
        // (Loads begun by this read only: other suites' loads run meanwhile.)
        let (standIn, begun) = PendingLoads.begun { results[500] }
        #expect(standIn.name != name(500))
        #expect(results.pages?.cachedPageNumbers == [0])
        #expect(begun.isEmpty)
        #expect(results._lazyRowPosition(ofID: AnyHashable(standIn.persistentModelID)) == .at(Int(standIn.name.dropFirst())!))
        #expect(results._lazyAvailableRows(in: 40..<200) == 40..<64)
        #expect(results._lazyAvailableRows(in: 100..<200) == 100..<100)
    }

    /// How long the main actor went without running a task, at most, while
    /// `body` ran and for `window` after it.
    private func longestMainActorGap(for window: Duration, _ body: () async throws -> Void) async rethrows -> Duration {
        final class Ticks { var last = ContinuousClock.now; var worst = Duration.zero; var running = true }
        let ticks = Ticks()
        let ticker = Task { @MainActor in
            while ticks.running {
                try? await Task.sleep(for: .milliseconds(5))
                let now = ContinuousClock.now
                ticks.worst = max(ticks.worst, now - ticks.last)
                ticks.last = now
            }
        }
        try await body()
        try? await Task.sleep(for: window)
        ticks.running = false
        await ticker.value
        return ticks.worst
    }

    @Test func aSlowServerDoesNotHoldTheMainActor() async throws {
        guard TestStore.includesPostgres else { return }
        // Reads give up after 30 s. The table stays locked until the test
        // has looked at the screen, so a read on the main actor would hold
        // it for those 30 s; a read off it leaves the screen as it was
        // until the lock goes, however slowly the machine runs.
        let (container, schema) = try await seeded(count: 1_000, timeout: 30)
        let store = try #require(container.store as? PostgresStore)
        let callsBefore = store.callsOnMainActor
        let locker = try PostgresSession(PostgresLocation(schema))
        func lock() throws {
            try locker.statement { try $0.execute("BEGIN") }
            try locker.statement { try $0.execute("LOCK TABLE \"Habit\" IN ACCESS EXCLUSIVE MODE") }
        }
        func release() throws {
            try locker.statement { try $0.execute("COMMIT") }
        }
        let probe = PagedResultsProbe()
        try lock()
        var host: ViewHost?
        let fetching = await longestMainActorGap(for: .milliseconds(300)) {
            host = ViewHost(PagedHabits(probe: probe).modelContainer(container))
        }
        let view = try #require(host)
        // Other tests share the main actor in a parallel run: their reads
        // of PostgreSQL wait on it, as SwiftData's synchronous API does, and
        // on a loaded two-core machine held it for 9 s at worst. A read of
        // this locked table on it would wait for the 30 s timeout.
        #expect(fetching < .seconds(15), "the main actor waited \(fetching) while the count was read")
        #expect(view.contains(text: "0 habits"))
        try release()
        try await view.settle()
        #expect(view.contains(text: "1000 habits"))

        try lock()
        let paging = try await longestMainActorGap(for: .milliseconds(300)) {
            try view.scroll(toRows: 500..<520)
        }
        #expect(paging < .seconds(15), "the main actor waited \(paging) while a page was read")
        #expect(!rows(view).contains("\(name(510)): 510"))
        try release()
        try await view.settle()
        #expect(rows(view).contains("\(name(510)): 510"))
        #expect(store.callsOnMainActor == callsBefore)
    }

    @Test(arguments: [false, true]) func randomSavesKeepThePagesHeldEqualToAFreshFetch(filtered: Bool) async throws {
        guard TestStore.includesPostgres else { return }
        let (container, _) = try await seeded(count: 600)
        let context = container.mainContext
        let probe = PagedResultsProbe()
        let host = ViewHost(PagedHabits(probe: probe, filtered: filtered).modelContainer(container))
        try await host.settle()
        let descriptor = filtered
            ? FetchDescriptor<Habit>(predicate: #Predicate { $0.streak >= 100 }, sortBy: [SortDescriptor(\.streak, order: .reverse)])
            : FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)])
        var random = SplitMix(seed: filtered ? 5 : 13)
        var serial = 0
        var pagesCompared = 0
        for round in 0..<40 {
            // Hold pages somewhere: the window moves, and its pages are
            // read; every other round, the save comes while they are read
            // (a page read before it is then dropped).
            let count = probe.last?.count ?? 0
            if count > 40 {
                let start = Int(random.next() % UInt64(count - 20))
                try host.scroll(toRows: start..<(start + 20))
                if round % 2 == 0 { try await host.settle() }
            }
            // The models to change: the main context's, or (every third
            // round) another context's, whose save the main one hears of.
            let editor = round % 3 == 2 ? ModelContext(container) : context
            let all = try editor.fetch(FetchDescriptor<Habit>())
            for _ in 0..<(1 + Int(random.next() % 3)) {
                switch random.next() % 4 {
                case 0:
                    serial += 1
                    editor.insert(Habit(name: name(Int(random.next() % 600)) + "-\(serial)", streak: Int(random.next() % 300)))
                case 1:
                    if let victim = all.randomElement(using: &random), !victim._$modelState.isDeleted { editor.delete(victim) }
                case 2:
                    serial += 1
                    all.randomElement(using: &random)?.name = name(Int(random.next() % 600)) + "-\(serial)"
                default:
                    all.randomElement(using: &random)?.streak = Int(random.next() % 300)
                }
            }
            try await editor.saveAndWait()
            try await host.settle()
            let shown = try #require(probe.last)
            let pages = try #require(shown.pages)
            let expected = try await ModelContext(container).fetchIdentifiersInBackground(descriptor)
            #expect(shown.count == expected.count, "round \(round)")
            for number in pages.cachedPageNumbers {
                let range = (number * pages.batchSize)..<min((number + 1) * pages.batchSize, pages.count, expected.count)
                guard !range.isEmpty else { continue }
                let held = pages.elements(at: range).map(\.persistentModelID)
                #expect(held == Array(expected[range]), "round \(round), page \(number)")
                pagesCompared += 1
            }
            // The rows mounted are the expected ones.
            if let segment = try host.lazySegments().first, !segment.mounted.isEmpty {
                let expectedRows = Set(try ModelContext(container).fetch(descriptor)[segment.mounted].map { "\($0.name): \($0.streak)" })
                let mounted = Set(rows(host))
                #expect(expectedRows.isSubset(of: mounted), "round \(round)")
            }
            if shown.count != expected.count { break }
        }
        #expect(pagesCompared >= 40)
    }
}
#endif
