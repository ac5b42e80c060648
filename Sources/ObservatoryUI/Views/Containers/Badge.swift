/// A page of a ``TabView`` (a `.tabItem`, a ``Tab``, or one of them tagged):
/// `.badge` shows its badge on the page's tab button.
@MainActor
protocol TabPage {}

extension TabItemElement: TabPage {}
extension Tab: TabPage {}
extension PickerOption: TabPage where Content: TabPage {}

private struct TabBadgeKey: EnvironmentKey {
    static var defaultValue: String? { nil }
}

extension EnvironmentValues {
    /// The badge of the tab page inside (`.badge` on a page).
    var tabBadge: String? {
        get { self[TabBadgeKey.self] }
        set { self[TabBadgeKey.self] = newValue }
    }
}

/// A list row's badge (attribute `modifier`: `badge`, with `text`): the
/// page shows `text` at the row's trailing edge, in the secondary colour.
struct BadgeElement<Content: View>: WrapperElement {
    static var modifierName: String { "badge" }

    let content: Content
    let text: String

    func parameters(in environment: EnvironmentValues) -> [String: String] { ["text": text] }
}

/// `.badge`: on a tab page, a badge on its tab button; on anything else (a
/// list row), the text at the trailing edge. No text, no badge.
struct BadgedView<Content: View>: View {
    let content: Content
    let text: String?

    var body: some View {
        if content is any TabPage {
            content.modifier(EnvironmentWriter(value: text ?? "") { $0.tabBadge = text })
        } else if let text {
            BadgeElement(content: content, text: text)
        } else {
            content
        }
    }
}

extension View {
    /// Shows `count` as this view's badge: on a tab page, a red dot with the
    /// number on its tab button; on a list row, the number at its trailing
    /// edge. Zero shows no badge.
    public func badge(_ count: Int) -> some View {
        BadgedView(content: self, text: count == 0 ? nil : String(count))
    }

    /// Shows `label` as this view's badge; nil shows none.
    public func badge(_ label: Text?) -> some View {
        BadgedView(content: self, text: label?.content)
    }

    /// Shows the text of `key` as this view's badge; nil shows none.
    public func badge(_ key: LocalizedStringKey?) -> some View {
        BadgedView(content: self, text: key?.resolved)
    }

    /// Shows `label` as this view's badge; nil shows none.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgedView(content: self, text: label.map { String($0) })
    }

    /// How prominent this row's badge is (iPadOS sidebars). A page shows
    /// every badge in the standard style.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
}

/// How prominent a badge is: `.standard`, `.increased` (a red capsule),
/// `.decreased`.
public struct BadgeProminence: Hashable, Sendable {
    let name: String
    /// The standard badge.
    public static let standard = BadgeProminence(name: "standard")
    /// A more prominent badge.
    public static let increased = BadgeProminence(name: "increased")
    /// A quieter badge.
    public static let decreased = BadgeProminence(name: "decreased")
}
