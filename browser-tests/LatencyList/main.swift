// The app browser-tests/latency.py measures: a TextField bound to a model,
// with a count of its characters, and a list of 1,000 habit rows (a check
// button with an image, and the title dimmed when done, and a delete action:
// the rows of the "toggle one row of 1,000" patch in
// Tests/ObservatoryWebTests/PatchTests).
import Foundation
@_spi(Observatory) import ObservatoryUI
import ObservatoryWeb

@Observable final class LatencyHabit: Identifiable {
    let id: Int
    var title: String
    var done = false

    init(id: Int) {
        self.id = id
        title = "Habit \(id)"
    }
}

@Observable final class LatencyStore {
    var draft = ""
    var habits = (0..<1_000).map(LatencyHabit.init)
}

struct LatencyRow: View {
    let habit: LatencyHabit
    var body: some View {
        HStack {
            Button {
                habit.done.toggle()
            } label: {
                Image(systemName: habit.done ? "checkmark.circle.fill" : "circle")
            }
            Text(habit.title)
                .foregroundStyle(habit.done ? .secondary : .primary)
        }
    }
}

/// The field and its count in a view of their own: a keystroke re-runs this
/// body alone, not the root's `ForEach` of 1,000 rows.
struct DraftSection: View {
    @Bindable var store: LatencyStore
    var body: some View {
        Section("New habit") {
            TextField("Title", text: $store.draft)
            Text("\(store.draft.count) characters")
        }
    }
}

struct LatencyRoot: View {
    @Environment(LatencyStore.self) private var store
    var body: some View {
        List {
            DraftSection(store: store)
            Section("Habits") {
                ForEach(store.habits) { LatencyRow(habit: $0) }
                    .onDelete { store.habits.remove(atOffsets: $0) }
            }
        }
    }
}

@main
struct LatencyListApp: WebApp {
    @State private var store = LatencyStore()

    var body: some Scene {
        WindowGroup("Observatory latency list") {
            LatencyRoot()
                .environment(store)
                // Every row mounted: the figures in docs/performance.md are
                // those of a list of 1,000 rows in the page.
                .environment(\.lazyWindowPolicy, .eager)
        }
    }
}
