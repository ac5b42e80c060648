// Not in the article: §4.5 says "upstream, you can pass $settings.sendNotifications
// made available via @Bindable"; this is that upstream view.
import ObservatoryUI

/// Hosts ``LabeledToggle`` with a binding into a ``Settings`` it owns.
struct NotificationsView: View {
    @State private var settings = Settings()

    var body: some View {
        @Bindable var settings = settings
        Form {
            LabeledToggle(title: "Send notifications", isOn: $settings.sendNotifications)
            Text(settings.sendNotifications ? "Notifications are on" : "Notifications are off")
        }
    }
}
