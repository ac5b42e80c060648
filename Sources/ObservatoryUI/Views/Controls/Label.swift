/// A title with an icon.
///
/// ```swift
/// Label("Inbox", systemImage: "tray")
/// Label { Text(user.name) } icon: { Image(systemName: "person") }
/// ```
///
/// Its children are an `icon` slot and a `title` slot.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon

    /// A label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `title` with the symbol `systemImage`.
    public init(_ title: LocalizedStringKey, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label titled `title` with the symbol `systemImage`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
    }

    /// A label titled `title` with the asset image `image`.
    public init(_ title: LocalizedStringKey, image: String) {
        self.init(title: { Text(title) }, icon: { Image(image) })
    }
}

extension Label: ElementView {
    static var role: ElementRole { .label }

    var content: TupleView<(Slot<Icon>, Slot<Title>)> {
        TupleView((Slot("icon", content: icon), Slot("title", content: title)))
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        guard let style = environment.styleName(for: (any LabelStyle).self), style != "automatic" else { return [:] }
        return ["labelStyle": style]
    }
}
