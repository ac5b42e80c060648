/// The regions of a screen that system bars, the keyboard or a notch cover.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The region's bit.
    public let rawValue: UInt8

    /// A set of regions from bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bars, notches and the home indicator.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The on-screen keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The content extended under the safe area's edges. Attributes: `edges`
/// (as `Edge.Set` writes them) and `regions` (`container`, `keyboard`).
///
/// A browser page's safe area is the part of the viewport a notch or a
/// rounded corner does not cover (`env(safe-area-inset-*)`, non-zero only on
/// such devices with `viewport-fit=cover`); the window's content is padded by
/// it, and this modifier takes the padding back on the edges given. The
/// keyboard region has no browser equivalent: the browser resizes the page.
struct IgnoresSafeAreaElement<Content: View>: WrapperElement {
    static var modifierName: String { "ignoresSafeArea" }

    let content: Content
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        var names: [String] = []
        if regions.contains(.container) { names.append("container") }
        if regions.contains(.keyboard) { names.append("keyboard") }
        return ["edges": edges.attributeValue, "regions": names.joined(separator: ",")]
    }
}

extension View {
    /// Extends this view into the safe area's `regions` on `edges`.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        IgnoresSafeAreaElement(content: self, regions: regions, edges: edges)
    }

    /// Extends this view into the safe area on `edges` (the pre-iOS 14 name).
    @available(*, deprecated, renamed: "ignoresSafeArea(_:edges:)")
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        IgnoresSafeAreaElement(content: self, regions: .container, edges: edges)
    }
}
