// Article 002: a Toggle on an object read from @Environment, through Binding(get:set:).
import ObservatoryUI

struct ContentView: View {
    @Environment(AppSettings.self) private var settings // Inject settings

    var body: some View {
        Toggle("Dark Mode", isOn: Binding(
            get: { settings.isDarkMode },
            set: { settings.isDarkMode = $0 }
        ))
        .padding()
    }
}
