import Foundation

/// Effects that change how a view is drawn but not its layout, built from
/// ``EmptyVisualEffect`` in `.visualEffect` and `.scrollTransition`:
/// `effect.offset(y: 20).opacity(0.5)`.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing: where a chain of effects starts.
public struct EmptyVisualEffect: VisualEffect {
    /// The empty effect.
    public init() {}
}

/// A chain of effects, in the order written (the first applies to the
/// view, each next one to what the previous drew).
public struct _VisualEffectChain: VisualEffect {
    let steps: [VisualEffectStep]
}

/// One effect of a chain.
enum VisualEffectStep: Sendable {
    case drawing(DrawingEffect)
    case offset(CGSize)
    case opacity(Double)
    case projection(ProjectionTransform)
}

extension DrawingEffect: @unchecked Sendable {}  // values only (angles, sizes, colors, modes)

extension VisualEffect {
    /// The steps of this effect (a chain's, or none).
    var visualSteps: [VisualEffectStep] { (self as? _VisualEffectChain)?.steps ?? [] }

    private func then(_ step: VisualEffectStep) -> _VisualEffectChain {
        _VisualEffectChain(steps: visualSteps + [step])
    }

    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { then(.offset(offset)) }
    /// Moves the view by (`x`, `y`).
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then(.offset(CGSize(width: x, height: y))) }
    /// Scales the view about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.drawing(.scale(CGSize(width: scale, height: scale), anchor: anchor)))
    }
    /// Scales the view by `scale`'s width and height about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.drawing(.scale(scale, anchor: anchor)))
    }
    /// Scales the view by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.drawing(.scale(CGSize(width: x, height: y), anchor: anchor)))
    }
    /// Rotates the view by `angle` about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        then(.drawing(.rotation(angle, anchor: anchor)))
    }
    /// Rotates the view in three dimensions about `axis`.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
        perspective: CGFloat = 1
    ) -> some VisualEffect {
        then(.drawing(.rotation3D(angle, axis: axis, anchor: anchor, perspective: perspective)))
    }
    /// Draws the view through the affine `transform`.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        then(.projection(ProjectionTransform(transform)))
    }
    /// Makes the view `opacity` opaque.
    public func opacity(_ opacity: Double) -> some VisualEffect { then(.opacity(opacity)) }
    /// Blurs the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        then(.drawing(.blur(radius: radius, opaque: opaque)))
    }
    /// Brightens the view by `amount`.
    public func brightness(_ amount: Double) -> some VisualEffect { then(.drawing(.brightness(amount))) }
    /// Changes the view's contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { then(.drawing(.contrast(amount))) }
    /// Changes the view's saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { then(.drawing(.saturation(amount))) }
    /// Makes the view `amount` grey.
    public func grayscale(_ amount: Double) -> some VisualEffect { then(.drawing(.grayscale(amount))) }
    /// Rotates the view's hues.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then(.drawing(.hueRotation(angle))) }
    /// Multiplies the view's colors by `color`.
    public func colorMultiply(_ color: Color) -> some VisualEffect { then(.drawing(.colorMultiply(color))) }
}

extension Array where Element == VisualEffectStep {
    /// `content` drawn through each step, the first innermost.
    @MainActor func applied<Content: View>(to content: Content) -> AnyView {
        var view = AnyView(content)
        for step in self {
            switch step {
            case .drawing(let effect): view = AnyView(DrawingEffectElement(content: view, effect: effect))
            case .offset(let offset): view = AnyView(view.offset(offset))
            case .opacity(let opacity): view = AnyView(view.opacity(opacity))
            case .projection(let transform): view = AnyView(view.projectionEffect(transform))
            }
        }
        return view
    }
}

/// A view drawn through the effect its closure makes from the view's
/// geometry (`.visualEffect`): measured by the page, in the window.
struct VisualEffectView<Content: View, Effect: VisualEffect>: View {
    let content: Content
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    @State private var frame: CGRect = .zero

    var body: some View {
        let measured = $frame
        let steps = effect(EmptyVisualEffect(), GeometryProxy(frame: frame)).visualSteps
        // The watch is outside the effects: it measures the layout, which
        // the effects do not change.
        return GeometryWatchElement(content: steps.applied(to: content)) { newFrame in
            if newFrame != measured.wrappedValue { measured.wrappedValue = newFrame }
        }
    }
}

extension View {
    /// Draws the view through the effect `effect` makes from the view's
    /// geometry: `content.offset(y: proxy.frame(in: .global).minY / 4)`.
    ///
    /// The page measures the view (its layout, which the effect does not
    /// change) when it is first shown and after each update that moves or
    /// resizes it, and the effect is made again for the new frame; a scroll
    /// alone does not measure it again.
    public func visualEffect<Effect: VisualEffect>(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect
    ) -> some View {
        VisualEffectView(content: self, effect: effect)
    }
}
