import ObservatoryUI

struct Meditation: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var minutes: Int
}

/// Lists: several views per element, bindings to elements, edit mode with
/// delete and move.
struct ListsScreen: View {
    @State private var sessions = [
        Meditation(title: "Meditate", minutes: 10),
        Meditation(title: "Breathe", minutes: 5),
        Meditation(title: "Stretch", minutes: 15),
    ]
    @State private var favorite = "Breathe"
    @State private var lastAction = "nothing yet"
    @State private var refreshes = 0

    var body: some View {
        List {
            Section("Two rows per session") {
                ForEach(sessions) { session in
                    NavigationLink(session.title) { Text("\(session.title): \(session.minutes) minutes") }
                    Text("^[\(session.minutes) minute](inflect: true)").foregroundStyle(.secondary)
                }
                .onDelete { sessions.remove(atOffsets: $0) }
                .onMove { sessions.move(fromOffsets: $0, toOffset: $1) }
            }
            Section("Edit in place") {
                ForEach($sessions) { $session in
                    TextField("Title", text: $session.title)
                }
            }
            Section("Row traits and context menus") {
                Text("Tinted background")
                    .listRowBackground(Color.yellow.opacity(0.3))
                Text("Wide insets, no separator")
                    .listRowInsets(EdgeInsets(top: 16, leading: 48, bottom: 16, trailing: 16))
                    .listRowSeparator(.hidden)
                Text("Right-click me: \(lastAction)")
                    .contextMenu {
                        Button("Copy") { lastAction = "copied" }
                        Button("Pin") { lastAction = "pinned" }
                    }
                Text("Refreshed \(refreshes) times")
            }
            Section("Selection") {
                NavigationLink("Select rows") { SelectionScreen() }
            }
            Section("Picked from a ForEach") {
                Picker("Favorite", selection: $favorite) {
                    ForEach(sessions.map(\.title), id: \.self) { Text($0) }
                }
                Text("Favorite: \(favorite)")
            }
        }
        .refreshable {
            try? await Task.sleep(for: .milliseconds(300))
            refreshes += 1
        }
        .navigationTitle("Lists and rows")
        .toolbar { EditButton() }
    }
}

#Preview("Lists") {
    NavigationStack { ListsScreen() }
}
