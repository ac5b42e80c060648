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
            Section("Picked from a ForEach") {
                Picker("Favorite", selection: $favorite) {
                    ForEach(sessions.map(\.title), id: \.self) { Text($0) }
                }
                Text("Favorite: \(favorite)")
            }
        }
        .navigationTitle("Lists and rows")
        .toolbar { EditButton() }
    }
}

#Preview("Lists") {
    NavigationStack { ListsScreen() }
}
