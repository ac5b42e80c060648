import ObservatoryUI

/// `List(selection:)`: one list chooses a single session by its id, the
/// other several times of day by their tags.
struct SelectionScreen: View {
    @State private var sessions = [
        Meditation(title: "Meditate", minutes: 10),
        Meditation(title: "Breathe", minutes: 5),
        Meditation(title: "Stretch", minutes: 15),
    ]
    @State private var chosen: Meditation.ID?
    @State private var times: Set<String> = ["Morning"]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            List(sessions, selection: $chosen) { session in
                Text(session.title)
            }
            Text("Chosen: \(sessions.first { $0.id == chosen }?.title ?? "none")").padding(.horizontal)
            List(selection: $times) {
                Text("Morning").tag("Morning")
                Text("Noon").tag("Noon")
                Text("Evening").tag("Evening")
            }
            Text("Times: \(times.sorted().joined(separator: ", "))").padding(.horizontal)
        }
        .navigationTitle("Selection")
    }
}

#Preview("Selection") {
    NavigationStack { SelectionScreen() }
}
