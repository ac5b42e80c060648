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
    /// Whether this is a label a custom ``LabelStyle`` made from its
    /// configuration (`Label(configuration)`), which that style must not
    /// draw again. Told by the title's type.
    var drawsStyleConfiguration: Bool { Title.self == LabelStyleConfiguration.Title.self }

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

    static var contentFollowsEnvironment: Bool { true }

    /// A custom style's body, when one draws this label.
    func replacementContent(in environment: EnvironmentValues) -> (any View)? {
        if let style = customStyle(in: environment) {
            let configuration = LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon)))
            return CustomStyleBody(style: style, configuration: configuration)
        }
        // `.listItemTint`: the icon in the tint, the title as it is.
        if let tint = environment.listItemTint {
            return TupleView((Slot("icon", content: icon.foregroundStyle(tint)), Slot("title", content: title)))
        }
        return nil
    }

    /// The custom style that draws this label, if one does.
    private func customStyle(in environment: EnvironmentValues) -> CustomStyle<LabelStyleConfiguration>? {
        drawsStyleConfiguration ? nil : environment.customStyle(for: LabelStyleConfiguration.self)
    }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        if customStyle(in: environment) != nil { return ["labelStyle": "custom"] }
        guard let style = environment.styleName(for: (any LabelStyle).self), style != "automatic", style != "custom"
        else { return [:] }
        return ["labelStyle": style]
    }
}
