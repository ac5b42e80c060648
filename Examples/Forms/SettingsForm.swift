// Article 000, §3.3: bindings to a model the view owns, through a local @Bindable.
import ObservatoryUI

@available(iOS 17.0, *)
struct SettingsForm: View {
    @State private var settings = Settings()

    var body: some View {
        // Create local bindings to an @Observable model
        @Bindable var settings = settings

        Form {
            TextField("Username", text: $settings.username)
            Toggle("Notifications", isOn: $settings.sendNotifications)
        }
    }
}
