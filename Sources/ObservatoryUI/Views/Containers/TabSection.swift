/// Tabs grouped under a header (iOS 18): `TabSection("Library") { Tab(…); Tab(…) }`.
/// An iPad's sidebar shows the header; an iPhone's tab bar, and a page's,
/// shows the section's tabs among the others.
public struct TabSection<Header: View, Content: View>: View {
    let header: Header
    let content: Content

    /// Tabs under `header`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }

    /// The section's tabs, side by side with the others.
    public var body: some View { content }
}

extension TabSection where Header == Text {
    /// Tabs under the header `title`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Tabs under the header `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}
