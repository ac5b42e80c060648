/// A group of rows in a list or a form, with an optional header and footer.
///
/// ```swift
/// Section("Account") { TextField("Email", text: $email) }
/// Section { rows } header: { Text("Header") } footer: { Text("Footer") }
/// ```
///
/// Its children are a `header` slot, the content's elements, then a `footer`
/// slot; an absent header or footer has no slot.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let rows: Content
    let footer: Footer

    /// A section with a header and a footer.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        rows = content()
        self.footer = footer()
    }

    /// A section with a header and a footer given as views.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        rows = content()
        self.footer = footer
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header given as a view.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer given as a view.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: EmptyView(), content: content)
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section whose header is the text `title`.
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }

    /// A section whose header is the text `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), footer: EmptyView(), content: content)
    }
}

extension Section: ElementView, LazySectionView {
    static var role: ElementRole { .section }

    static var lazyHostKind: LazyHostKind { .section }

    var content: TupleView<(Slot<Parent>?, Content, Slot<Footer>?)> {
        TupleView((Slot.unlessEmpty("header", header), rows, Slot.unlessEmpty("footer", footer)))
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] { [:] }
}
