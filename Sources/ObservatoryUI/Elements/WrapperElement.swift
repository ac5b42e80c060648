/// An element that wraps content and chooses its role and attributes per
/// value: the building block of modifiers that add structure (a toolbar, an
/// alert, a named slot).
struct WrapperElement<Content: View>: ElementView {
    let role: ElementRole
    let fixedAttributes: [String: String]
    let content: Content
    var onEvent: (@MainActor (ElementEvent) -> Bool)?

    init(
        role: ElementRole, attributes: [String: String] = [:],
        onEvent: (@MainActor (ElementEvent) -> Bool)? = nil, @ViewBuilder content: () -> Content
    ) {
        self.role = role
        self.fixedAttributes = attributes
        self.onEvent = onEvent
        self.content = content()
    }

    static var role: ElementRole { .modifier }

    var elementRole: ElementRole { role }

    func attributes(in environment: EnvironmentValues) -> [String: String] { fixedAttributes }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        onEvent?(event) ?? false
    }
}

/// A named part of its parent element: a section's header, a toolbar's
/// placement, an alert's actions.
@MainActor
func namedSlot<Content: View>(_ name: String, @ViewBuilder content: () -> Content) -> WrapperElement<Content> {
    WrapperElement(role: .slot, attributes: ["name": name], content: content)
}
