// Article 000, §4.6: notes saved to and loaded from a JSON blob in @AppStorage.
import ObservatoryUI

@available(iOS 17.0, *)
struct NotesView: View {
    @AppStorage("notes.json") private var raw = Data()
    @State private var store = NotesStore()
    @State private var text = ""

    var body: some View {
        @Bindable var store = store
        VStack(spacing: 12) {
            HStack {
                TextField("New note", text: $text)
                Button("Add") { guard !text.isEmpty else { return }; store.notes.append(text); text = "" }
            }
            List(store.notes, id: \.self, rowContent: Text.init)
            Button("Save") { raw = (try? JSONEncoder().encode(store)) ?? Data() }
            // The article assigns `store = s`: that is the local @Bindable above, so Load did nothing.
            Button("Load") { if let s = try? JSONDecoder().decode(NotesStore.self, from: raw) { self.store = s } }
        }
        .padding()
    }
}
