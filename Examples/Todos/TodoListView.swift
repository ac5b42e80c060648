// Article 000, §4.2: add, open, edit and delete to-dos in a NavigationStack.
import ObservatoryUI

@available(iOS 17.0, *)
struct TodoListView: View {
    @State private var store = TodoStore()
    @State private var newTitle = ""

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("New to-do", text: $newTitle)
                        Button("Add") {
                            guard !newTitle.isEmpty else { return }
                            store.add(newTitle); newTitle = ""
                        }
                    }
                }
                Section {
                    ForEach(store.items) { todo in
                        NavigationLink(todo.title) {
                            TodoDetail(todo: todo)
                        }
                    }
                    .onDelete(perform: store.remove)
                }
            }
            .navigationTitle("To-Dos")
        }
    }
}
