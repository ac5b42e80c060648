import Foundation

/// A control that shares a link. In the browser it uses the system share
/// sheet where the browser has one (`navigator.share`), and otherwise copies
/// the link to the clipboard and says so.
///
/// ```swift
/// ShareLink(item: URL(string: "https://swift.org")!)
/// ShareLink("Share habit", item: habit.url, subject: Text(habit.title))
/// ```
///
/// Renders a `shareLink` element (attributes `url`, `subject`, `message`)
/// whose children are the label.
public struct ShareLink<Label: View>: View {
    let url: String
    let subject: String?
    let message: String?
    let label: Label

    /// A share control with a custom label.
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.url = item.absoluteString
        self.subject = subject?.content
        self.message = message?.content
        self.label = label()
    }

    /// A share control for a string, with a custom label.
    public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.url = item
        self.subject = subject?.content
        self.message = message?.content
        self.label = label()
    }
}

extension ShareLink where Label == ObservatoryUI.Label<Text, Image> {
    /// "Share" with the share symbol.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            ObservatoryUI.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    /// A share control titled `title`.
    public init(_ title: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            ObservatoryUI.Label(title, systemImage: "square.and.arrow.up")
        }
    }

    /// "Share" for a string.
    public init(item: String, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            ObservatoryUI.Label("Share", systemImage: "square.and.arrow.up")
        }
    }
}

extension ShareLink: ElementView {
    static var role: ElementRole { .shareLink }

    var content: Label { label }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["url": url]
        attributes["subject"] = subject
        attributes["message"] = message
        return attributes
    }
}
