// Article 002's app: settings owned by the App in @State and put in the
// environment of every window. Its window shows the list of form patterns.
// `swift run Forms`, then open http://127.0.0.1:8080.
import ObservatoryWeb

@main
struct MyApp: App {
    @State private var settings = AppSettings() // App-wide settings
    var body: some Scene {
        WindowGroup {
            FormsRoot()
                .environment(settings) // Provide settings to environment
        }
    }
}
