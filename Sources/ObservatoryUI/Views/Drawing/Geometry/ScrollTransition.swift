import Foundation

/// Where a view is in its scroll view, as `.scrollTransition` sees it:
/// coming in at the bottom (or trailing) edge, fully shown, or leaving at
/// the top (or leading) edge.
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Leaving (or before) the top or leading edge.
    case topLeading
    /// Fully shown.
    case identity
    /// Coming in at the bottom or trailing edge.
    case bottomTrailing

    /// Whether the view is fully shown.
    public var isIdentity: Bool { self == .identity }

    /// −1 at the top or leading edge, 0 shown, 1 at the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the scroll.
public struct ScrollTransitionConfiguration: Sendable {
    /// When a view counts as shown.
    public struct Threshold: Sendable {
        let amount: Double

        /// Shown once any of it is visible.
        public static let visible = Threshold(amount: 0)
        /// Shown only while all of it is visible.
        public static let hidden = Threshold(amount: 1)
        /// Shown while its center is visible.
        public static let centered = Threshold(amount: 0.5)

        /// Shown once `amount` (0 to 1) of it is visible.
        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: min(max(amount, 0), 1)) }
    }

    let isIdentity: Bool
    let threshold: Threshold

    /// The effect follows the scroll position continuously.
    public static let interactive = ScrollTransitionConfiguration(isIdentity: false, threshold: .visible)
    /// The effect follows the scroll position (the page has no separate
    /// animated mode: as `interactive`).
    public static let animated = ScrollTransitionConfiguration(isIdentity: false, threshold: .visible)
    /// No effect: the view is always drawn as fully shown.
    public static let identity = ScrollTransitionConfiguration(isIdentity: true, threshold: .visible)

    /// Follows the scroll with `animation` (as `interactive` here).
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }

    /// This configuration, with the view shown from `threshold` on.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(isIdentity: isIdentity, threshold: threshold)
    }

    /// This configuration, with `animation` (not used here).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
}

/// The element of `.scrollTransition` (`modifier` `scrollTransition`): the
/// effects of the three phases (`leading`, `identity`, `trailing`), each
/// a list of effects `name|key=value|…` joined by `;`, and the `axis`. The
/// page draws them on the scroll's own timeline, between the phases.
struct ScrollTransitionElement<Content: View>: ElementView {
    let content: Content
    let phases: (leading: [VisualEffectStep], identity: [VisualEffectStep], trailing: [VisualEffectStep])
    let axis: Axis

    static var role: ElementRole { .modifier }

    func attributes(in environment: EnvironmentValues) -> [String: String] {
        [
            "modifier": "scrollTransition", "axis": axis == .horizontal ? "horizontal" : "vertical",
            "leading": Self.encode(phases.leading), "identity": Self.encode(phases.identity),
            "trailing": Self.encode(phases.trailing),
        ]
    }

    /// The steps as `name|key=value…;…`; colour and blend effects, which
    /// have no place on a timeline here, are left out.
    static func encode(_ steps: [VisualEffectStep]) -> String {
        steps.compactMap { step -> String? in
            let name: String, parameters: [String: String]
            switch step {
            case .drawing(let effect):
                switch effect {
                case .colorMultiply, .blendMode, .compositingGroup, .drawingGroup, .colorInvert: return nil
                default: (name, parameters) = (effect.name, effect.parameters)
                }
            case .offset(let offset):
                (name, parameters) = ("offset", ["x": offset.width.attributeValue, "y": offset.height.attributeValue])
            case .opacity(let opacity):
                (name, parameters) = ("opacity", ["value": opacity.attributeValue])
            case .projection(let transform):
                (name, parameters) = ("projectionEffect", ["matrix": transform.rows.joined().map(\.attributeValue).joined(separator: ",")])
            }
            return ([name] + parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }).joined(separator: "|")
        }.joined(separator: ";")
    }
}

extension View {
    /// Draws the view through `transition`'s effects as it scrolls in and
    /// out of its scroll view: the effects of `.bottomTrailing` while it
    /// comes in, none (`.identity`) while it is shown, those of
    /// `.topLeading` as it leaves.
    ///
    /// The closure is evaluated for the three phases, and the page moves
    /// between them with the scroll on its own (a CSS scroll-driven
    /// animation), with no message to the server while scrolling: from the
    /// first point of the view inside the edge to all of it (whatever the
    /// configuration's threshold). Effects are interpolated between the
    /// phases, so an effect that depends on `phase.value` in a way that is
    /// not linear is approximated.
    public func scrollTransition<Effect: VisualEffect>(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Draws the view through `transition`'s effects as it scrolls, with a
    /// configuration for each edge.
    public func scrollTransition<Effect: VisualEffect>(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
    ) -> some View {
        let identity = transition(EmptyVisualEffect(), .identity).visualSteps
        return ScrollTransitionElement(
            content: self,
            phases: (
                leading: topLeading.isIdentity ? identity : transition(EmptyVisualEffect(), .topLeading).visualSteps,
                identity: identity,
                trailing: bottomTrailing.isIdentity ? identity : transition(EmptyVisualEffect(), .bottomTrailing).visualSteps),
            axis: axis ?? .vertical)
    }
}
