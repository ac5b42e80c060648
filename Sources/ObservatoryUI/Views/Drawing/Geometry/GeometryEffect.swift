import Foundation

/// A modifier that moves, scales, rotates or skews its view by a
/// ``ProjectionTransform`` computed from the view's size, without changing
/// its layout: `.modifier(ShakeEffect(amount: taps))`.
///
/// The page measures the view, and the transform is computed again for its
/// size whenever it changes. Under an animation, the page interpolates from
/// the old transform to the new one (not `animatableData` frame by frame:
/// an effect that comes back to where it started, such as a shake, shows
/// no movement).
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    /// The transform for a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// A geometry effect is applied by the runtime; it has no body.
    public func body(content: Content) -> Never {
        fatalError("Observatory: \(Self.self) is applied by the runtime")
    }

    /// The effect (it never changes layout here, as `ignoredByLayout` asks).
    public func ignoredByLayout() -> Self { self }
}

/// The node of `content.modifier(effect)`: its body is the content drawn
/// through the effect (``GeometryEffectView``), updated like a modifier's.
final class GeometryEffectNode<Content: View, Effect: GeometryEffect>: ModifierBodyNode<Content, Effect> {
    override func evaluateBody(causes: [UpdateCause], counted: Bool) {
        evaluate(causes: causes, counted: counted) {
            GeometryEffectView(content: view.content, effect: view.modifier)
        }
    }
}

/// A view drawn through a ``GeometryEffect``: measured by the page, and
/// transformed by the effect's value at the measured size.
struct GeometryEffectView<Content: View, Effect: GeometryEffect>: View {
    let content: Content
    let effect: Effect
    @State private var size: CGSize = .zero

    var body: some View {
        let measured = $size
        return GeometryWatchElement(content: ProjectionElement(content: content, transform: effect.effectValue(size: size))) { frame in
            if frame.size != measured.wrappedValue { measured.wrappedValue = frame.size }
        }
    }
}

/// The element of a projection: role `modifier`, named `projectionEffect`,
/// with the matrix's nine values (`matrix`, rows first).
struct ProjectionElement<Content: View>: ElementView {
    let content: Content
    let transform: ProjectionTransform

    static var role: ElementRole { .modifier }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        ["modifier": "projectionEffect", "matrix": transform.rows.joined().map(\.attributeValue).joined(separator: ",")]
    }
}

extension View {
    /// Draws the view through `transform` (about its top-left corner),
    /// without changing its layout.
    public func projectionEffect(_ transform: ProjectionTransform) -> some View {
        ProjectionElement(content: self, transform: transform)
    }

    /// Draws the view through the affine `transform` (about its top-left
    /// corner), without changing its layout.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        ProjectionElement(content: self, transform: ProjectionTransform(transform))
    }
}
