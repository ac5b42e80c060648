// The article's screen as an app, served to the browser:
// `swift run ExpenseTracker`, then open http://127.0.0.1:8080.
// `swift run ExpenseTracker --observable-object` serves the screen as it was
// before the migration, on ObservableObject.
import ArgumentParser
import ExpenseTrackerScreens
import ObservatoryWeb

@main
struct ExpenseTrackerApp: WebApp {
    struct Options: ParsableArguments {
        @Flag(help: "Serve the screen written on ObservableObject (before the migration) instead of @Observable.")
        var observableObject = false
    }

    let options: Options

    init(options: Options) { self.options = options }

    init() { self.init(options: Options()) }

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
