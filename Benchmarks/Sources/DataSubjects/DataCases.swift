// ObservatoryData: what a @Model costs next to an @Observable class, what a
// save of many inserts costs, and what keeping a @Query current costs as its
// results grow. The models live here, in the "user's module", as they would
// in an app.

import Benchmark
import BenchmarkSupport
import Foundation
import ObservatoryData
import ObservatoryUI

@Observable final class ObservedHabit {
    var name: String
    var streak: Int
    init(name: String, streak: Int) {
        self.name = name
        self.streak = streak
    }
}

@Model final class StoredHabit {
    var name: String
    var streak: Int
    var createdAt: Date
    init(name: String, streak: Int, createdAt: Date = .now) {
        self.name = name
        self.streak = streak
        self.createdAt = createdAt
    }
}

/// One property read (or write) per operation, on objects reached through
/// an array as an app reaches them: `@Observable` objects, or `@Model`
/// objects fetched from a store.
@MainActor
public final class PropertyReads {
    public enum Kind: Sendable { case observable, model, unsavedModel }
    private let kind: Kind
    /// Whether the operation writes the property instead: a `@Model` write
    /// after the first since the last save (which the mount makes), as an
    /// app edits a model again and again before it saves.
    private let writes: Bool
    private var observed: [ObservedHabit] = []
    private var stored: [StoredHabit] = []
    private var container: ModelContainer?

    public nonisolated init(_ kind: Kind, writes: Bool = false) {
        self.kind = kind
        self.writes = writes
    }

    public func mount() throws {
        switch kind {
        case .observable:
            observed = (0..<1_000).map { ObservedHabit(name: "H\($0)", streak: $0) }
        case .unsavedModel:
            stored = (0..<1_000).map { StoredHabit(name: "H\($0)", streak: $0) }
        case .model:
            let container = try ModelContainer(
                for: StoredHabit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            let context = container.mainContext
            context.autosaveEnabled = false
            for index in 0..<1_000 { context.insert(StoredHabit(name: "H\(index)", streak: index)) }
            try context.save()
            stored = try context.fetch(FetchDescriptor<StoredHabit>())
            precondition(stored.count == 1_000, "fetched \(stored.count) models")
            self.container = container
        }
        // `+=`, as apps write: an in-place mutation in the module must not
        // make the reads dearer (docs/performance.md, "in-place mutation").
        if writes {
            for habit in stored { habit.streak += 1 }
            for habit in observed { habit.streak += 1 }
        }
    }

    public func unmount() {
        observed = []
        stored = []
        container = nil
    }

    /// `scaledIterations` reads (or writes) of `streak`, cycling through the array.
    public func measure(_ benchmark: Benchmark) {
        if writes {
            measureWrites(benchmark)
            return
        }
        var sum = 0
        var index = 0
        benchmark.startMeasurement()
        switch kind {
        case .observable:
            let objects = observed
            for _ in benchmark.scaledIterations {
                sum &+= objects[index].streak
                index = index == 999 ? 0 : index + 1
            }
        case .model, .unsavedModel:
            let objects = stored
            for _ in benchmark.scaledIterations {
                sum &+= objects[index].streak
                index = index == 999 ? 0 : index + 1
            }
        }
        benchmark.stopMeasurement()
        blackHole(sum)
    }

    private func measureWrites(_ benchmark: Benchmark) {
        switch kind {
        case .observable: Self.write(observed, benchmark)
        case .model, .unsavedModel: Self.write(stored, benchmark)
        }
    }

    /// `scaledIterations` writes of `streak`, cycling through `objects`
    /// (specialised for each class: the loop calls its setter directly).
    private static func write<Object: HasStreak>(_ objects: [Object], _ benchmark: Benchmark) {
        var index = 0
        var value = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            objects[index].streak = value
            value &+= 1
            index = index == 999 ? 0 : index + 1
        }
        benchmark.stopMeasurement()
        blackHole(index)
    }
}

/// A class with a writable `streak`, for the write loop.
protocol HasStreak: AnyObject {
    var streak: Int { get set }
}

extension ObservedHabit: HasStreak {}
extension StoredHabit: HasStreak {}

/// Inserts `count` models into a new store file and saves once.
@MainActor
public final class InsertAndSave {
    public let count: Int
    private var folder: URL?

    public nonisolated init(count: Int) { self.count = count }

    public func measure(_ benchmark: Benchmark) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("data-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let container = try ModelContainer(
            for: StoredHabit.self, configurations: ModelConfiguration(url: folder.appendingPathComponent("bench.store")))
        let context = ModelContext(container)
        benchmark.startMeasurement()
        for index in 0..<count {
            context.insert(StoredHabit(name: "Habit \(index)", streak: index % 40))
        }
        try context.save()
        benchmark.stopMeasurement()
        let saved = try ModelContext(container).fetchCount(FetchDescriptor<StoredHabit>())
        expect(saved == count, "saved \(saved) of \(count)", in: benchmark)
    }
}

struct HabitCount: View {
    @Query(sort: \StoredHabit.name) var habits: [StoredHabit]
    var body: some View { Text("\(habits.count) habits") }
}

struct HabitRowsList: View {
    @Query(sort: \StoredHabit.name) var habits: [StoredHabit]
    var body: some View {
        VStack { ForEach(habits) { HabitLine(habit: $0) } }
    }
}

struct HabitLine: View {
    let habit: StoredHabit
    var body: some View { Text(habit.name) }
}

/// A mounted view whose `@Query` holds `rows` models; one operation inserts
/// a model, saves, and runs the update the save causes.
@MainActor
public final class QueryAfterInsert {
    public enum Shape: Sendable { case count, list }
    public nonisolated let rows: Int
    private let shape: Shape
    private var container: ModelContainer?
    private var graph: ViewGraph?
    private var next = 0

    public nonisolated init(rows: Int, shape: Shape) {
        self.rows = rows
        self.shape = shape
    }

    public func mount() throws {
        let container = try ModelContainer(
            for: StoredHabit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        context.autosaveEnabled = false
        for index in 0..<rows { context.insert(StoredHabit(name: String(format: "Habit %06d", index * 2), streak: 0)) }
        try context.save()
        let graph: ViewGraph
        switch shape {
        case .count: graph = ViewGraph(HabitCount().modelContainer(container))
        case .list: graph = ViewGraph(HabitRowsList().modelContainer(container))
        }
        graph.statistics.keepsRecords = false
        self.container = container
        self.graph = graph
        next = 0
    }

    public func unmount() {
        graph = nil
        container = nil
    }

    /// `scaledIterations` inserts, each saved and followed by `graph.update()`;
    /// each must re-run the query's view once (and, for the list, one new row).
    public func measure(_ benchmark: Benchmark) throws {
        guard let graph, let context = container?.mainContext else { return }
        let statistics = graph.statistics
        let bodiesBefore = statistics.total
        var index = next
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // Odd numbers fall between the seeded names: inserts land inside the list.
            context.insert(StoredHabit(name: String(format: "Habit %06d", (index * 7_919 % max(rows, 1)) * 2 + 1), streak: 1))
            try context.save()
            graph.update()
            index += 1
        }
        benchmark.stopMeasurement()
        let inserts = index - next
        next = index
        let bodies = statistics.total - bodiesBefore
        let expected = shape == .count ? inserts : inserts * 2
        expect(bodies == expected, "\(inserts) inserts re-ran \(bodies) bodies (expected \(expected))", in: benchmark)
    }
}
