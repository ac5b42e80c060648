import Foundation

/// The box a preview is drawn in: a phone-sized screen (upright or turned),
/// a box of fixed size, or the view at its own size. Attributes: `layout`
/// (`device`, `sizeThatFits`, `fixed`), `width` and `height` when sized.
struct PreviewCanvas<Content: View>: WrapperElement {
    static var modifierName: String { "previewCanvas" }

    let layout: PreviewLayout
    let orientation: InterfaceOrientation
    let content: Content

    func parameters(in environment: EnvironmentValues) -> [String: String] {
        switch layout {
        case .device:
            let size = environment.previewScreenSize ?? PreviewScreen.phone
            let (width, height) = orientation.isLandscape ? (size.height, size.width) : (size.width, size.height)
            return ["layout": "device", "width": width.attributeValue, "height": height.attributeValue,
                    "orientation": orientation.rawValue]
        case .sizeThatFits:
            return ["layout": "sizeThatFits"]
        case .fixed(let width, let height):
            return ["layout": "fixed", "width": width.attributeValue, "height": height.attributeValue]
        }
    }
}

/// Screen sizes of the devices a preview is drawn in.
enum PreviewScreen {
    /// A phone's screen, upright, in points.
    static let phone = (width: 393.0, height: 852.0)
}

private struct IsPreviewingKey: EnvironmentKey {
    static let defaultValue = false
}

private struct PreviewScreenSizeKey: EnvironmentKey {
    static let defaultValue: (width: Double, height: Double)? = nil
}

extension EnvironmentValues {
    /// The screen a device-layout preview is drawn in, upright; nil for a phone's.
    var previewScreenSize: (width: Double, height: Double)? {
        get { self[PreviewScreenSizeKey.self] }
        set { self[PreviewScreenSizeKey.self] = newValue }
    }

    /// Whether the view is drawn in a preview window (`--previews`); the
    /// `preview…` modifiers act only then.
    var isPreviewing: Bool {
        get { self[IsPreviewingKey.self] }
        set { self[IsPreviewingKey.self] = newValue }
    }
}

/// The view of the `preview…` modifiers: inside a preview, the content in a
/// canvas of its own (and its name above it); elsewhere, the content alone.
struct PreviewOverride<Content: View>: View {
    let layout: PreviewLayout
    let orientation: InterfaceOrientation
    let displayName: String?
    let content: Content
    @Environment(\.isPreviewing) private var isPreviewing

    var body: some View {
        if isPreviewing {
            VStack(spacing: 8) {
                if let displayName { Text(displayName).font(.caption).foregroundStyle(.secondary) }
                PreviewCanvas(layout: layout, orientation: orientation, content: content)
            }
        } else {
            content
        }
    }
}

/// A device to draw a preview in, by name (`PreviewDevice("iPhone 15")`).
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device's name.
    public let rawValue: String

    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A device by name, written as a literal.
    public init(stringLiteral value: String) { rawValue = value }

    /// The screen size in points, upright; a phone's when the name is not known.
    var screenSize: (width: Double, height: Double) {
        let name = rawValue.lowercased()
        if name.contains("ipad") { return name.contains("mini") ? (744, 1133) : (820, 1180) }
        if name.contains("mac") { return (1280, 800) }
        if name.contains("watch") { return (198, 242) }
        if name.contains("se") { return (375, 667) }
        if name.contains("pro max") || name.contains("plus") { return (430, 932) }
        return PreviewScreen.phone
    }
}

extension View {
    /// Draws the previews inside this view whose layout is a device's
    /// (``PreviewLayout/device``, the default) on `device`'s screen: the
    /// previews canvas's choice of an iPhone or an iPad.
    @_spi(Observatory)
    public func previewCanvasDevice(_ device: PreviewDevice) -> some View {
        environment(\.previewScreenSize, device.screenSize)
    }

    /// Draws this view, when previewed, in the given layout; outside a
    /// preview it changes nothing.
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        PreviewOverride(layout: layout, orientation: .portrait, displayName: nil, content: self)
    }

    /// Draws this view, when previewed, on a screen held this way.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
        PreviewOverride(layout: .device, orientation: orientation, displayName: nil, content: self)
    }

    /// Draws this view, when previewed, on the named device's screen.
    public func previewDevice(_ device: PreviewDevice?) -> some View {
        let size = device?.screenSize ?? PreviewScreen.phone
        return PreviewOverride(
            layout: .fixed(width: size.width, height: size.height), orientation: .portrait,
            displayName: nil, content: self)
    }

    /// Shows `name` above this view when previewed.
    public func previewDisplayName(_ name: String?) -> some View {
        PreviewOverride(layout: .sizeThatFits, orientation: .portrait, displayName: name, content: self)
    }
}
