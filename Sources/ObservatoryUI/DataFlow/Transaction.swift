/// The context of a state change: passed to ``Gesture/updating(_:body:)``
/// and to a ``GestureState``'s reset.
public struct Transaction {
    /// Whether animations are turned off for this change.
    public var disablesAnimations = false
    /// Whether the change is one of many in a continuous interaction (a drag).
    public var isContinuous = false

    /// An empty transaction.
    public init() {}
}
