// Article 000, §3.3 "Two-way binding with @Bindable": a user's settings.
import ObservatoryUI

@available(iOS 17.0, *)
@Observable
final class Settings {
    var username = ""
    var sendNotifications = true
}
