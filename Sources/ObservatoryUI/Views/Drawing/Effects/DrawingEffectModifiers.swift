import Foundation

extension View {
    /// Scales how this view is drawn by `scale` around `anchor`, without changing its layout.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        DrawingEffectElement(content: self, effect: .scale(CGSize(width: scale, height: scale), anchor: anchor))
    }

    /// Scales how this view is drawn by `scale.width` and `scale.height` around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        DrawingEffectElement(content: self, effect: .scale(scale, anchor: anchor))
    }

    /// Scales how this view is drawn by `x` and `y` around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        DrawingEffectElement(content: self, effect: .scale(CGSize(width: x, height: y), anchor: anchor))
    }

    /// Rotates how this view is drawn by `angle` around `anchor`, without changing its layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        DrawingEffectElement(content: self, effect: .rotation(angle, anchor: anchor))
    }

    /// Rotates this view by `angle` around `axis` in three dimensions, seen in `perspective`.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        DrawingEffectElement(content: self, effect: .rotation3D(angle, axis: axis, anchor: anchor, perspective: perspective))
    }

    /// Blurs this view by `radius` points.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        DrawingEffectElement(content: self, effect: .blur(radius: radius, opaque: opaque))
    }

    /// Brightens this view by `amount` (−1 black … 0 unchanged … 1 white).
    public func brightness(_ amount: Double) -> some View {
        DrawingEffectElement(content: self, effect: .brightness(amount))
    }

    /// Sets this view's contrast (0 gray, 1 unchanged, more for stronger).
    public func contrast(_ amount: Double) -> some View {
        DrawingEffectElement(content: self, effect: .contrast(amount))
    }

    /// Sets this view's color saturation (0 gray, 1 unchanged).
    public func saturation(_ amount: Double) -> some View {
        DrawingEffectElement(content: self, effect: .saturation(amount))
    }

    /// Removes `amount` (0…1) of this view's color.
    public func grayscale(_ amount: Double) -> some View {
        DrawingEffectElement(content: self, effect: .grayscale(amount))
    }

    /// Turns every hue of this view by `angle`.
    public func hueRotation(_ angle: Angle) -> some View {
        DrawingEffectElement(content: self, effect: .hueRotation(angle))
    }

    /// Inverts this view's colors.
    public func colorInvert() -> some View {
        DrawingEffectElement(content: self, effect: .colorInvert)
    }

    /// Multiplies this view's colors by `color` (white leaves them unchanged).
    public func colorMultiply(_ color: Color) -> some View {
        DrawingEffectElement(content: self, effect: .colorMultiply(color))
    }

    /// Combines this view's colors with what is behind it by `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        DrawingEffectElement(content: self, effect: .blendMode(blendMode))
    }

    /// Draws this view's content together before its effects (opacity,
    /// blend modes) apply to the whole.
    public func compositingGroup() -> some View {
        DrawingEffectElement(content: self, effect: .compositingGroup)
    }

    /// Draws this view's content as one flattened layer before it is composited.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        DrawingEffectElement(content: self, effect: .drawingGroup)
    }
}

/// The color precision of a drawing group (browsers choose their own).
public enum ColorRenderingMode: Hashable, Sendable {
    /// Standard colors.
    case nonLinear
    /// Linear colors.
    case linear
    /// Extended range.
    case extendedLinear
}
