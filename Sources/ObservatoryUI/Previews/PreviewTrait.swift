/// The namespace of preview configuration types, as in Apple's developer tools.
public struct Preview: Sendable {
    /// The kind of trait a view preview takes (``PreviewTrait``'s parameter).
    public struct ViewTraits: Sendable {}

    private init() {}
}

/// A trait of a preview: its layout or its orientation.
///
/// ```swift
/// #Preview(traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// #Preview(traits: .fixedLayout(width: 320, height: 200)) { Card() }
/// ```
///
/// In the browser the preview window draws the device or the box the trait
/// describes around the view.
public struct PreviewTrait<T>: Sendable {
    let layout: PreviewLayout?
    let orientation: InterfaceOrientation?

    init(layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil) {
        self.layout = layout
        self.orientation = orientation
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The view at its own size, on a neutral canvas.
    public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(layout: .sizeThatFits) }
    /// The view in a phone-sized screen (the default).
    public static var defaultLayout: PreviewTrait { PreviewTrait(layout: .device) }
    /// The view in a box of the given size.
    public static func fixedLayout(width: Double, height: Double) -> PreviewTrait {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    /// A phone-sized screen held upright.
    public static var portrait: PreviewTrait { PreviewTrait(orientation: .portrait) }
    /// A phone-sized screen held upside down (drawn upright).
    public static var portraitUpsideDown: PreviewTrait { PreviewTrait(orientation: .portraitUpsideDown) }
    /// A phone-sized screen turned to the left.
    public static var landscapeLeft: PreviewTrait { PreviewTrait(orientation: .landscapeLeft) }
    /// A phone-sized screen turned to the right.
    public static var landscapeRight: PreviewTrait { PreviewTrait(orientation: .landscapeRight) }
}

/// How a preview is sized (``View/previewLayout(_:)``).
public enum PreviewLayout: Sendable, Hashable {
    /// A phone-sized screen.
    case device
    /// The view at its own size.
    case sizeThatFits
    /// A box of the given size.
    case fixed(width: Double, height: Double)
}

/// Which way up a previewed screen is held.
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable {
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Turned to the left: wider than tall.
    case landscapeLeft
    /// Turned to the right: wider than tall.
    case landscapeRight

    /// Whether the screen is wider than tall.
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
