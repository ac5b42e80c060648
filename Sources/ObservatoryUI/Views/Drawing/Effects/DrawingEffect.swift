import Foundation

/// A visual effect that changes how a view is drawn without changing its
/// layout: a transform, a color filter, a blend mode or a compositing group.
///
/// Each renders as a `modifier` element named after the SwiftUI modifier
/// (`scaleEffect`, `blur`, `grayscale`…) with its parameters as attributes;
/// effects stack as nested elements, each applied to what it wraps.
enum DrawingEffect: Equatable {
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case rotation3D(Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, perspective: CGFloat)
    case blur(radius: CGFloat, opaque: Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorInvert
    case colorMultiply(Color)
    case blendMode(BlendMode)
    case compositingGroup
    case drawingGroup

    static func == (lhs: DrawingEffect, rhs: DrawingEffect) -> Bool {
        lhs.name == rhs.name && lhs.parameters == rhs.parameters
    }

    /// The modifier's name.
    var name: String {
        switch self {
        case .scale: "scaleEffect"
        case .rotation: "rotationEffect"
        case .rotation3D: "rotation3DEffect"
        case .blur: "blur"
        case .brightness: "brightness"
        case .contrast: "contrast"
        case .saturation: "saturation"
        case .grayscale: "grayscale"
        case .hueRotation: "hueRotation"
        case .colorInvert: "colorInvert"
        case .colorMultiply: "colorMultiply"
        case .blendMode: "blendMode"
        case .compositingGroup: "compositingGroup"
        case .drawingGroup: "drawingGroup"
        }
    }

    /// The parameters as attributes: `x`, `y`, `degrees`, `anchor` (`x,y`),
    /// `axis` (`x,y,z`), `perspective`, `radius`, `opaque`, `amount`, `color`, `mode`.
    var parameters: [String: String] {
        func anchor(_ point: UnitPoint) -> String { "\(point.x.attributeValue),\(point.y.attributeValue)" }
        switch self {
        case .scale(let size, let point):
            return ["x": size.width.attributeValue, "y": size.height.attributeValue, "anchor": anchor(point)]
        case .rotation(let angle, let point):
            return ["degrees": angle.degreesAttribute, "anchor": anchor(point)]
        case .rotation3D(let angle, let axis, let point, let perspective):
            return [
                "degrees": angle.degreesAttribute, "anchor": anchor(point),
                "axis": "\(axis.x.attributeValue),\(axis.y.attributeValue),\(axis.z.attributeValue)",
                "perspective": perspective.attributeValue,
            ]
        case .blur(let radius, let opaque):
            return opaque ? ["radius": radius.attributeValue, "opaque": "true"] : ["radius": radius.attributeValue]
        case .brightness(let amount), .contrast(let amount), .saturation(let amount), .grayscale(let amount):
            return ["amount": amount.attributeValue]
        case .hueRotation(let angle):
            return ["degrees": angle.degreesAttribute]
        case .colorMultiply(let color):
            return ["color": color.styleDescription]
        case .blendMode(let mode):
            return ["mode": mode.rawValue]
        case .colorInvert, .compositingGroup, .drawingGroup:
            return [:]
        }
    }
}

/// The element of a visual effect: role `modifier`, named by the effect.
struct DrawingEffectElement<Content: View>: ElementView {
    let content: Content
    let effect: DrawingEffect

    static var role: ElementRole { .modifier }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        var attributes = effect.parameters
        attributes["modifier"] = effect.name
        return attributes
    }
}

/// How a view's colors combine with what is behind it.
public enum BlendMode: String, Hashable, Sendable {
    /// Draws over what is behind.
    case normal
    /// Multiplies the colors (darkens).
    case multiply
    /// Inverts, multiplies and inverts (lightens).
    case screen
    /// Multiplies or screens, depending on the background.
    case overlay
    /// Keeps the darker color.
    case darken
    /// Keeps the lighter color.
    case lighten
    /// Brightens the background.
    case colorDodge
    /// Darkens the background.
    case colorBurn
    /// A softer overlay.
    case softLight
    /// A harsher overlay.
    case hardLight
    /// The difference of the colors.
    case difference
    /// A softer difference.
    case exclusion
    /// The view's hue with the background's saturation and luminosity.
    case hue
    /// The view's saturation.
    case saturation
    /// The view's hue and saturation.
    case color
    /// The view's luminosity.
    case luminosity
    /// Adds the colors and clamps (lighter).
    case plusLighter
    /// Adds the darkness of the colors.
    case plusDarker
    /// Shows the view only where both are drawn (drawn as normal).
    case sourceAtop
    /// Shows the background over the view (drawn as normal).
    case destinationOver
    /// Shows the view where the background is not (drawn as normal).
    case destinationOut
}
