// Article 000, §4.3: a search field, a segmented sort picker and the derived list.
import ObservatoryUI

@available(iOS 17.0, *)
struct PeopleView: View {
    @State private var store = PeopleStore()

    var body: some View {
        @Bindable var store = store
        VStack {
            TextField("Search", text: $store.query)
                .textFieldStyle(.roundedBorder)
            Picker("Sort", selection: $store.ascending) {
                Text("A→Z").tag(true); Text("Z→A").tag(false)
            }.pickerStyle(.segmented)
            List(store.filtered, id: \.self, rowContent: Text.init)
        }
        .padding()
        .task { store.all = ["Kim", "Choi", "Park", "Lee", "Jung"] }
    }
}
