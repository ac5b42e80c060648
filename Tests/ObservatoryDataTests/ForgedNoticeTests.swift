#if PostgreSQL
import Foundation
import ObservatoryTesting
import ObservatoryUI
import Testing
@testable import ObservatoryData

/// Anyone who can connect to the database can send a notice on the channel
/// the processes listen to. Two containers on one schema stand for two
/// processes (as in ``SharedStoreTests``); a third connection forges notices.
/// No notice may stop a process, and none may make a process show what the
/// database does not hold.
@MainActor
@Suite(.enabled(if: TestStore.includesPostgres, "this run leaves PostgreSQL out (OBSERVATORY_TEST_STORES)"))
struct ForgedNoticeTests {
    /// Two processes on a new schema, the second showing a window with two
    /// `@Query`s (every habit by name, and those with a streak of 7 or more),
    /// and a connection that forges notices on their channel.
    @MainActor
    private struct Cluster {
        let schema: URL
        let first: ModelContainer
        let second: ModelContainer
        let window: ViewHost
        let sql: PostgresSession
        let channel: String

        init() throws {
            schema = TestPostgres.newSchema()
            first = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
            second = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
            window = ViewHost(Screen().modelContainer(second))
            let location = try PostgresLocation(schema)
            sql = try PostgresSession(location)
            channel = "observatory:" + (location.schema ?? "public")
        }

        /// Sends `payloads` on the channel, 500 to a transaction.
        func forge(_ payloads: [String]) throws {
            for chunk in payloads.chunked(500) {
                try sql.transaction { statements in
                    for payload in chunk {
                        _ = try statements.run(SQLFragment("SELECT pg_notify(?, ?)", [.text(channel), .text(payload)]))
                    }
                }
            }
        }

        /// Saves a marker in the first process and waits until the second
        /// shows it in both lists: the notices sent before it have all been
        /// handled then, as a listener hands notices on in the order they
        /// came (each list's query updates on its own).
        func settle(_ marker: String) async throws -> Bool {
            first.mainContext.insert(Habit(name: marker, streak: 100))
            try await first.mainContext.saveAndWait()
            return await eventually {
                window.update()
                let longStreaks = shown.last?.split(separator: ",").map(String.init) ?? []
                return rows(window).contains("\(marker): 100") && longStreaks.contains(marker)
            }
        }

        /// What the window shows: every habit's row, and the long streaks.
        var shown: [String] {
            rows(window) + window.texts.filter { !$0.contains(": ") && !$0.hasSuffix(" habits") }
        }

