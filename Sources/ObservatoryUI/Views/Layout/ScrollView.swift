/// A region that scrolls its content.
///
/// ```swift
/// ScrollView { VStack { ForEach(posts) { PostRow(post: $0) } } }
/// ScrollView(.horizontal, showsIndicators: false) { HStack { … } }
/// ```
///
/// Attributes: `axes` (`vertical`, `horizontal` or `both`),
/// `showsIndicators=false` when hidden, and those of the scroll modifiers
/// (``View/scrollDisabled(_:)``, ``View/defaultScrollAnchor(_:)``…).
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let rows: Content

    /// A region scrolling along `axes`.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        rows = content()
    }
}

extension ScrollView: ElementView {
    static var role: ElementRole { .scroll }

    var content: Content { rows }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = ["axes": axes.attributeValue]
        if !showsIndicators { attributes["showsIndicators"] = "false" }
        if environment.scrollBounceBehavior == .basedOnSize { attributes["bounce"] = "basedOnSize" }
        environment.scrollBehaviors.addAttributes(to: &attributes)
        environment.addContentMargins(to: &attributes)
        // `.onScrollGeometryChange`, `.onScrollPhaseChange`: the page reports scrolling.
        if !environment.scrollObservers.isEmpty { attributes["reportsScroll"] = "true" }
        if environment.scrollObservers.needsLeadingElements { attributes["reportsLeading"] = "true" }
        if let behavior = environment.styleName(for: (any ScrollTargetBehavior).self) {
            attributes["scrollTargetBehavior"] = behavior
        }
        return attributes
    }

    static var isInteractive: Bool { true }

    func handle(_ event: ElementEvent, in environment: EnvironmentValues) -> Bool {
        guard case .scroll(let sample) = event else { return false }
        for action in environment.scrollObservers.actions { action(sample) }
        return true
    }
}
