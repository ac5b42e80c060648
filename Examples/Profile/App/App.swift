// Article 004's profile screen as an app, served to the browser:
// `swift run Profile`, then open http://127.0.0.1:8080.
// `swift run Profile --observable-object` serves the same screen as it was
// before the migration, on ObservableObject: watch the "body ×N" labels.
import ExampleSupport
import ObservatoryWeb
import ProfileScreens

@main
struct ProfileApp: WebApp {
    let options: ModelChoice

    init(options: ModelChoice) { self.options = options }

    init() { self.init(options: ModelChoice()) }

    var body: some Scene {
        WindowGroup("Profile") {
            if options.observableObject {
                BeforeMigration.ProfileScreen()
            } else {
                ProfileScreen()
            }
        }
    }
}
