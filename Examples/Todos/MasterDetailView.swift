// Article 000, §4.4 "Master–detail navigation": a sidebar of to-dos, navigated by id.
import ObservatoryUI

@available(iOS 17.0, *)
struct MasterDetailView: View {
    @State private var store = TodoStore()

    var body: some View {
        NavigationSplitView {
            List(store.items) { todo in
                NavigationLink(todo.title, value: todo.id)
            }
            .navigationTitle("All")
        } detail: {
            DetailRouter(store: store)
        }
        .navigationDestination(for: UUID.self) { id in
            if let todo = store.items.first(where: { $0.id == id }) {
                TodoDetail(todo: todo)
            }
        }
        .task { store.items = [Todo(title: "Read"), Todo(title: "Walk")] }
    }
}
