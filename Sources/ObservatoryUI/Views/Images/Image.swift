import Foundation

/// An image: a symbol by name (`Image(systemName: "star.fill")`), an image
/// from the app's resources (`Image("logo")`), or one a URL names (what
/// ``AsyncImage`` shows once the browser has loaded it).
///
/// Attributes: `systemName`, `name` (with `decorative` when it has no
/// label, and `appearance` `dark` in dark mode) or `url`; `resizable` (with `capInsets` and `resizingMode` when
/// set), `renderingMode`, `symbolRenderingMode`, `imageScale`,
/// `interpolation`, `antialiased` when set; and the font and foreground
/// style in effect (symbols are sized and colored like text).
public struct Image: View, Equatable {
    enum Source: Equatable {
        case system(String)
        case asset(String, decorative: Bool)
        case url(String)
    }

    let source: Source
    var isResizable = false
    var capInsets = EdgeInsets()
    var resizingMode = ResizingMode.stretch
    var renderingMode: TemplateRenderingMode?
    var symbolRenderingMode: SymbolRenderingMode?
    var interpolation: Interpolation?
    var isAntialiased = true

    /// A symbol by its SF Symbols name, drawn from the renderer's icon set.
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// An image from the app's resources (PNG, JPEG, SVG or an asset
    /// catalog's image set), looked up by name in `bundle` and in the
    /// resource bundles of the running executable.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .asset(name, decorative: false)
        if let bundle { AssetBundles.register(bundle) }
    }

    /// An image from the app's resources that screen readers skip.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .asset(name, decorative: true)
        if let bundle { AssetBundles.register(bundle) }
    }

    /// This image as a run of a text (`Text(image)`, an interpolation).
    nonisolated var inlineRun: TextRun {
        var run = TextRun("")
        switch source {
        case .system(let name): run.symbol = name
        case .asset(let name, _): run.image = name
        case .url: break
        }
        return run
    }

    init(url: URL) {
        source = .url(url.absoluteString)
    }

    private func with(_ change: (inout Image) -> Void) -> Image {
        var copy = self
        change(&copy)
        return copy
    }

    /// This image, scaled to the space it is given; `capInsets` keep their
    /// size, and the middle stretches or, with `.tile`, repeats.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        with {
            $0.isResizable = true
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// Whether the image is drawn in the foreground style (`.template`) or
    /// in its own colors (`.original`).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        with { $0.renderingMode = renderingMode }
    }

    /// How a symbol's layers are colored.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        with { $0.symbolRenderingMode = mode }
    }

    /// How smoothly a scaled image is resampled; `.none` keeps its pixels sharp.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        with { $0.interpolation = interpolation }
    }

    /// Whether a scaled image's edges are smoothed.
    public func antialiased(_ isAntialiased: Bool) -> Image {
        with { $0.isAntialiased = isAntialiased }
    }

    /// How a resizable image fills the space between its cap insets.
    public enum ResizingMode: Hashable, Sendable {
        /// The middle repeats.
        case tile
        /// The middle stretches.
        case stretch
    }

    /// Whether an image is drawn in the foreground style or its own colors.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A silhouette in the foreground style.
        case template
        /// The image's own colors.
        case original
    }

    /// How smoothly an image is resampled when scaled.
    public enum Interpolation: Hashable, Sendable {
        /// Nearest neighbour: sharp pixels.
        case none
        /// Fast smoothing.
        case low
        /// Smoothing.
        case medium
        /// The best smoothing.
        case high
    }

    /// The size of a symbol relative to the font: `.imageScale(.large)`.
    public enum Scale: Hashable, Sendable {
        /// Smaller than the text.
        case small
        /// As large as the text.
        case medium
        /// Larger than the text.
        case large
    }
}

/// How the layers of a symbol are colored.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String

    /// One color for every layer.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// The symbol's own colors.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One color at several opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A color per layer, from the foreground styles.
    public static let palette = SymbolRenderingMode(name: "palette")
}

extension Image: LeafElementView {
    static var role: ElementRole { .image }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes: [String: String]
        switch source {
        case .system(let name):
            // A symbol variant names another symbol; the renderer falls back
            // to the named one (`symbolBase`) when its set lacks the variant.
            let variant = environment.symbolVariants.name(of: name)
            attributes = ["systemName": variant]
            if variant != name { attributes["symbolBase"] = name }
        case .asset(let name, let decorative):
            attributes = ["name": name]
            if decorative { attributes["decorative"] = "true" }
            // An image set's dark appearance, when it has one, is shown in dark mode.
            if environment.colorScheme == .dark { attributes["appearance"] = "dark" }
        case .url(let url): attributes = ["url": url]
        }
        if isResizable {
            attributes["resizable"] = "true"
            if capInsets != EdgeInsets() {
                attributes["capInsets"] = [capInsets.top, capInsets.leading, capInsets.bottom, capInsets.trailing]
                    .map(\.attributeValue).joined(separator: ",")
            }
            if resizingMode == .tile { attributes["resizingMode"] = "tile" }
        }
        if let renderingMode { attributes["renderingMode"] = renderingMode == .template ? "template" : "original" }
        if let mode = symbolRenderingMode ?? environment.symbolRenderingMode { attributes["symbolRenderingMode"] = mode.name }
        if let scale = environment.imageScale, scale != .medium { attributes["imageScale"] = scale == .small ? "small" : "large" }
        if let interpolation, interpolation != .high {
            attributes["interpolation"] = switch interpolation {
            case .none: "none"
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            }
        }
        if !isAntialiased { attributes["antialiased"] = "false" }
        environment.addTextStyle(to: &attributes)
        return attributes
    }
}
