import Foundation

/// iOS 26's Liquid Glass material: `.glassEffect(.regular.tint(.blue).interactive())`.
/// A page draws it as a translucent, blurred fill with a light edge.
public struct Glass: Hashable, Sendable {
    let variant: String
    let tintColor: String?
    let isInteractive: Bool

    /// The standard glass.
    public static let regular = Glass(variant: "regular", tintColor: nil, isInteractive: false)
    /// A clearer glass, for content over media.
    public static let clear = Glass(variant: "clear", tintColor: nil, isInteractive: false)
    /// No glass: the view is drawn as it is.
    public static let identity = Glass(variant: "identity", tintColor: nil, isInteractive: false)

    /// This glass tinted with `color`.
    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color?.attributeValue, isInteractive: isInteractive)
    }

    /// This glass reacting to the pointer (a page lightens it on hover and press).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}

/// `.glassEffect`'s wrapper (attribute `modifier`: `glassEffect`), with
/// `glass`, `tint`, `interactive` and the shape's attributes.
struct GlassEffectElement<Content: View>: WrapperElement {
    static var modifierName: String { "glassEffect" }

    let content: Content
    let glass: Glass
    let shape: [String: String]

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var parameters = shape
        parameters["glass"] = glass.variant
        if let tint = glass.tintColor { parameters["tint"] = tint }
        if glass.isInteractive { parameters["interactive"] = "true" }
        return parameters
    }
}

extension View {
    /// Draws `glass` behind this view, in `shape` (a capsule unless given).
    public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S) -> some View {
        GlassEffectElement(content: self, glass: glass, shape: shape.shapeAttributes)
    }

    /// Draws `glass` behind this view, in a capsule.
    public func glassEffect(_ glass: Glass = .regular) -> some View {
        glassEffect(glass, in: Capsule())
    }

    /// Names this view's glass so that it morphs with others of the same
    /// ``Namespace`` in a ``GlassEffectContainer``. A page does not morph
    /// glass shapes, so each keeps its own.
    public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }

    /// Joins this view's glass with the others of `id` in a container (see ``glassEffectID(_:in:)``).
    public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { self }
}

/// Views whose glass shapes blend into each other when they come close.
/// A page draws each view's glass on its own; the container lays its
/// content out as a `ZStack` does, unless the content is a stack itself.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content

    /// A container whose glass shapes blend within `spacing` points.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content.
    public var body: some View { content }
}

/// How a ``ToolbarSpacer`` sizes itself.
public struct SpacerSizing: Hashable, Sendable {
    let name: String
    /// As wide as the space left.
    public static let flexible = SpacerSizing(name: "flexible")
    /// A fixed gap that separates groups of items.
    public static let fixed = SpacerSizing(name: "fixed")
}

/// A gap between toolbar items (iOS 26): `.flexible` pushes the next items
/// to the far end, `.fixed` separates groups.
public struct ToolbarSpacer: ToolbarContent {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A gap of `sizing` at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }
}

extension ToolbarSpacer: PrimitiveToolbarContent {
    var itemsView: any View {
        StructuralElement(role: .slot, attributes: ["name": "toolbarItem", "placement": placement.name]) {
            if sizing == .flexible { Spacer() } else { Spacer().frame(width: 12) }
        }
    }
}
