/// An element that wraps content and chooses its role and attributes per
/// value: the building block of modifiers that add structure around their
/// content (a toolbar, swipe actions, an alert).
struct StructuralElement<Content: View>: ElementView {
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

