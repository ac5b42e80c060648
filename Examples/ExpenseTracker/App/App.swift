// The article's screen as an app, served to the browser:
// `swift run ExpenseTracker`, then open http://127.0.0.1:8080.
// `swift run ExpenseTracker --observable-object` serves the screen as it was
// before the migration, on ObservableObject.
import ExampleSupport
import ExpenseTrackerScreens
import ObservatoryWeb

@main
struct ExpenseTrackerApp: WebApp {
    let options: ModelChoice

    init(options: ModelChoice) { self.options = options }

    init() { self.init(options: ModelChoice()) }

    var body: some Scene {
        WindowGroup("Expense Tracker") {
            if options.observableObject {
                BeforeMigration.ExpenseTracker()
            } else {
                ExpenseTracker()
            }
        }
    }
}
