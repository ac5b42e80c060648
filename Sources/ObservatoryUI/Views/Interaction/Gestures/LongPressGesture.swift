/// A gesture that succeeds when the pointer stays down, and near where it
/// went down, for a minimum duration.
///
/// Its value is `true` while the pointer is down (see ``Gesture/updating(_:body:)``)
/// and at the end when the press succeeds.
public struct LongPressGesture: Gesture {
    /// Whether the press is under way or succeeded.
    public typealias Value = Bool
    /// Built in.
    public typealias Body = Never

    /// How long the pointer must stay down, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move before the press fails, in points.
    public var maximumDistance: Double

    /// A press of at least `minimumDuration` seconds that moves less than `maximumDistance` points.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Reports `true` when the press begins and when it succeeds.
    public func _recognizer(_ callbacks: _GestureCallbacks<Bool>) -> _GestureRecognizer {
        _GestureRecognizer(kind: .longPress(minimumDuration: max(minimumDuration, 0), maximumDistance: max(maximumDistance, 0))) { event in
            guard case .longPress(let phase) = event else { return false }
            switch phase {
            case .began:
                callbacks.change(true)
            case .recognized:
                callbacks.end(true)
                callbacks.finish()
            case .cancelled:
                callbacks.finish()
            }
            return true
        }
    }
}
