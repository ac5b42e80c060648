// Article 000, §4.2: edits one to-do through @Bindable.
import ObservatoryUI

@available(iOS 17.0, *)
struct TodoDetail: View {
    // Two-way edits on a nested observable
    @Bindable var todo: Todo

    var body: some View {
        Form {
            TextField("Title", text: $todo.title)
            Toggle("Done", isOn: $todo.done)
        }
        .navigationTitle("Edit")
    }
}
