import Foundation

/// A gesture that follows a pinch: two fingers on a touch screen, or a
/// trackpad's pinch (which a browser reports as a wheel with Control held).
///
/// ```swift
/// @GestureState private var zoom = 1.0
///
/// Image("Map")
///     .scaleEffect(zoom)
///     .gesture(MagnifyGesture().updating($zoom) { value, zoom, _ in zoom = value.magnification })
/// ```
///
/// The page reports the pinch at most once per frame while it moves; a
/// trackpad's pinch ends when it has been still for 200 ms.
public struct MagnifyGesture: Gesture {
    /// Where a pinch is.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The scale since the pinch began (1 at the start).
        public var magnification: CGFloat
        /// The scale's rate of change, per second.
        public var velocity: CGFloat
        /// Where the pinch began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch began, in the view.
        public var startLocation: CGPoint
    }

    /// Built in.
    public typealias Body = Never

    /// How much the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins once the scale changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// Reports each change of scale, then the end.
    public func _recognizer(_ callbacks: _GestureCallbacks<Value>) -> _GestureRecognizer {
        _GestureRecognizer(kind: .magnify(minimumScaleDelta: max(Double(minimumScaleDelta), 0))) { event in
            guard case .magnify(let sample) = event else { return false }
            callbacks.report(Value(sample), isEnded: sample.isEnded)
            return true
        }
    }
}

extension MagnifyGesture.Value {
    init(_ sample: MagnifySample) {
        time = Date()
        magnification = sample.scale
        velocity = sample.velocity
        startLocation = CGPoint(x: sample.start.x, y: sample.start.y)
        startAnchor = UnitPoint(
            x: sample.width > 0 ? sample.start.x / sample.width : 0.5, y: sample.height > 0 ? sample.start.y / sample.height : 0.5)
    }
}

/// The older pinch gesture, whose value is the scale alone (deprecated on
/// Apple's platforms in favour of ``MagnifyGesture``).
public struct MagnificationGesture: Gesture {
    /// The scale since the pinch began.
    public typealias Value = CGFloat
    /// Built in.
    public typealias Body = Never

    /// How much the scale must change before the gesture begins.
    public var minimumScaleDelta: CGFloat

    /// A pinch that begins once the scale changed by `minimumScaleDelta`.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// The scale of a ``MagnifyGesture``.
    public func _recognizer(_ callbacks: _GestureCallbacks<CGFloat>) -> _GestureRecognizer {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta)._recognizer(callbacks.mapped(\.magnification))
    }
}
