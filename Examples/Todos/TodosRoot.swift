// Not in the article: chooses which of its two screens to show.
import ObservatoryUI

/// The article's two to-do screens.
enum TodosScreen: Hashable {
    case list, splitView
}

/// A segmented picker above the chosen screen. Each screen owns its
/// `TodoStore` in `@State`, as the article writes it.
struct TodosRoot: View {
    @State private var screen = TodosScreen.list

    var body: some View {
        VStack {
            Picker("Screen", selection: $screen) {
                Text("List").tag(TodosScreen.list)
                Text("Split view").tag(TodosScreen.splitView)
            }
            .pickerStyle(.segmented)
            .padding([.horizontal, .top])
            switch screen {
            case .list: TodoListView()
            case .splitView: MasterDetailView()
            }
        }
    }
}
