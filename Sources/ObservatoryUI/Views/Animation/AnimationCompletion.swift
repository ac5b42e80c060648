import Foundation

/// When the completion of ``withAnimation(_:completionCriteria:_:completion:)`` runs.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removesOnly: Bool

    /// When the animation has reached its end: a spring is within 1% of its
    /// target, though it may still move a little.
    public static let logicallyComplete = AnimationCompletionCriteria(removesOnly: false)
    /// When the animation has stopped entirely (a spring has settled).
    public static let removed = AnimationCompletionCriteria(removesOnly: true)
}

extension Animation {
    /// Seconds from the start until the animation meets `criteria`: its
    /// delay, then each run at its speed; nil when it repeats forever.
    func completionTime(_ criteria: AnimationCompletionCriteria) -> Double? {
        guard let runs = repeatCount else { return nil }
        let run: Double
        switch curve {
        case .bezier(_, _, _, _, let duration):
            run = duration
        case .spring(let response, let damping):
            run = Self.springTime(response: response, damping: damping, within: criteria.removesOnly ? 0.001 : 0.01)
        }
        return delay + run * Double(max(runs, 1)) / max(speed, 0.0001)
    }

    /// The first time a spring stays within `tolerance` of its target (the
    /// page draws the same spring, client.js `springCurve`).
    static func springTime(response: Double, damping: Double, within tolerance: Double) -> Double {
        let omega = 2 * Double.pi / max(response, 0.01)
        let zeta = max(damping, 0)
        func position(_ t: Double) -> Double {
            if zeta < 1 {
                let wd = omega * (1 - zeta * zeta).squareRoot()
                return 1 - exp(-zeta * omega * t) * (cos(wd * t) + (zeta * omega / wd) * sin(wd * t))
            }
            if zeta == 1 { return 1 - exp(-omega * t) * (1 + omega * t) }
            let s = (zeta * zeta - 1).squareRoot(), r1 = -omega * (zeta - s), r2 = -omega * (zeta + s)
            return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
        }
        var calm = 0.0
        var t = 0.0
        while t < 10 {
            if abs(1 - position(t)) < tolerance {
                calm += 1.0 / 120
                if calm >= 0.1 { return t - 0.1 }
            } else {
                calm = 0
            }
            t += 1.0 / 120
        }
        return 10
    }
}

/// Runs `body`, animating the changes it makes with `animation`, then
/// `completion` once the animation meets `completionCriteria` (at once, after
/// the update, without an animation; never for one that repeats forever).
///
/// ```swift
/// withAnimation(.easeOut(duration: 0.3)) {
///     isFlipped = true
/// } completion: {
///     reveal()
/// }
/// ```
///
/// The page runs the animation; the server times the completion from the
/// change, so it runs when the page's animation ends, give or take the time
/// the patch takes to arrive.
@MainActor
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    let result = try withAnimation(animation, body)
    let seconds = animation.map { $0.completionTime(completionCriteria) } ?? 0
    if let seconds {
        Task { @MainActor in
            if seconds > 0 { try? await Task.sleep(for: .seconds(seconds)) }
            completion()
        }
    }
    return result
}
