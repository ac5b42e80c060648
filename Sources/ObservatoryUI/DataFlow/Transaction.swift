/// The context of a state change: its animation, and whether it is part of
/// a continuous interaction. ``withAnimation(_:_:)`` and
/// ``withTransaction(_:_:)`` set it for the changes they make; gestures
/// pass it to ``Gesture/updating(_:body:)`` and a ``GestureState``'s reset.
public struct Transaction: Sendable {
    /// The animation of the change; nil for none.
    public var animation: Animation?
    /// Whether animations are turned off for this change.
    public var disablesAnimations = false
    /// Whether the change is one of many in a continuous interaction (a drag).
    public var isContinuous = false

    /// An empty transaction.
    public init() {}

    /// A transaction animating with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
    }
}