        /// What the window would show of the database: read by a context of a
        /// new container, in the window's orders.
        func database() throws -> [String] {
            let fresh = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(url: schema))
            let habits = try ModelContext(fresh).fetch(FetchDescriptor<Habit>(sortBy: [SortDescriptor(\.name)]))
            let long = habits.filter { $0.streak >= 7 }.sorted { $0.streak > $1.streak }
            return habits.map { "\($0.name): \($0.streak)" } + [long.map(\.name).joined(separator: ",")]
        }
    }

    @Test("a notice naming the smallest 64-bit key is rejected; the process carries on")
    func smallestKey() async throws {
        let cluster = try Cluster()
        try cluster.forge([notice(inserted: [.min])])
        #expect(try await cluster.settle("Marker"))
        #expect(cluster.shown == (try cluster.database()))
    }

    @Test("a forged delete of a row that exists removes nothing")
    func forgedDelete() async throws {
        let cluster = try Cluster()
        cluster.first.mainContext.insert(Habit(name: "Code", streak: 7))
        try await cluster.first.mainContext.saveAndWait()
        #expect(try await cluster.settle("Marker"))
        let copy = try #require(try cluster.second.mainContext.fetch(FetchDescriptor<Habit>(predicate: #Predicate { $0.name == "Code" })).first)
        let key = try #require(copy.persistentModelID.rowID)

        try cluster.forge([notice(deleted: [key])])
        #expect(try await cluster.settle("Second marker"))
        #expect(rows(cluster.window) == ["Code: 7", "Marker: 100", "Second marker: 100"])
        #expect(cluster.shown == (try cluster.database()))
        #expect(copy.modelContext === cluster.second.mainContext, "the model stays in its context")
    }

    @Test("forged inserts and updates show only what the database holds")
    func forgedInsertsAndUpdates() async throws {
        let cluster = try Cluster()
        cluster.first.mainContext.insert(Habit(name: "Nap", streak: 1))
        try await cluster.first.mainContext.saveAndWait()
        let nap = try #require(try cluster.first.mainContext.fetch(FetchDescriptor<Habit>()).first?.persistentModelID.rowID)
        #expect(try await cluster.settle("Marker"))

        // Behind every listener's back, the row's streak becomes 8, which
        // puts it in the long streaks; then notices claim a new row that
        // does not exist, the row itself as new, and a change of its name.
        try cluster.sql.statement { try $0.execute(#"UPDATE "Habit" SET "streak" = 8 WHERE "name" = 'Nap'"#) }
        try cluster.forge([
            notice(inserted: [nap + 1000, nap]),
            notice(updated: [nap: ["name"]]),
        ])
        #expect(try await cluster.settle("Second marker"))
        let database = try cluster.database()
        #expect(cluster.shown == database, "shown \(cluster.shown), database \(database)")
        #expect(rows(cluster.window).contains("Nap: 8"), "what the database holds, read again")
        #expect(!rows(cluster.window).contains { $0.hasPrefix("Nap: 1") })
    }

    /// 10,000 generated payloads: random text, extreme integers, deep
    /// nesting, wrong types, unknown entities, and notices that look valid
    /// for rows that do not exist and for rows that do.
    @Test("10,000 generated notices: the process stays up and shows what the database holds")
    func fuzz() async throws {
        let cluster = try Cluster()
        for index in 0..<20 {
            cluster.first.mainContext.insert(Habit(name: "Habit \(index)", streak: index))
        }
        try await cluster.first.mainContext.saveAndWait()
        let keys = try cluster.first.mainContext.fetch(FetchDescriptor<Habit>()).compactMap(\.persistentModelID.rowID)
        #expect(try await cluster.settle("Marker"))
        let copies = try cluster.second.mainContext.fetch(FetchDescriptor<Habit>())

        var generator = NoticeFuzzer(seed: 32, existingKeys: keys)
        let payloads = (0..<10_000).map { _ in generator.next() }
        #expect(Set(payloads).count > 8_500, "the payloads vary (the wrong-type ones repeat)")
        try cluster.forge(payloads)

        #expect(try await cluster.settle("Second marker"))
        #expect(cluster.shown == (try cluster.database()))
        #expect(rows(cluster.window).count == 22)
        // The models the second process holds keep the database's values.
        for copy in copies where copy.name.hasPrefix("Habit ") {
            #expect(copy.streak == Int(copy.name.dropFirst(6))!)
            #expect(copy.modelContext === cluster.second.mainContext)
        }
    }
}

/// A well-formed notice from a store that does not exist, naming rows of `Habit`.
private func notice(inserted: [Int64] = [], updated: [Int64: [String]] = [:], deleted: [Int64] = []) -> String {
    var notice = ChangeNotice(origin: "forger")
    notice.inserted = inserted.map { ChangeNotice.Row(entity: "Habit", key: $0) }
    notice.updated = updated.map { ChangeNotice.Update(entity: "Habit", key: $0.key, properties: $0.value) }
    notice.deleted = deleted.map { ChangeNotice.Row(entity: "Habit", key: $0) }
    return String(decoding: try! JSONEncoder().encode(notice), as: UTF8.self)
}

/// Runs the main actor until `condition` holds, for at most `seconds`.
@MainActor
private func eventually(_ seconds: Double = 30, _ condition: () throws -> Bool) async rethrows -> Bool {
    for _ in 0..<Int(seconds * 200) {
        if try condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return try condition()
}

/// Payloads for ``ForgedNoticeTests/fuzz()``, from a seeded generator, so a
/// failure can be replayed.
struct NoticeFuzzer {
    private var state: UInt64
    let existingKeys: [Int64]

    init(seed: UInt64, existingKeys: [Int64]) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        self.existingKeys = existingKeys
    }

    /// xorshift64*.
    private mutating func random() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int(random() % UInt64(values.count))] }

    private mutating func key() -> String {
        switch random() % 6 {
        case 0: return pick(["-9223372036854775808", "9223372036854775807", "0", "-1", "9223372036854775808", "1e19", "1.5"])
        case 1: return "\(Int64(bitPattern: random()))"
        case 2: return "\(existingKeys.isEmpty ? 1 : pick(existingKeys) + 100_000)"
        default: return "\(existingKeys.isEmpty ? 1 : pick(existingKeys))"
        }
    }

    private mutating func entity() -> String {
        pick(["\"Habit\"", "\"Habit\"", "\"Habit\"", "\"Ghost\"", "\"\"", "\"habit\"", "1", "null", "[\"Habit\"]"])
    }

    private mutating func row() -> String {
        random() % 8 == 0 ? "{\"entity\":\(entity())}" : "{\"entity\":\(entity()),\"key\":\(key())}"
    }

    private mutating func update() -> String {
        let properties = (0..<Int(random() % 4)).map { _ in pick(["\"streak\"", "\"name\"", "\"note\"", "\"secret\"", "7", "null"]) }
        return "{\"entity\":\(entity()),\"key\":\(key()),\"properties\":[\(properties.joined(separator: ","))]}"
    }

    private mutating func rows(_ make: (inout Self) -> String) -> String {
        "[" + (0..<Int(random() % 5)).map { _ in make(&self) }.joined(separator: ",") + "]"
    }

    mutating func next() -> String {
        switch random() % 10 {
        case 0:  // random text (no NUL: PostgreSQL's text has none)
            let scalars = (0..<Int(random() % 200)).compactMap { _ in Unicode.Scalar(UInt32(random() % 0x2FF) + 1) }
            return String(String.UnicodeScalarView(scalars))
        case 1:  // deep nesting
            let depth = Int(random() % 3_500) + 1
            return "{\"origin\":\"x\",\"inserted\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
        case 2:  // wrong types
            return pick([
                "{\"origin\":5}", "{\"origin\":\"x\",\"inserted\":{}}", "{\"origin\":\"x\",\"updated\":[1,2]}",
                "[]", "true", "{\"origin\":\"x\",\"deleted\":[{\"entity\":\"Habit\",\"key\":\"7\"}]}",
            ])
        default:  // notices that look valid, for rows that exist or not
            return "{\"origin\":\"fuzz-\(random() % 1000)\",\"inserted\":\(rows { $0.row() }),"
                + "\"updated\":\(rows { $0.update() }),\"deleted\":\(rows { $0.row() })}"
        }
    }
}
#endif
