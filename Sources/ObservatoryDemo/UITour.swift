import ObservatoryUI

/// A row of the habit list: reads one habit.
struct HabitRow: View {
    let habit: Habit
    var body: some View {
        Toggle(habit.title, isOn: Binding(get: { habit.isComplete }, set: { habit.isComplete = $0 }))
    }
}

/// The list: reads the store's filtered habits.
struct HabitList: View {
    let store: HabitStore
    var body: some View {
        VStack {
            Text("\(store.filtered.count) habits")
            ForEach(store.filtered) { HabitRow(habit: $0) }
        }
    }
}

@MainActor
func uiTour(_ store: HabitStore) {
    print("5. ObservatoryUI renders views into elements; a change re-runs only the bodies that read it.")
    store.search = ""
    let graph = ViewGraph(HabitList(store: store))
    print(graph.rootElement.textTree().split(separator: "\n").map { "   " + $0 }.joined(separator: "\n"))
    let walk = store.habits[1]
    walk.isComplete.toggle()
    let changes = graph.update()
    print("   toggled \"\(walk.title)\": no body read isComplete, only the toggle bound to it updates")
    print("   bodies that ran: \(graph.statistics.lastUpdate.count); changes: \(changes)")
    walk.title = "Walk the cat"
    let renamed = graph.update()
    for record in graph.statistics.lastUpdate {
        print("   renamed: re-ran \(record.viewType) because \(record.causes.map(\.description).joined(separator: ", "))")
    }
    print("   changes: \(renamed)")

    print("6. A new habit re-runs the list and mounts one row; the other rows' bodies are skipped (same inputs).")
    store.habits.append(Habit(title: "Stretch"))
    _ = graph.update()
    print("   bodies that ran: \(graph.statistics.lastUpdate.map(\.viewType).joined(separator: ", "))")
}
