import Foundation

/// `.mask`: the content shown only where the mask is opaque. Attributes:
/// the mask's shape (`shape` and its parameters) when it is a shape, or
/// `style` when it is a gradient or a color; `alignment` when not centered.
///
/// The browser can mask by a shape or a paint, not by arbitrary views: a
/// mask that is neither (text, an image) leaves the content unmasked and
/// is logged once (docs/ui.md).
struct MaskElement<Content: View>: WrapperElement {
    static var modifierName: String { "mask" }

    let content: Content
    let mask: [String: String]
    let alignment: Alignment

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var parameters = mask
        if alignment != .center { parameters["alignment"] = alignment.attributeValue }
        return parameters
    }
}

/// `.contentShape`: the area that takes taps and hovers. Attributes: the
/// shape; `kinds` when it is not for interaction.
struct ContentShapeElement<Content: View>: WrapperElement {
    static var modifierName: String { "contentShape" }

    let content: Content
    let shape: [String: String]

    func parameters(in environment: EnvironmentValues) -> [String: String] { shape }
}

/// What a mask view is, for renderers: its shape, or its paint.
@MainActor
enum MaskDescription {
    static func of<M: View>(_ mask: M) -> [String: String] {
        if let shape = mask as? any Shape { return shape.shapeAttributes }
        if let drawn = mask as? any DrawnShape { return drawn.maskAttributes }
        if let style = mask as? any DescribedShapeStyle { return ["style": style.styleDescription] }
        RuntimeWarnings.warnOnce(key: "mask \(M.self)", "Observatory: .mask(\(M.self)) masks by a shape or a paint only; the content is shown unmasked")
        return [:]
    }
}

/// A drawn shape (`Circle().fill(…)`) used as a mask: its outline.
@MainActor
protocol DrawnShape {
    var maskAttributes: [String: String] { get }
}

extension _ShapeView: DrawnShape {
    var maskAttributes: [String: String] {
        var attributes = shape.shapeAttributes
        if let fill, fill.style != "foreground" { attributes["style"] = fill.style }
        return attributes
    }
}

/// The kinds of content shape: for taps, for hover effects, for drag previews…
public struct ContentShapeKinds: OptionSet, Hashable, Sendable {
    /// The kinds' bits.
    public let rawValue: Int

    /// Kinds from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit-testing and accessibility.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// Drag previews.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// Context menu previews.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// Hover effects.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// Focus effects.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// Accessibility.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Shows this view only where `mask` is opaque: a shape, a gradient or a color.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        MaskElement(content: self, mask: MaskDescription.of(mask()), alignment: alignment)
    }

    /// Shows this view only where `mask` is opaque.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        MaskElement(content: self, mask: MaskDescription.of(mask), alignment: .center)
    }

    /// Makes `shape` the area of this view that takes taps and hovers,
    /// including its transparent parts.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        ContentShapeElement(content: self, shape: shape.shapeAttributes)
    }

    /// Makes `shape` this view's content shape for `kinds`.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        ContentShapeElement(content: self, shape: shape.shapeAttributes)
    }
}

extension View {
    /// Sets the shape that ``ContainerRelativeShape`` inside follows. A page
    /// draws a container-relative shape as its frame's rectangle, so this
    /// changes nothing; the view itself is drawn as it is, as in SwiftUI.
    public func containerShape<S: InsettableShape>(_ shape: S) -> some View { self }
}
