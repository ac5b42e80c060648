import ObservatoryTesting
import Testing
@testable @_spi(Observatory) import ObservatoryUI

/// What a test sees of a lazy list through `ViewHost`: its segments, a way
/// to scroll them, and a failed lookup that says where the other rows are.
@MainActor
@Suite("ViewHost and lazy lists")
struct ViewHostLazyTests {
    @Observable final class Habits {
        var names = (0..<10_000).map { "Habit \($0)" }
        var done: Set<String> = []
    }

    struct HabitList: View {
        let habits: Habits
        var body: some View {
            List {
                ForEach(habits.names, id: \.self) { name in
                    Button(habits.done.contains(name) ? "\(name) ✓" : name) { habits.done.insert(name) }
                }
            }
        }
    }

    @Test func segmentsTellWhatIsMountedAndScrollingMovesThem() throws {
        let habits = Habits()
        let host = ViewHost(HabitList(habits: habits))
        let segments = try host.lazySegments()
        try #require(segments.count == 1)
        #expect(segments[0].count == 10_000)
        #expect(segments[0].mounted == 0..<LazyWindowPolicy.windowed.initialRows)
        try host.scroll(toRows: 5_000..<5_015)
        let moved = try #require(try host.lazySegments().first)
        #expect(moved.mounted.contains(5_000) && moved.mounted.contains(5_014))
        #expect(!moved.mounted.contains(0) && moved.mounted.count < 40)
        try host.tap("Habit 5007")
        #expect(habits.done == ["Habit 5007"])
        #expect(host.contains(text: "Habit 5007 ✓"))
    }

    @Test func aRowThatIsNotMountedIsNotFoundAndTheErrorSaysWhy() throws {
        let host = ViewHost(HabitList(habits: Habits()))
        let error = try #require(throws: ViewHostError.self) { try host.find(label: "Habit 9000") }
        #expect(error.kind == .notFound)
        #expect(error.description.contains("rows 0..<48 of 10000 are mounted"))
        #expect(error.description.contains("scroll(toRows:)"))
    }

    @Test func aListWhoseRowsAllFitHasNoSegments() throws {
        let habits = Habits()
        habits.names = ["Read", "Walk"]
        let host = ViewHost(HabitList(habits: habits))
        #expect(try host.lazySegments().isEmpty)
        #expect(throws: ViewHostError.self) { try host.scroll(toRows: 0..<2) }
        #expect(try host.find(label: "Walk").role == .button)
    }
}
