import Testing
import ObservatoryUI

// A pushed screen follows its link: as in SwiftUI, when the list re-renders
// a `NavigationLink(destination:)` with a new destination value (a copy of a
// changed model), the screen the link pushed shows it.

@Observable
private final class Habits {
    var counts = [0, 0]
}

private struct HabitList: View {
    let habits: Habits
    var body: some View {
        NavigationStack {
            List {
                ForEach(habits.counts.indices, id: \.self) { index in
                    NavigationLink("Habit \(index)") {
                        HabitCount(count: habits.counts[index]) { habits.counts[index] += 1 }
                    }
                }
            }
            .navigationTitle("Habits")
        }
    }
}

/// Takes the count by value, as an app that passes a struct copy does.
private struct HabitCount: View {
    let count: Int
    let increment: @MainActor () -> Void
    var body: some View {
        VStack {
            Text("Done \(count) times")
            Button("Add", action: increment)
        }
        .navigationTitle("Habit")
    }
}

@MainActor
@Suite("A pushed screen follows its link")
struct LinkedDestinationTests {
    @Test func aChangeTheListSeesUpdatesTheScreenItsLinkPushed() throws {
        let habits = Habits()
        let graph = ViewGraph(HabitList(habits: habits))
        let stack = try #require(graph.allElements.first { $0.role == .navigationStack })
        graph.send(.tap, to: try #require(graph.element(.navigationLink, "Habit 1")).id)
        #expect(stack.children.count == 2)
        #expect(stack.children[1].descendants().contains { $0["text"] == "Done 0 times" })
        graph.tap("Add")
        #expect(habits.counts == [0, 1])
        #expect(stack.children[1].descendants().contains { $0["text"] == "Done 1 times" })
        graph.tap("Add")
        #expect(stack.children[1].descendants().contains { $0["text"] == "Done 2 times" })
    }

    @Test func aChangeAfterTheScreenIsPoppedPushesNothingBack() throws {
        let habits = Habits()
        let graph = ViewGraph(HabitList(habits: habits))
        let stack = try #require(graph.allElements.first { $0.role == .navigationStack })
        graph.send(.tap, to: try #require(graph.element(.navigationLink, "Habit 0")).id)
        graph.send(.navigate(depth: 0), to: stack.id)
        #expect(stack.children.count == 1)
        habits.counts[0] = 5
        graph.update()
        #expect(stack.children.count == 1)
        // Pushed again, the screen shows the link's destination as it is now.
        graph.send(.tap, to: try #require(graph.element(.navigationLink, "Habit 0")).id)
        #expect(stack.children[1].descendants().contains { $0["text"] == "Done 5 times" })
    }

    @Test func anotherLinkDoesNotUpdateTheScreen() throws {
        let habits = Habits()
        let graph = ViewGraph(HabitList(habits: habits))
        let stack = try #require(graph.allElements.first { $0.role == .navigationStack })
        graph.send(.tap, to: try #require(graph.element(.navigationLink, "Habit 0")).id)
        habits.counts[1] = 7
        graph.update()
        #expect(stack.children[1].descendants().contains { $0["text"] == "Done 0 times" })
    }
}
