/// A container of controls for data entry, grouped in sections; renderers
/// lay it out as a settings-style list.
///
/// ```swift
/// Form {
///     TextField("Username", text: $settings.username)
///     Toggle("Notifications", isOn: $settings.sendNotifications)
/// }
/// ```
public struct Form<Content: View>: View {
    let rows: Content

    /// A form of the given controls.
    public init(@ViewBuilder content: () -> Content) {
        rows = content()
    }
}

extension Form: ElementView {
    static var role: ElementRole { .form }

    var content: Content { rows }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        environment.styleName(for: (any FormStyle).self).map { ["formStyle": $0] } ?? [:]
    }
}
