import Foundation

/// How a change moves from its old value to its new one: a timing curve
/// or a spring, with a delay, a speed and repeats.
///
/// ```swift
/// withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { isExpanded.toggle() }
/// Circle().scaleEffect(pulse ? 1.2 : 1).animation(.easeInOut(duration: 1).repeatForever(), value: pulse)
/// ```
///
/// The page runs animations itself: a patch made inside one carries its
/// description (``attributeValue``), never a frame.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    enum Curve: Hashable, Sendable {
        /// A cubic Bézier timing curve over `duration` seconds.
        case bezier(Double, Double, Double, Double, duration: Double)
        /// A spring: `response` is the period in seconds, `damping` the damping fraction.
        case spring(response: Double, damping: Double)
    }

    let curve: Curve
    var delay: Double = 0
    var speed: Double = 1
    /// The number of runs; nil repeats forever.
    var repeatCount: Int? = 1
    var autoreverses = false

    init(_ curve: Curve) {
        self.curve = curve
    }

    /// The default animation: a smooth spring.
    public static let `default` = Animation(.spring(response: 0.55, damping: 1))

    /// Constant speed, 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation(.bezier(0, 0, 1, 1, duration: duration)) }
    /// Starts slowly, 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Starts slowly, over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(.bezier(0.42, 0, 1, 1, duration: duration)) }
    /// Ends slowly, 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Ends slowly, over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(.bezier(0, 0, 0.58, 1, duration: duration)) }
    /// Starts and ends slowly, 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// Starts and ends slowly, over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(.bezier(0.42, 0, 0.58, 1, duration: duration)) }
    /// A cubic Bézier timing curve through the two control points, over `duration` seconds.
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(.bezier(c0x, c0y, c1x, c1y, duration: duration))
    }

    /// A spring with a period of `response` seconds; `dampingFraction` 1
    /// settles without overshoot, less bounces.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(.spring(response: max(response, 0.01), damping: max(dampingFraction, 0)))
    }

    /// A spring that settles in about `duration` seconds; `bounce` 0 does
    /// not overshoot, up to 1 bounces more.
    ///
    /// Disfavoured, so that `.spring()` with no arguments is the one above,
    /// as in SwiftUI, where both overloads take only defaults.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        let damping = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        return Animation(.spring(response: max(duration, 0.01), damping: max(damping, 0)))
    }

    /// The default spring.
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825) }
    /// A quick, lightly damped spring for interactions.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(.spring(response: max(response, 0.01), damping: max(dampingFraction, 0)))
    }
    /// A quick spring for interactions.
    public static var interactiveSpring: Animation { interactiveSpring() }
    /// A spring that overshoots a little.
    public static var bouncy: Animation { bouncy() }
    /// A spring that overshoots a little, settling in `duration`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }
    /// A spring without overshoot.
    public static var smooth: Animation { smooth() }
    /// A spring without overshoot, settling in `duration`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A quick spring with a hint of overshoot.
    public static var snappy: Animation { snappy() }
    /// A quick spring with a hint of overshoot, settling in `duration`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A spring from its physical parameters.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        let response = 2 * Double.pi * (mass / max(stiffness, 0.0001)).squareRoot()
        let fraction = damping / (2 * (stiffness * mass).squareRoot())
        return Animation(.spring(response: response, damping: fraction))
    }

    /// This animation, starting after `delay` seconds.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay += max(delay, 0)
        return copy
    }

    /// This animation, `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed *= speed > 0 ? speed : 1
        return copy
    }

    /// This animation run `repeatCount` times, going back and forth when it autoreverses.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = max(repeatCount, 1)
        copy.autoreverses = autoreverses
        return copy
    }

    /// This animation repeated for as long as the view is shown.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeatCount = nil
        copy.autoreverses = autoreverses
        return copy
    }

    /// The compact form patches carry: `curve,parameters…` then delay,
    /// speed, repeats (`0` forever) and `1` when it autoreverses, e.g.
    /// `b,0.42,0,0.58,1,0.35,0,1,1,0` or `s,0.55,1,0,1,1,0`.
    public var attributeValue: String {
        let curvePart: [Double]
        let name: String
        switch curve {
        case .bezier(let a, let b, let c, let d, let duration): (name, curvePart) = ("b", [a, b, c, d, duration])
        case .spring(let response, let damping): (name, curvePart) = ("s", [response, damping])
        }
        let tail: [Double] = [delay, speed, Double(repeatCount ?? 0), autoreverses ? 1 : 0]
        return ([name] + (curvePart + tail).map(\.attributeValue)).joined(separator: ",")
    }

    /// The animation as SwiftUI names it.
    public var description: String { attributeValue }
}
