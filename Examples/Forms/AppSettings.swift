// Article 002, "@Bindable" section: app-wide settings shared through the
// environment. The article calls this class `Settings`, as article 000
// calls its own (Settings.swift); one module cannot hold both names.
import ObservatoryUI

@Observable class AppSettings {
    var isDarkMode: Bool = false
}
