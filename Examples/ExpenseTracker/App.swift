// The article's screen as an app, served to the browser:
// `swift run ExpenseTracker`, then open http://127.0.0.1:8080.
import ObservatoryWeb

@main
struct ExpenseTrackerApp: App {
    var body: some Scene {
        WindowGroup("Expense Tracker") {
            ExpenseTracker()
        }
    }
}
