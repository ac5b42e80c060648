import ObservatoryUI

/// A geometry effect of the app's own: skews its view by `amount`, about
/// the view's vertical center (so it needs the view's size).
struct SkewEffect: GeometryEffect {
    var amount: CGFloat
    nonisolated var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: amount, d: 1, tx: -amount * size.height / 2, ty: 0))
    }
}
