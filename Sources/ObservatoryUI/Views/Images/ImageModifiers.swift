import Foundation

/// How content fits a proposed size when it keeps its aspect ratio.
public enum ContentMode: Hashable, Sendable {
    /// Entirely visible, leaving space on two sides.
    case fit
    /// Filling the space, cut off on two sides.
    case fill
}

/// `.aspectRatio`, `.scaledToFit()`, `.scaledToFill()`: the content at an
/// aspect ratio (its own when not given) that fits or fills the space
/// offered. Attributes: `ratio` when given, `contentMode` (`fit`, `fill`).
struct AspectRatioElement<Content: View>: WrapperElement {
    static var modifierName: String { "aspectRatio" }

    let content: Content
    let ratio: CGFloat?
    let contentMode: ContentMode

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var parameters = ["contentMode": contentMode == .fit ? "fit" : "fill"]
        if let ratio, ratio > 0, ratio.isFinite { parameters["ratio"] = ratio.attributeValue }
        return parameters
    }
}

private struct ImageScaleKey: EnvironmentKey {
    static var defaultValue: Image.Scale? { nil }
}

private struct SymbolRenderingModeKey: EnvironmentKey {
    static var defaultValue: SymbolRenderingMode? { nil }
}

extension EnvironmentValues {
    /// The size of symbols relative to the font (`.medium` when nil).
    public var imageScale: Image.Scale? {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }

    /// How symbols' layers are colored, when set.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}

extension View {
    /// Keeps this view at `aspectRatio` (width over height; its own when
    /// nil), fitting or filling the space it is offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        AspectRatioElement(content: self, ratio: aspectRatio, contentMode: contentMode)
    }

    /// Keeps this view at the aspect ratio of `aspectRatio`, fitting or filling.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        AspectRatioElement(content: self, ratio: aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill the space offered, keeping its aspect ratio.
    public func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }

    /// Sets the size of the symbols in this view relative to their font.
    public func imageScale(_ scale: Image.Scale) -> some View {
        modifier(EnvironmentWriter(value: scale) { $0.imageScale = scale })
    }

    /// Sets how the symbols in this view color their layers.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        modifier(EnvironmentWriter(value: mode as Any) { $0.symbolRenderingMode = mode })
    }
}
