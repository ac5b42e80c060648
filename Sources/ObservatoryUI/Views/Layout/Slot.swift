/// A named part of its parent element: a section's `header` and `footer`, a
/// picker's `label`, a toolbar's placements. Renders as a `slot` element
/// with attribute `name`, whose children are the content's elements.
struct Slot<Content: View>: View {
    let name: String
    let content: Content

    init(_ name: String, content: Content) {
        self.name = name
        self.content = content
    }

    init(_ name: String, @ViewBuilder content: () -> Content) {
        self.init(name, content: content())
    }
}

extension Slot: ElementView {
    static var role: ElementRole { .slot }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        ["name": name]
    }
}

extension Slot {
    /// A slot for `content`, or nil when the content is statically empty
    /// (an omitted header or footer).
    static func unlessEmpty(_ name: String, _ content: Content) -> Slot? {
        Content.self == EmptyView.self ? nil : Slot(name, content: content)
    }
}
