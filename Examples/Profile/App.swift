// Article 004's profile screen as an app, served to the browser:
// `swift run Profile`, then open http://127.0.0.1:8080.
import ObservatoryWeb

@main
struct ProfileApp: App {
    var body: some Scene {
        WindowGroup("Profile") {
            ProfileScreen()
        }
    }
}
