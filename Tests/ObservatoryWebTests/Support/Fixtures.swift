import Foundation
import ObservatoryWeb

struct CounterView: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Increment") { count += 1 }
        }
    }
}

@Observable final class Habit: Identifiable {
    let id: Int
    var title: String
    var done = false
    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

@Observable final class HabitStore {
    var habits: [Habit]
    init(count: Int) {
        habits = (0..<count).map { Habit(id: $0, title: "Habit \($0)") }
    }
    func delete(at offsets: IndexSet) { habits.remove(atOffsets: offsets) }
}

/// A row like the articles' habit tracker: a check button and the title.
struct HabitRow: View {
    let habit: Habit
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

struct HabitList: View {
    let store: HabitStore
    var body: some View {
        List {
            ForEach(store.habits) { habit in
                HabitRow(habit: habit)
            }
            .onDelete(perform: store.delete)
        }
    }
}

/// Rows with a `Toggle` bound to the model.
struct ToggleList: View {
    let store: HabitStore
    var body: some View {
        List {
            ForEach(store.habits) { habit in
                ToggleRow(habit: habit)
            }
        }
    }
}

struct ToggleRow: View {
    @Bindable var habit: Habit
    var body: some View {
        Toggle(habit.title, isOn: $habit.done)
    }
}

@Observable final class Profile {
    var name = ""
    var notes = ""
    var notifications = true
    var flavor = "Vanilla"
    var quantity = 1
    var volume = 0.5
}

struct ProfileForm: View {
    @Bindable var profile: Profile
    var body: some View {
        Form {
            Section {
                TextField("Name", text: $profile.name)
                TextField("Notes", text: $profile.notes, axis: .vertical)
                Toggle("Notifications", isOn: $profile.notifications)
            } header: {
                Text("Account")
            } footer: {
                Text("Visible to friends")
            }
            Section("Order") {
                Picker("Flavor", selection: $profile.flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                }
                Picker("Size", selection: $profile.flavor) {
                    Text("Vanilla").tag("Vanilla")
                    Text("Chocolate").tag("Chocolate")
                }
                .pickerStyle(.segmented)
                Stepper("Quantity: \(profile.quantity)", value: $profile.quantity, in: 1...3)
                Slider(value: $profile.volume, in: 0...1)
            }
        }
    }
}

struct DetailScreen: View {
    let title: String
    var body: some View {
        NavigationLink("Deeper") { Text("Bottom").navigationTitle("Bottom") }
            .navigationTitle(title)
    }
}

struct NavigationRoot: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Open detail") { DetailScreen(title: "Detail") }
            }
            .navigationTitle("Home")
        }
    }
}
