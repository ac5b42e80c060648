import Foundation

/// A control that opens a URL.
///
/// ```swift
/// Link("Swift.org", destination: URL(string: "https://swift.org")!)
/// Link(destination: supportURL) { Label("Help", systemImage: "questionmark.circle") }
/// ```
///
/// In the browser it is a real link: a URL with a scheme opens in a new tab
/// (as SwiftUI opens it in the system browser), a relative one in the same
/// tab. Attribute: `url`.
public struct Link<Label: View>: View {
    let label: Label
    let destination: URL

    /// A link with a custom label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }
}

extension Link where Label == Text {
    /// A link whose label is `title`.
    public init(_ title: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link whose label is `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: ElementView {
    static var role: ElementRole { .link }
    static var isInteractive: Bool { true }

    var content: Label { label }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["url": destination.absoluteString]
        if let tint = environment.tint { attributes["tint"] = tint.styleDescription }
        return attributes
    }
}
