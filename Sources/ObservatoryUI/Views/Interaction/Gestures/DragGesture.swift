import Foundation

/// A gesture that follows the pointer once it has moved a minimum distance
/// while down.
///
/// ```swift
/// @State private var offset = CGSize.zero
///
/// Card()
///     .offset(offset)
///     .gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
///
/// The page reports the pointer at most once per frame while it moves.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// When this value was reported.
        public var time: Date
        /// The pointer's location.
        public var location: CGPoint
        /// Where the pointer went down.
        public var startLocation: CGPoint
        /// How far the pointer moved from where it went down.
        public var translation: CGSize
        /// The pointer's velocity, in points per second.
        public var velocity: CGSize
        /// Where the drag would stop if the pointer were released now and
        /// slowed down as a scroll view does.
        public var predictedEndLocation: CGPoint
        /// ``predictedEndLocation`` less ``startLocation``.
        public var predictedEndTranslation: CGSize
    }

    /// Built in.
    public typealias Body = Never

    /// How far the pointer must move before the drag begins, in points.
    public var minimumDistance: Double
    /// The space locations are given in.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points, reporting in `coordinateSpace`.
    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Reports each move, then the release.
    public func _recognizer(_ callbacks: _GestureCallbacks<Value>) -> _GestureRecognizer {
        let space = coordinateSpace
        return _GestureRecognizer(kind: .drag(minimumDistance: max(minimumDistance, 0))) { event in
            guard case .drag(let sample) = event else { return false }
            callbacks.report(Value(sample, in: space), isEnded: sample.isEnded)
            return true
        }
    }
}

extension DragGesture.Value {
    /// How long a released drag keeps going, in seconds of its current velocity
    /// (a scroll view's normal deceleration, 0.998 per millisecond).
    static let projection = 0.998 / (1 - 0.998) / 1000

    init(_ sample: DragSample, in space: CoordinateSpace) {
        time = Date()
        location = sample.location.point(in: space)
        startLocation = sample.start.point(in: space)
        translation = CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        velocity = CGSize(width: sample.velocityX, height: sample.velocityY)
        predictedEndLocation = CGPoint(
            x: location.x + velocity.width * Self.projection, y: location.y + velocity.height * Self.projection)
        predictedEndTranslation = CGSize(
            width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
    }
}
