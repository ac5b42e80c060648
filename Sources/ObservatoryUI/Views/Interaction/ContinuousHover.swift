import Foundation

/// Where the pointer is over a view with ``View/onContinuousHover(coordinateSpace:perform:)``.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

extension View {
    /// Runs `action` as the pointer moves over the view, with its location
    /// in `coordinateSpace`, and with `.ended` when it leaves.
    ///
    /// The page reports the pointer at most once per frame while it moves.
    /// Touch screens have no hover, as on iOS.
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping @MainActor (HoverPhase) -> Void
    ) -> some View {
        let recognizer = _GestureRecognizer(kind: .continuousHover) { event in
            guard case .hoverLocation(let location) = event else { return false }
            action(location.map { .active($0.point(in: coordinateSpace)) } ?? .ended)
            return true
        }
        return recognizing(recognizer, priority: .simultaneous)
    }
}
