// HabitViews.swift — article 000, §8, with SwiftData: the rows come from
// `@Query` instead of `store.filtered`, and adding or deleting goes through
// the model context. Each change is marked "Changed:".
import Foundation
import ObservatoryData
import ObservatoryUI

@available(iOS 17.0, *)
struct HabitListView: View {
    // Changed: the article's HabitStore kept these; the list's settings now
    // belong to the view, and the habits to the store behind `@Query`.
    @State private var search = ""
    @State private var showCompleted = true
    @State private var sortNewestFirst = true
    @State private var newTitle = ""
    @Environment(\.modelContext) private var context
    // Changed: added, so that a store that could not be opened is reported.
    let storeProblem: String?

    var body: some View {
        NavigationStack {
            List {
                if let storeProblem {
                    Section {
                        Label(storeProblem, systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.red)
                    }
                }
                // Changed: added. A shared PostgreSQL store can go away; while
                // it is away the list says so and refuses edits.
                OfflineNotice()
                Section {
                    HStack {
                        TextField("New habit", text: $newTitle)
                        // Changed: was `store.add(title:)`.
                        Button("Add") { guard !newTitle.isEmpty else { return }; context.insert(Habit(title: newTitle)); newTitle = "" }
                    }
                }
                .disabled(!context.container.reachability.isReachable)
                // Changed: the rows are a view of their own, whose `@Query`
                // is built from the settings (the article's `store.filtered`).
                HabitRows(search: search, showCompleted: showCompleted, newestFirst: sortNewestFirst)
                    .disabled(!context.container.reachability.isReachable)
            }
            .searchable(text: $search)
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Toggle("Show Completed", isOn: $showCompleted)
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Toggle("Newest First", isOn: $sortNewestFirst)
                }
            }
            .navigationTitle("Habits")
        }
    }
}

/// Changed: added. The habits that match the settings, from the store.
struct HabitRows: View {
    @Query private var habits: [Habit]
    @Environment(\.modelContext) private var context
    private let search: String

    init(search: String, showCompleted: Bool, newestFirst: Bool) {
        self.search = search
        // The predicate runs in SQL; `localizedCaseInsensitiveContains` has
        // no #Predicate form on Linux, so the search filters the results.
        _habits = Query(
            filter: #Predicate<Habit> { showCompleted || !$0.isComplete },
            sort: \Habit.createdAt, order: newestFirst ? .reverse : .forward)
    }

    private var shown: [Habit] {
        search.isEmpty ? habits : habits.filter { $0.title.localizedCaseInsensitiveContains(search) }
    }

    var body: some View {
        Section {
            ForEach(shown) { habit in
                NavigationLink(habit.title) { HabitDetailView(habit: habit) }
                    .swipeActions {
                        Button { habit.isComplete.toggle() } label: { Text(habit.isComplete ? "Undo" : "Done") }
                        .tint(.green)
                        // Addition: SwiftUI synthesizes no swipe-to-delete for a row
                        // with swipe actions of its own; `onDelete` stays for edit mode.
                        Button("Delete", role: .destructive) { context.delete(habit) }
                    }
            }.onDelete { offsets in
                // Changed: was `store.remove(at:)`; deleting a model removes its row.
                for index in offsets { context.delete(shown[index]) }
            }
        }
    }
}

@available(iOS 17.0, *)
struct HabitDetailView: View {
    @Bindable var habit: Habit
    // Changed: added, to refuse edits while the store is unreachable.
    @Environment(\.modelContext) private var context

    var body: some View {
        Form {
            OfflineNotice()
            TextField("Title", text: $habit.title)
            TextField("Notes", text: $habit.notes, axis: .vertical)
                .lineLimit(3...6)
            Toggle("Completed", isOn: $habit.isComplete)
            // Changed: the creation date can be edited, as in Examples/HabitTracker.
            DatePicker("Created", selection: $habit.createdAt)
        }
        .disabled(!context.container.reachability.isReachable)
        .navigationTitle("Edit")
    }
}

/// Changed: added. Says that the store's server cannot be reached, while it
/// cannot; the views around it refuse edits meanwhile.
struct OfflineNotice: View {
    @Environment(\.modelContext) private var context

    var body: some View {
        let reachability = context.container.reachability
        if !reachability.isReachable {
            Section {
                Label(
                    "Offline: \(reachability.problem ?? "the database cannot be reached"). "
                        + "Edits are refused until it is back.",
                    systemImage: "wifi.slash"
                )
                .foregroundStyle(.red)
            }
        }
    }
}
