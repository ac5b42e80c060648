// Article 004's profile screen as an app, served to the browser:
// `swift run Profile`, then open http://127.0.0.1:8080.
// `swift run Profile --observable-object` serves the same screen as it was
// before the migration, on ObservableObject: watch the "body ×N" labels.
import ArgumentParser
import ObservatoryWeb
import ProfileScreens

@main
struct ProfileApp: WebApp {
    struct Options: ParsableArguments {
        @Flag(help: "Serve the screen written on ObservableObject (before the migration) instead of @Observable.")
        var observableObject = false
    }

    let options: Options

    init(options: Options) { self.options = options }

    init() { self.init(options: Options()) }

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
