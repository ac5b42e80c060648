// HabitViews.swift — article 000, §8, with the changes that
// Examples/HabitTracker/README.md lists (each marked "Changed:" below).
import Foundation
import ObservatoryUI

@available(iOS 17.0, *)
struct HabitListView: View {
    // Changed: the store belongs to the app's data file, shared by every tab,
    // instead of `@State private var store = HabitStore()`.
    @Environment(HabitLibrary.self) private var library
    @State private var newTitle = ""

    var body: some View {
        @Bindable var store = library.store
        NavigationStack {
            List {
                // Changed: a file that could not be loaded or saved is reported here.
                if let problem = library.problem {
                    Section {
                        Label(problem, systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.red)
                    }
                }
                Section {
                    HStack {
                        TextField("New habit", text: $newTitle)
                        Button("Add") { guard !newTitle.isEmpty else { return }; store.add(title: newTitle); newTitle = "" }
                    }
                }
                Section {
                    ForEach(store.filtered) { habit in
                        NavigationLink(habit.title) { HabitDetailView(habit: habit) }
                            .swipeActions {
                                Button { store.toggle(habit) } label: { Text(habit.isComplete ? "Undo" : "Done") }
                                .tint(.green)
                                // Addition: SwiftUI synthesizes no swipe-to-delete for a row
                                // with swipe actions of its own; `onDelete` stays for edit mode.
                                Button("Delete", role: .destructive) { store.habits.removeAll { $0.id == habit.id } }
                            }
                    }.onDelete { offsets in deleteHabits(at: offsets, of: store) }  // Changed: was `store.remove`
                }
            }
            .searchable(text: $store.search)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Toggle("Show Completed", isOn: $store.showCompleted)
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Toggle("Newest First", isOn: $store.sortNewestFirst)
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Load")   { library.load() }  // Changed: see HabitLibrary
                    Button("Save")   { library.save() }
                    SaveStatus()  // Changed: added
                }
            }
            .navigationTitle("Habits")
        }
    }

    // Changed: the rows show `store.filtered`, so the offsets count in that
    // list; the article's `store.remove` applied them to `store.habits`.
    private func deleteHabits(at offsets: IndexSet, of store: HabitStore) {
        let doomed = Set(offsets.map { store.filtered[$0].id })
        store.habits.removeAll { doomed.contains($0.id) }
    }
}

/// Where the habits are saved, and when they last were.
struct SaveStatus: View {
    @Environment(HabitLibrary.self) private var library

    var body: some View {
        if let saved = library.lastSaved {
            Text("Saved \(saved.formatted(date: .omitted, time: .standard))")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

@available(iOS 17.0, *)
struct HabitDetailView: View {
    @Bindable var habit: Habit

    var body: some View {
        Form {
            TextField("Title", text: $habit.title)
            TextField("Notes", text: $habit.notes, axis: .vertical)
                .lineLimit(3...6)
            Toggle("Completed", isOn: $habit.isComplete)
            // Changed: the creation date can be edited (the article shows it
            // as `LabeledContent("Created") { Text(habit.createdAt.formatted()) }`).
            DatePicker("Created", selection: $habit.createdAt)
        }
        .navigationTitle("Edit")
    }
}

// Addition: a preview, as an Xcode project has, for the previews canvas
// (`swift run HabitTracker --previews`, or `observatory dev HabitTracker --previews`).
#Preview("Detail") {
    NavigationStack {
        HabitDetailView(habit: Habit(title: "Read 20 pages", notes: "Before bed"))
    }
}
