// The two screens of article 000's to-do patterns, served to the browser:
// §4.2's list (TodoListView) and §4.4's split view (MasterDetailView).
// `swift run Todos`, then open http://127.0.0.1:8080.
import ObservatoryWeb

@main
struct TodosApp: App {
    var body: some Scene {
        WindowGroup("To-Dos") { TodosRoot() }
    }
}
