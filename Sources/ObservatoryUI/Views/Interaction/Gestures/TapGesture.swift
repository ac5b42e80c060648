import Foundation

/// A gesture that recognises one or more taps (clicks in the browser).
///
/// ```swift
/// Text("Like").gesture(TapGesture(count: 2).onEnded { liked.toggle() })
/// ```
public struct TapGesture: Gesture {
    /// A tap reports nothing but that it happened.
    public typealias Value = Void
    /// Built in.
    public typealias Body = Never

    /// How many taps in a row the gesture needs.
    public var count: Int

    /// A gesture of `count` taps in a row.
    public init(count: Int = 1) {
        self.count = count
    }

    /// Recognises `count` clicks in a row.
    public func _recognizer(_ callbacks: _GestureCallbacks<Void>) -> _GestureRecognizer {
        _GestureRecognizer(kind: .tap(count: max(count, 1))) { event in
            guard case .tapGesture = event else { return false }
            callbacks.end(())
            callbacks.finish()
            return true
        }
    }
}

/// A tap gesture that reports where the tap landed.
///
/// ```swift
/// Rectangle().gesture(SpatialTapGesture().onEnded { marks.append($0.location) })
/// ```
public struct SpatialTapGesture: Gesture {
    /// Where a tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// Built in.
    public typealias Body = Never

    /// How many taps in a row the gesture needs.
    public var count: Int
    /// The space ``Value/location`` is given in.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps whose location is given in `coordinateSpace`.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Recognises `count` clicks in a row and reports the last one's location.
    public func _recognizer(_ callbacks: _GestureCallbacks<Value>) -> _GestureRecognizer {
        let space = coordinateSpace
        return _GestureRecognizer(kind: .tap(count: max(count, 1))) { event in
            guard case .tapGesture(let location) = event else { return false }
            callbacks.end(Value(location: location.point(in: space)))
            callbacks.finish()
            return true
        }
    }
}

extension PointerLocation {
    /// This location in `space`: the element's own, or the window's.
    /// (A named space reports the window's, as ``GeometryProxy`` does.)
    func point(in space: CoordinateSpace) -> CGPoint {
        switch space {
        case .local: return CGPoint(x: x, y: y)
        case .global, .named: return CGPoint(x: x + originX, y: y + originY)
        }
    }
}
