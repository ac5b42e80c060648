// Article 000, §4.4: what the detail column shows before a selection.
import ObservatoryUI

@available(iOS 17.0, *)
struct DetailRouter: View {
    let store: TodoStore
    var body: some View {
        Text("Select an item")
            .foregroundStyle(.secondary)
    }
}
